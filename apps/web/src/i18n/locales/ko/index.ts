import { account } from './account';
import { auth } from './auth';
import { catalogue } from './catalogue';
import { catalogueBulk } from './catalogue-bulk';
import { collect } from './collect';
import { collectFilter } from './collect-filter';
import { common } from './common';
import { detailEditor } from './detail-editor';
import { detailReprocess } from './detail-reprocess';
import { imageStorage } from './image-storage';
import { keywords } from './keywords';
import { catalogueEdit } from './catalogue-edit';
import { layout, settings } from './layout';
import { marketAccounts } from './market-accounts';
import { marketTemplates } from './market-templates';
import { categories } from './categories';
import { pages } from './pages';
import { setting } from './setting';
import { sourceSync } from './source-sync';
import { listingImages } from './listing-images';
import { start } from './start';
import { upload } from './upload';
import { productControl } from './product-control';

/**
 * Korean interface text, one namespace with keys grouped by area (`auth.login.title`): the type of every
 * key (`i18next.d.ts`) and the full set for tests. The app loads the boot areas in `i18n/index.ts` and the
 * others with their screens (`addTexts`).
 */
export const ko = {
  common,
  auth,
  account,
  layout,
  settings,
  start,
  pages,
  collect,
  collectFilter,
  catalogue,
  catalogueBulk,
  detailEditor,
  detailReprocess,
  setting,
  imageStorage,
  keywords,
  catalogueEdit,
  marketAccounts,
  marketTemplates,
  categories,
  upload,
  productControl,
  sourceSync,
  listingImages,
};
