// The least JavaScript any sign-in screen built on our stack can download: React 19, antd's
// ConfigProvider (Spanish locale, dark algorithm), Form, Input.Password and Button, a declarative
// router, a React Query mutation, and the federation runtime the host must run, with none of our
// code. esbuild bundles it as one ideal file (better than any split build does), so the figure is a
// floor to compare the /login budget with (docs/decisions.md "Presupuestos").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { root } from './apps.mjs';

const LOGIN_WITHOUT_OUR_CODE = `
import { createRoot } from 'react-dom/client';
import ConfigProvider from 'antd/es/config-provider';
import theme from 'antd/es/theme';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Button from 'antd/es/button';
import esES from 'antd/locale/es_ES';
import { BrowserRouter, useRoutes, Link } from 'react-router-dom';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';

function Login() {
  const signIn = useMutation({ mutationFn: async () => 1 });
  return (
    <Form onFinish={() => signIn.mutate()}>
      <Form.Item name="email" rules={[{ required: true }]}><Input /></Form.Item>
      <Form.Item name="password"><Input.Password /></Form.Item>
      <Button htmlType="submit">Entrar</Button>
      <Link to="/forgot-password">Olvidé mi contraseña</Link>
    </Form>
  );
}
const Routes = () => useRoutes([{ path: '/', element: <Login /> }]);
createRoot(document.body).render(
  <QueryClientProvider client={new QueryClient()}>
    <ConfigProvider locale={esES} theme={{ algorithm: theme.darkAlgorithm }}>
      <BrowserRouter><Routes /></BrowserRouter>
    </ConfigProvider>
  </QueryClientProvider>,
);
`;

/** Gzip-9 bytes of the stack's libraries alone, and of the host's entry (the federation runtime). */
export async function loginFloor() {
  const result = await build({
    stdin: { contents: LOGIN_WITHOUT_OUR_CODE, loader: 'tsx', resolveDir: join(root, 'host/src') },
    bundle: true,
    minify: true,
    write: false,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const libraries = gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
  const federationRuntime = gzipSync(readFileSync(join(root, 'host/dist/main.js')), { level: 9 }).length;
  return { libraries, federationRuntime, total: libraries + federationRuntime };
}
