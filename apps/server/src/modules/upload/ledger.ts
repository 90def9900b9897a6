import type { RegistrationLedger } from '@sellerdesk/markets';
import type { Database } from '../../infra/db/client';
import { countRegistrations, recordRegistration } from './upload.repository';

/**
 * The daily cap's counter (11st: 500 new listings a day per account) in the database, so every worker
 * process and the pre-upload check read the same number.
 */
export class DatabaseRegistrationLedger implements RegistrationLedger {
  constructor(private readonly db: Database) {}

  used(accountKey: string, day: string): Promise<number> {
    return countRegistrations(this.db, accountKey, day);
  }

  record(accountKey: string, day: string): Promise<void> {
    return recordRegistration(this.db, accountKey, day);
  }
}
