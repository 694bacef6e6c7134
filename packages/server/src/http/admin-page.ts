import { escapeHtml } from './html.js';

/** The small shared shell of the server-rendered admin pages (login, dashboard, errors). */
export function adminPage(options: {
  title: string;
  siteTitle: string;
  body: string;
  bodyClass?: string;
}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)} ‹ ${escapeHtml(options.siteTitle)} — Atelier</title>
<style>${ADMIN_CSS}</style>
</head>
<body class="${escapeHtml(options.bodyClass ?? 'admin')}">
${options.body}
</body>
</html>`;
}

const ADMIN_CSS = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Oxygen-Sans,Ubuntu,Cantarell,"Helvetica Neue",sans-serif;color:#1e1e1e;background:#f0f0f1}
a{color:#2271b1}a:focus-visible,button:focus-visible,input:focus-visible{outline:2px solid #3858e9;outline-offset:2px}
.login main{max-width:360px;margin:10vh auto;padding:0 16px}
.login h1{font-size:22px;text-align:center;margin-bottom:24px}
.card{background:#fff;border:1px solid #dcdcde;border-radius:4px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.04)}
label{display:block;font-weight:600;margin:0 0 4px}
input[type=text],input[type=password]{width:100%;font-size:16px;padding:8px 10px;border:1px solid #8c8f94;border-radius:4px;margin-bottom:16px}
.remember{display:flex;align-items:center;gap:8px;font-weight:400}
.button{display:inline-block;background:#3858e9;color:#fff;border:0;border-radius:4px;padding:9px 16px;font-size:15px;cursor:pointer;text-decoration:none}
.button.secondary{background:#fff;color:#3858e9;border:1px solid #3858e9}
.notice{border-left:4px solid #3858e9;background:#fff;padding:10px 14px;margin-bottom:16px}
.notice.error{border-color:#d63638}
.admin header{display:flex;justify-content:space-between;align-items:center;background:#1e1e1e;color:#fff;padding:10px 24px}
.admin header a{color:#fff}
.admin main{max-width:1100px;margin:0 auto;padding:24px}
.themes{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:20px;list-style:none;padding:0}
.themes img{width:100%;aspect-ratio:4/3;object-fit:cover;display:block;background:#ddd}
.themes .meta{padding:12px 16px}
.badge{display:inline-block;background:#1e1e1e;color:#fff;font-size:12px;border-radius:2px;padding:1px 6px;margin-left:6px}
`;
