import { AccountSchemas } from './account';
import { AuthSchemas } from './auth';
import { CollectProductSchemas, LogSchemas, UserConfigSchemas } from './collect';
import type { Endpoint, SchemasOf } from './endpoint';
import { endpoints } from './endpoints';
import { SystemSchemas } from './health';
import { ImageSchemas } from './images';
import { KeywordConfigSchemas, MarketKeywordSchemas } from './keywords';
import { MarketAccountConfigSchemas, MarketInfoSchemas, MarketLoginSchemas } from './market-accounts';
import { DetailContentSchemas } from './detail-content';
import { MarketDetailPageSchemas, MarketPriceSchemas, RepriceSchemas, UserSettingSchemas } from './pricing';
import { ProductSchemas } from './products';
import { ProductBulkSchemas } from './product-bulk';
import { MarketLookupSchemas, MarketTemplateConfigSchemas } from './market-templates';
import { CategorySchemas } from './categories';
import { MarketUploadSchemas, ProductUploadSchemas, UploadLogSchemas } from './upload';
import { SourceSyncSchemas } from './source-sync';
import { ListingImageSchemas } from './listing-images';
import { ProductManagementSchemas } from './product-control';

/** An endpoint bound to its zod schemas: what the server validates, serializes and documents. */
export type Contract<E extends Endpoint = Endpoint> = {
  readonly endpoint: E;
  readonly schemas: SchemasOf<E>;
};

type EndpointTable = Readonly<Record<string, Readonly<Record<string, Endpoint>>>>;

/** For every descriptor of a table, exactly the schemas it was declared with. */
export type SchemaTable<T extends EndpointTable> = {
  [G in keyof T]: { [K in keyof T[G]]: SchemasOf<T[G][K]> };
};
export type ContractTable<T extends EndpointTable> = {
  [G in keyof T]: { [K in keyof T[G]]: Contract<T[G][K]> };
};

/**
 * Binds each descriptor of `table` to its schemas. The types refuse a descriptor without schemas (or
 * with others than it was declared with); the run-time check refuses a missing or a stray entry too.
 */
export function bindContracts<T extends EndpointTable>(table: T, schemas: SchemaTable<T>): ContractTable<T> {
  const groups: Record<string, Record<string, Contract>> = {};
  const given = schemas as Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>;
  for (const [group, descriptors] of Object.entries(table)) {
    const groupSchemas = given[group];
    const bound: Record<string, Contract> = {};
    for (const [name, descriptor] of Object.entries(descriptors)) {
      const endpointSchemas = groupSchemas?.[name];
      if (endpointSchemas == null || typeof endpointSchemas !== 'object') {
        throw new Error(`${group}.${name} (${descriptor.method} ${descriptor.path}) has no schemas`);
      }
      bound[name] = { endpoint: descriptor, schemas: endpointSchemas };
    }
    const stray = Object.keys(groupSchemas ?? {}).filter((name) => !(name in descriptors));
    if (stray.length > 0) {
      throw new Error(`schemas without an endpoint: ${stray.map((name) => `${group}.${name}`).join(', ')}`);
    }
    groups[group] = bound;
  }
  const strayGroups = Object.keys(given).filter((group) => !(group in table));
  if (strayGroups.length > 0) {
    throw new Error(`schemas without an endpoint group: ${strayGroups.join(', ')}`);
  }
  return groups as ContractTable<T>;
}

/** Every endpoint with its schemas; the server registers its routes from these. */
export const contracts = bindContracts(endpoints, {
  Auth: AuthSchemas,
  Account: AccountSchemas,
  Product: {
    ...CollectProductSchemas,
    ...ProductSchemas,
    ...ProductBulkSchemas,
    ...RepriceSchemas,
    ...DetailContentSchemas,
    ...ProductUploadSchemas,
  },
  Market: {
    ...MarketPriceSchemas,
    ...MarketDetailPageSchemas,
    ...MarketKeywordSchemas,
    ...MarketLoginSchemas,
    ...MarketUploadSchemas,
    ...SourceSyncSchemas,
    ...ListingImageSchemas,
  },
  MarketInfo: { ...MarketInfoSchemas, ...MarketLookupSchemas },
  UserSetting: { ...UserSettingSchemas, ...CategorySchemas },
  UserConfig: {
    ...UserConfigSchemas,
    ...KeywordConfigSchemas,
    ...MarketAccountConfigSchemas,
    ...MarketTemplateConfigSchemas,
  },
  Log: { ...LogSchemas, ...UploadLogSchemas },
  ProductManagement: ProductManagementSchemas,
  System: SystemSchemas,
  Image: ImageSchemas,
});
