import { audit, scoreOf, withChrome } from './lighthouse-runner';
const url = process.argv[2]!;
await withChrome(async (chrome) => {
  for (let i = 0; i < 3; i++) {
    const l = await audit(chrome, url, { formFactor: 'mobile', onlyCategories: ['performance'] });
    const m = (id: string) => Math.round(l.audits[id]?.numericValue ?? NaN);
    console.log(url, 'perf', scoreOf(l, 'performance'), 'FCP', m('first-contentful-paint'), 'LCP', m('largest-contentful-paint'), 'TBT', m('total-blocking-time'), 'SI', m('speed-index'));
  }
});
