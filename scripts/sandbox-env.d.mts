export function sandboxServerEnv(options: {
  repoRoot: string;
  emulatorUrl: string;
  env?: NodeJS.ProcessEnv;
}): NodeJS.ProcessEnv;
