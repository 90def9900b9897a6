import { parseArgs } from 'node:util';
import { startEmulator } from './emulator';
import {
  DEFAULT_COUPANG_VENDOR,
  DEFAULT_ELEVENST_ACCOUNT,
  DEFAULT_ESM_MASTER,
  DEFAULT_NAVER_APP,
  DEFAULT_WMP_ACCOUNT,
} from './markets';

// `npm run start -w @sellerdesk/emulators -- --port 4010 --latency 50`
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.EMULATOR_PORT ?? '4010' },
    host: { type: 'string', default: process.env.EMULATOR_HOST ?? '127.0.0.1' },
    latency: { type: 'string', default: process.env.EMULATOR_LATENCY_MS ?? '0' },
  },
});

const emulator = await startEmulator({
  port: Number(values.port),
  host: values.host,
  latencyMs: Number(values.latency),
});

console.info(`셀러데스크 에뮬레이터: ${emulator.url} (응답 지연 ${values.latency}ms)`);
for (const [name, url] of Object.entries(emulator.baseUrls)) {
  console.info(`  ${name.padEnd(24)} ${url}`);
}
console.info('자격 증명:');
console.info(`  papago  ${emulator.credentials.papago.keyId} / ${emulator.credentials.papago.key}`);
console.info(
  `  deepl   ${emulator.credentials.deepl.proKey} (pro), ${emulator.credentials.deepl.freeKey} (free)`,
);
console.info(`  google  ${emulator.credentials.google.apiKey}`);
console.info(`  taobao  ${emulator.credentials.taobao.sessionCookie}`);
console.info(`  naver   ${DEFAULT_NAVER_APP.clientId} / ${DEFAULT_NAVER_APP.clientSecret}`);
console.info(
  `  coupang ${DEFAULT_COUPANG_VENDOR.vendorId} / ${DEFAULT_COUPANG_VENDOR.accessKey} / ${DEFAULT_COUPANG_VENDOR.secretKey} / ${DEFAULT_COUPANG_VENDOR.wingUserId}`,
);
console.info(`  11st    ${DEFAULT_ELEVENST_ACCOUNT.apiKey}`);
console.info(
  `  esm     ${DEFAULT_ESM_MASTER.masterId} / ${DEFAULT_ESM_MASTER.secretKey} / G:${DEFAULT_ESM_MASTER.sellers.G.join(',')} A:${DEFAULT_ESM_MASTER.sellers.A.join(',')}`,
);
console.info(`  wmp     ${DEFAULT_WMP_ACCOUNT.apiKey} (위메프: 파산으로 운영 종료, 기본 꺼짐)`);

const stop = () => {
  emulator.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
