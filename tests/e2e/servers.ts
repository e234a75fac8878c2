/** The servers the serving tests check: `npm start` always, nginx when it is installed (always in CI). */
export const nodePort = Number(process.env.E2E_PORT ?? 4180);
export const nginxPort = 4190;

export function servers(): { name: string; base: string }[] {
  const list = [{ name: 'npm start', base: `http://127.0.0.1:${nodePort}` }];
  if (process.env.E2E_NGINX !== '0')
    list.push({ name: 'nginx', base: `http://127.0.0.1:${nginxPort}` });
  return list;
}
