import * as z from 'zod';
import { installKoreanValidationMessages } from './validation-messages';

// Every domain schema takes zod from here, so wherever one loads (server, worker, a web form, a tool)
// its validation messages are Korean without anyone remembering to install them first.
installKoreanValidationMessages();

export { z };
