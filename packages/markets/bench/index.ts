/**
 * Budgets of the market layer (issue 11 §5), printed with their figures; the process exits non-zero when
 * one is missed. `--only validate|suggest|upload` runs one part, `--products N` changes the upload count.
 */
import { parseArgs } from 'node:util';
import { printResult, type BenchResult } from './report';
import { benchSuggest } from './suggest';
import { benchUpload } from './upload';
import { benchValidate } from './validate';

const { values } = parseArgs({
  options: { only: { type: 'string' }, products: { type: 'string', default: '1000' } },
});

const results: BenchResult[] = [];
if (!values.only || values.only === 'validate') {
  const result = benchValidate();
  printResult(result);
  results.push(result);
}
if (!values.only || values.only === 'suggest') {
  const result = benchSuggest();
  printResult(result);
  results.push(result);
}
if (!values.only || values.only === 'upload') {
  for (const result of await benchUpload(Number(values.products))) {
    printResult(result);
    results.push(result);
  }
}
if (results.some((result) => !result.passed)) {
  process.exitCode = 1;
}
