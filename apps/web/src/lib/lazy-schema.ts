import { schemaResolver, type FormErrors } from '@mantine/form';

type Schema = Parameters<typeof schemaResolver>[0];

/**
 * A form validator whose contract schema loads on the first submit, so zod and the contracts stay out of
 * a screen's first JS (the login screen). If the schema cannot load, the form goes on and the server
 * validates with the same contract, answering its Korean message.
 */
export function lazySchemaValidator<Values>(
  load: () => Promise<Schema>,
): (values: Values) => Promise<FormErrors> {
  let resolver: Promise<(values: Values) => FormErrors> | null = null;
  return async (values) => {
    resolver ??= load().then((schema) => schemaResolver(schema, { sync: true }));
    try {
      return (await resolver)(values);
    } catch {
      resolver = null;
      return {};
    }
  };
}
