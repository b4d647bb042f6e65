/*
 * The engine's batch algorithms for EMA, RSI, MACD and Bollinger bands, line for line in plain C,
 * so `bench/run.mjs` can measure engine/C in one run. Built with `gcc -O2` (no -ffast-math, so the
 * arithmetic is IEEE like V8's and the checksums must match the engine's).
 * Usage: kernels <input.f64> <count> <repetitions>  -> JSON of best ns per candle and checksums.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static void fill_nan(double *out, long from, long to) {
  for (long i = from; i < to; i++) out[i] = NAN;
}

static void ema(const double *x, long n, int period, double *out) {
  fill_nan(out, 0, period - 1 < n ? period - 1 : n);
  if (n < period) return;
  double k = 2.0 / (period + 1), sum = 0;
  for (int i = 0; i < period; i++) sum += x[i];
  double prev = sum / period;
  out[period - 1] = prev;
  for (long i = period; i < n; i++) {
    prev = (x[i] - prev) * k + prev;
    out[i] = prev;
  }
}

static void rsi(const double *x, long n, int period, double *out) {
  fill_nan(out, 0, period < n ? period : n);
  if (n <= period) return;
  double gain = 0, loss = 0, prev = x[0];
  for (int i = 1; i <= period; i++) {
    double change = x[i] - prev;
    prev = x[i];
    if (change < 0) loss -= change; else gain += change;
  }
  gain /= period;
  loss /= period;
  out[period] = gain + loss != 0 ? 100 * (gain / (gain + loss)) : 0;
  int keep = period - 1;
  for (long i = period + 1; i < n; i++) {
    double change = x[i] - prev;
    prev = x[i];
    loss *= keep;
    gain *= keep;
    if (change < 0) loss -= change; else gain += change;
    loss /= period;
    gain /= period;
    double total = gain + loss;
    out[i] = total != 0 ? 100 * (gain / total) : 0;
  }
}

static void macd(const double *x, long n, int fast, int slow, int signal, double *line, double *sig, double *hist) {
  long lookback = slow - 1 + signal - 1;
  fill_nan(line, 0, lookback < n ? lookback : n);
  fill_nan(sig, 0, lookback < n ? lookback : n);
  fill_nan(hist, 0, lookback < n ? lookback : n);
  if (n <= lookback) return;
  double ks = 2.0 / (slow + 1), kf = 2.0 / (fast + 1), kg = 2.0 / (signal + 1);
  double slow_sum = 0, fast_sum = 0;
  for (int i = 0; i < slow - 1; i++) slow_sum += x[i];
  for (int i = slow - fast; i < slow - 1; i++) fast_sum += x[i];
  double se = (slow_sum + x[slow - 1]) / slow, fe = (fast_sum + x[slow - 1]) / fast;
  double m = fe - se, signal_sum = m;
  for (long i = slow; i <= lookback; i++) {
    se = (x[i] - se) * ks + se;
    fe = (x[i] - fe) * kf + fe;
    m = fe - se;
    signal_sum += m;
  }
  double s = signal_sum / signal;
  line[lookback] = m;
  sig[lookback] = s;
  hist[lookback] = m - s;
  for (long i = lookback + 1; i < n; i++) {
    se = (x[i] - se) * ks + se;
    fe = (x[i] - fe) * kf + fe;
    m = fe - se;
    s = (m - s) * kg + s;
    line[i] = m;
    sig[i] = s;
    hist[i] = m - s;
  }
}

static void shifted_sums(const double *x, long from, long count, double shift, double *s1, double *s2) {
  double a = 0, b = 0;
  for (long i = from; i < from + count; i++) {
    double d = x[i] - shift;
    a += d;
    b += d * d;
  }
  *s1 = a;
  *s2 = b;
}

static void bollinger(const double *x, long n, int period, double dev, double *upper, double *middle, double *lower) {
  long warm = period - 1 < n ? period - 1 : n;
  fill_nan(upper, 0, warm);
  fill_nan(middle, 0, warm);
  fill_nan(lower, 0, warm);
  if (n < period) return;
  double shift = x[0], s1, s2;
  shifted_sums(x, 0, period - 1, shift, &s1, &s2);
  int until = period;
  for (long i = period - 1; i < n; i++) {
    double d = x[i] - shift, t1 = s1 + d, t2 = s2 + d * d;
    double mean = shift + t1 / period;
    double m1 = t1 / period, variance = t2 / period - m1 * m1;
    double w = (variance > 0 ? sqrt(variance) : 0) * dev;
    middle[i] = mean;
    upper[i] = mean + w;
    lower[i] = mean - w;
    double o = x[i - period + 1] - shift;
    s1 = t1 - o;
    s2 = t2 - o * o;
    if (--until == 0) {
      shift = x[i];
      shifted_sums(x, i - period + 2, period - 1, shift, &s1, &s2);
      until = period;
    }
  }
}

static double now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e9 + t.tv_nsec;
}

static double checksum(const double *out, long n) {
  double sum = 0;
  for (long i = 0; i < n; i++) if (!isnan(out[i])) sum += out[i];
  return sum;
}

int main(int argc, char **argv) {
  if (argc < 4) return 2;
  long n = atol(argv[2]);
  int reps = atoi(argv[3]);
  double *x = malloc(n * sizeof(double)), *a = malloc(n * sizeof(double));
  double *b = malloc(n * sizeof(double)), *c = malloc(n * sizeof(double));
  FILE *f = fopen(argv[1], "rb");
  if (!f || fread(x, sizeof(double), n, f) != (size_t)n) return 3;
  fclose(f);
  const char *names[] = {"EMA(20)", "RSI(14)", "MACD(12,26,9)", "BB(20,2)"};
  printf("{");
  for (int k = 0; k < 4; k++) {
    double best = INFINITY;
    for (int r = 0; r < reps; r++) {
      double t0 = now_ns();
      if (k == 0) ema(x, n, 20, a);
      else if (k == 1) rsi(x, n, 14, a);
      else if (k == 2) macd(x, n, 12, 26, 9, a, b, c);
      else bollinger(x, n, 20, 2, b, a, c);
      double dt = now_ns() - t0;
      if (dt < best) best = dt;
    }
    printf("%s\"%s\":{\"nsPerCandle\":%.4f,\"checksum\":%.17g}", k ? "," : "", names[k], best / n, checksum(a, n));
  }
  printf("}\n");
  return 0;
}
