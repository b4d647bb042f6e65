import { createServer, type Server } from 'node:http';

/**
 * A stand-in for Crisp's loader (client.crisp.chat/l.js) on loopback. Like the real one it reads the command queue
 * the page filled before it arrived ($crisp, CRISP_WEBSITE_ID), replaces it with an object whose push runs
 * commands, and opens a session with its server (a fetch the page's CSP must allow). It draws a chat box that shows
 * who it was told is chatting, so a journey can read it.
 */
const loader = (origin: string) => `(() => {
  const queued = Array.isArray(window.$crisp) ? window.$crisp : [];
  const who = {};
  const box = document.createElement('section');
  box.setAttribute('role', 'dialog');
  box.setAttribute('aria-label', 'Live chat (fake provider)');
  box.hidden = true;
  box.style.cssText = 'position:fixed;bottom:16px;right:16px;z-index:99;padding:12px;background:#fff;color:#000;border:1px solid #888';
  const line = (name) => { const p = document.createElement('p'); p.dataset.field = name; box.appendChild(p); return p; };
  const fields = { website: line('website'), nickname: line('nickname'), email: line('email'), phone: line('phone'), avatar: line('avatar'), session: line('session') };
  const show = () => {
    fields.website.textContent = 'website ' + window.CRISP_WEBSITE_ID;
    for (const key of ['nickname', 'email', 'phone', 'avatar']) fields[key].textContent = key + ' ' + (who[key] ?? '-');
  };
  const run = ([verb, name, args]) => {
    if (verb === 'set' && name.startsWith('user:')) who[name.slice(5)] = args[0];
    if (verb === 'do' && name === 'chat:toggle') box.hidden = !box.hidden;
    show();
  };
  document.body.appendChild(box);
  window.$crisp = { push: run };
  queued.forEach(run);
  fetch('${origin}/session?website=' + encodeURIComponent(window.CRISP_WEBSITE_ID))
    .then((response) => response.json())
    .then((answer) => { fields.session.textContent = 'session ' + answer.session; })
    .catch(() => { fields.session.textContent = 'session refused'; });
})();
`;

export const startLiveChatProvider = (port: number): Promise<Server> => {
  const origin = `http://127.0.0.1:${port}`;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    if (url.pathname === '/l.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      return response.end(loader(origin));
    }
    if (url.pathname === '/session') {
      response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      return response.end(JSON.stringify({ session: `open for ${url.searchParams.get('website')}` }));
    }
    response.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
};
