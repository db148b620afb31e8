#!/usr/bin/env python3
"""fit_request_latency.py PATH/TO/ridgeline-cli PATH/TO/serving-curves.csv [--grid LOW:HIGH:STEP] [--verbose]

Fits the time a served request spends outside the GPUs (engines.json `request_latency_s` of the
API-served engines vllm, sglang and tensorrt-llm: the server's way in and the first token's way
out) to the mean first-token times of the closed-loop points of serving-curves.csv, and judges it
by leaving one group out: for each engine, GPU, prompt length and concurrency the constant is
fitted on the other TTFT rows and the left-out rows are measured with it (tools/CALIBRATION.md,
"The request's way in and out").

Points are run as fit_latency_floor.py runs them (the same mapping, through a user catalogue of
the three profiles with the candidate value). Objective: the MAPE of the mean TTFT rows. The
throughput and TPOT rows are printed beside it: the latency holds no GPU time, so they must not
get worse. TensorRT-LLM's points at concurrency 64 and above are printed but not fitted: their
recipe delays context batching (`batch_wait_timeout_iters` 40), a wait the simulation does not
have. Needs python3 only; deterministic; a few minutes."""
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fit_latency_floor import FITTED, errors, points, run, scenario, catalogue  # noqa: E402

TTFT = 'mean_ttft_ms'


def delayed_batching(p):
    return p['engine'] == 'tensorrt-llm' and p['c'] >= 64


def mape(errs, keep, metrics=(TTFT,)):
    v = [abs(e) for (p, m, e) in errs.values() if m in metrics and keep(p)]
    return (100 * sum(v) / len(v) if v else float('nan')), len(v)


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return
    cli, data = sys.argv[1], sys.argv[2]
    low, high, step = 0.0, 0.3, 0.01
    if '--grid' in sys.argv:
        low, high, step = (float(x) for x in sys.argv[sys.argv.index('--grid') + 1].split(':'))
    pts = points(data)
    grid = [round(low + i * step, 9) for i in range(int(round((high - low) / step)) + 1)]
    with tempfile.TemporaryDirectory() as tmp:
        uniform_ok = run(cli, catalogue(0.0, tmp, 'request_latency_s'), scenario(pts[0], True)) is not None
        table = {v: errors(cli, pts, v, tmp, uniform_ok, 'request_latency_s') for v in grid}
    fitted = lambda p: not delayed_batching(p)
    best = lambda keep: min(grid, key=lambda v: mape(table[v], keep)[0])
    v_all = best(fitted)
    print(f"grid {low:g}..{high:g} s by {step:g} s; objective: mean TTFT rows "
          f"(TensorRT-LLM at concurrency >= 64 left out: delayed context batching)")
    print(f"\none constant for the three engines: request_latency_s = {v_all:g} s")
    print(f"{'rows':34} {'latency 0':>10} {'fitted':>8}  rows")
    every = lambda p: True
    for label, keep, metrics in (('mean TTFT, fitted rows', fitted, (TTFT,)),
                                 ('mean TTFT, every row', every, (TTFT,)),
                                 ('throughput and TPOT, every row', every, FITTED)):
        print(f"{label:34} {mape(table[grid[0]], keep, metrics)[0]:9.1f}% "
              f"{mape(table[v_all], keep, metrics)[0]:7.1f}%  {mape(table[v_all], keep, metrics)[1]}")
    print("\nleave one group out (fitted on the other TTFT rows, MAPE % of the left-out TTFT rows)")
    print(f"{'left out':28} {'latency':>8} {'in-sample':>10} {'left out':>9} {'at latency 0':>13} rows")
    for field in ('engine', 'gpu', 'isl', 'c'):
        for g in sorted({p[field] for p in pts if fitted(p) and TTFT in p['rows']}):
            rest = lambda p, g=g, f=field: fitted(p) and p[f] != g
            held = lambda p, g=g, f=field: fitted(p) and p[f] == g
            v = best(rest)
            print(f"{field + ' ' + str(g):28} {v:7.2f}s {mape(table[v], rest)[0]:9.1f}% "
                  f"{mape(table[v], held)[0]:8.1f}% {mape(table[grid[0]], held)[0]:12.1f}% {mape(table[v], held)[1]:4}")
    if '--verbose' in sys.argv:
        for rid, (p, m, e) in sorted(table[v_all].items()):
            if m == TTFT:
                print(f"{rid} {p['gpu']:5} {p['engine']:12} tp{p['tp']} {p['isl']}/{p['osl']} c{p['c']:<4} "
                      f"{100 * e:+6.1f} %{'  (not fitted)' if delayed_batching(p) else ''}")


if __name__ == '__main__':
    main()
