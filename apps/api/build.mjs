// Bundles the API into dist/main.js. Workspace packages (@coursewise/*) are inlined because they
// ship TypeScript source; every other package stays external and loads from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@coursewise/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
