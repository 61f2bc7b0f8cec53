/** Minimal server-rendered HTML: escaping and one mobile-friendly page frame. */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
}

/** Already-safe HTML. */
export class Raw {
  constructor(readonly text: string) {}
}

/** Tagged template whose interpolations are escaped unless they are `Raw`. */
export function html(
  strings: TemplateStringsArray,
  ...values: (string | number | Raw | Raw[])[]
): Raw {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    const parts = Array.isArray(value) ? value : [value];
    out += parts.map((v) => (v instanceof Raw ? v.text : escapeHtml(String(v)))).join('');
    out += strings[i + 1] ?? '';
  });
  return new Raw(out);
}

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;padding:12px;background:#fff8ec;color:#222}
h1{font-size:1.25rem;margin:0 0 8px;text-align:center;background:#7a1f1f;color:#fff;padding:10px;border-radius:6px}
nav{text-align:center;margin:8px 0 12px}nav a{margin:0 8px;color:#7a1f1f}
.scroll{overflow-x:auto}
table{border-collapse:collapse;margin:0 auto;background:#fff}
th,td{border:1px solid #c9a66b;padding:4px 6px;text-align:center;font-size:.9rem}
th{background:#f3dfb8}
td.jodi{font-size:1.1rem;font-weight:700}
.red{color:#d00000}
.pana{font-size:.75rem;color:#444;line-height:1.1}
.date{font-size:.75rem;white-space:nowrap}
p.empty{text-align:center;color:#666}
`;

/** A whole page with the shared style. */
export function page(title: string, body: Raw): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <style>
          ${new Raw(STYLE)}
        </style>
      </head>
      <body>
        <h1>${title}</h1>
        ${body}
      </body>
    </html>`.text;
}
