export type BenchResult = { name: string; passed: boolean; figures: string[] };

export function printResult(result: BenchResult): void {
  console.log(`${result.passed ? 'PASS' : 'OVER'}  ${result.name}`);
  for (const figure of result.figures) {
    console.log(`      ${figure}`);
  }
}
