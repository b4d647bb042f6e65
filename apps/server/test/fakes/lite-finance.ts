import { formingAt, opensBetween, scriptedCandle } from './candle-script';
import { FakeHttp, sendJson } from './http';

const RESOLUTIONS: Readonly<Record<string, number>> = {
  '1': 1,
  '5': 5,
  '15': 15,
  '30': 30,
  '60': 60,
  '240': 240,
  D: 1440,
  W: 10080,
};

/**
 * LiteFinance's unofficial chart history as public callers use it (connectors-reference §2c):
 * `GET /chart/get-history?symbol&resolution&from&to` answering UDF arrays, the forming bar last.
 */
export class FakeLiteFinance {
  readonly http: FakeHttp;
  nowS: number;
  #failNext = 0;

  constructor(nowS: number) {
    this.nowS = nowS;
    this.http = new FakeHttp((_request, response, url) => {
      if (url.pathname !== '/chart/get-history') {
        sendJson(response, 404, {});
        return;
      }
      if (this.#failNext > 0) {
        this.#failNext--;
        sendJson(response, 200, { status: 'error', code: 'E_LIMIT' });
        return;
      }
      const query = url.searchParams;
      const minutes = RESOLUTIONS[query.get('resolution') ?? ''] ?? 1;
      const symbol = query.get('symbol') ?? '';
      const to = Math.min(Number(query.get('to')), this.nowS);
      const from = Number(query.get('from'));
      const first =
        formingAt(from, minutes) < from ? formingAt(from, minutes) + minutes * 60 : formingAt(from, minutes);
      const bars = opensBetween(first, to, minutes).map((open) =>
        scriptedCandle(symbol, minutes, open, open === formingAt(this.nowS, minutes)),
      );
      sendJson(response, 200, {
        data: {
          t: bars.map((bar) => bar.time),
          o: bars.map((bar) => bar.open),
          h: bars.map((bar) => bar.high),
          l: bars.map((bar) => bar.low),
          c: bars.map((bar) => bar.close),
          v: bars.map((bar) => bar.volume),
        },
      });
    });
  }

  get requests() {
    return this.http.requests;
  }

  /** The next `count` requests get the endpoint's error form. */
  failNext(count: number): void {
    this.#failNext = count;
  }

  listen(): Promise<void> {
    return this.http.listen();
  }

  close(): Promise<void> {
    return this.http.close();
  }
}
