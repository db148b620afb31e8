#!/usr/bin/env python3
"""fit_latency_floor.py PATH/TO/ridgeline-cli PATH/TO/serving-curves.csv [--grid LOW:HIGH:STEP]
                     [--field kernel_s|sequence_s|allreduce_half_bytes|expert_gemm_efficiency]
                     [--only ENGINE] [--verbose]

Fits the latency floor's one free constant, the seconds per kernel (engines.json `kernel_s` of
the CUDA-graph engines vllm, sglang and tensorrt-llm), to the closed-loop serving points of
serving-curves.csv, and judges it by leave-one-group-out: for each GPU, model and source the
constant is fitted on the other rows and the left-out rows are measured with it
(tools/CALIBRATION.md, "The latency floor").

Each point runs through `ridgeline-cli --catalogue FILE evaluate - --json` as a closed loop at
its concurrency, mapped as ../shared/tools/serving-curves maps it (lengths uniform in [0.8 L, L]
when the scenario takes `lengths`, else their mean 0.9 L with a cv of 0.064); FILE holds the three
profiles of resources/catalogue/engines.json with the candidate `kernel_s`. The objective is
the MAPE over the throughput and TPOT rows (per-GPU total and output tokens/s, mean TPOT); TTFT
is printed but not fitted: the floor is a few milliseconds of it. Also printed: one constant per
engine, in-sample only (each engine has rows of one GPU, model and source, so no left-out group
can judge it). `--field sequence_s` fits the host cost per running sequence the same way instead
(tools/CALIBRATION.md, "Host cost per running sequence"; e.g. --grid 0:4e-5:2e-6), and
`--field allreduce_half_bytes` the tensor-parallel all-reduce's half-bandwidth message in bytes
(printed in MB; tools/CALIBRATION.md, "The all-reduce below the ring's rate"; e.g. --grid
0:3.2e7:4e6), and `--field expert_gemm_efficiency` the share of the dense GEMM rate the grouped
expert GEMMs reach (e.g. --grid 0.5:1:0.05; tools/CALIBRATION.md, "The experts' grouped GEMMs").
`--only ENGINE` sets the field for that engine alone, the others keep engines.json's values.
Beside the groups of GPU, model and source, the rows are left out by their
tensor-parallel degree, and the MAPE at every value of the grid is printed by degree and GPU. Needs
python3 only; deterministic; about a minute per value of the grid."""
import collections
import csv
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..')
ENGINES = ('vllm', 'sglang', 'tensorrt-llm')
GPU = {'H100': 'h100-sxm', 'H200': 'h200-sxm', 'B200': 'b200'}
MODEL = {'DeepSeek-R1-0528': 'deepseek-r1', 'gpt-oss-120b': 'gpt-oss-120b'}
FITTED = ('total_tok_s_per_gpu', 'output_tok_s_per_gpu', 'mean_tpot_ms', 'tpot_ms')


def points(path):
    pts = collections.OrderedDict()
    for r in csv.DictReader(open(path)):
        key = (r['source'], r['gpu'], r['engine'], r['model'], r['weights'], int(r['gpus_per_instance']),
               int(r['expert_parallel']), int(r['input_len']), int(r['output_len']), int(r['concurrency']))
        p = pts.setdefault(key, {'source': r['source'], 'gpu': r['gpu'], 'engine': r['engine'], 'model': r['model'],
                                 'weights': r['weights'], 'tp': key[5], 'ep': key[6], 'isl': key[7], 'osl': key[8],
                                 'c': key[9], 'setup': r['setup'], 'rows': {}})
        p['rows'][r['metric']] = (r['id'], float(r['value']))
    return list(pts.values())


def scenario(p, uniform_ok):
    w, c = ('mxfp4', 'bf16') if 'MXFP4' in p['weights'] else ('fp8', 'fp8')
    kv = 'fp8' if 'fp8' in p['setup'].lower() and 'kv' in p['setup'].lower() else 'bf16'
    m = re.search(r'max-running-requests (\d+)', p['setup'])
    seqs = max(int(m.group(1)), p['c']) if m else max(p['c'], 256)
    serving = {'arrival': 'closed', 'concurrency': p['c'], 'requests': min(10 * p['c'], 5000), 'seed': 1,
               'scheduler': {'max_num_seqs': seqs}}
    if uniform_ok:
        serving['lengths'] = {'uniform': 0.8}
        lin, lout = p['isl'], p['osl']
    else:
        serving.update(prompt_tokens_cv=0.064, output_tokens_cv=0.064)
        lin, lout = round(0.9 * p['isl']), round(0.9 * p['osl'])
    s = {'ridgeline': 1, 'model': {'preset': MODEL[p['model']]}, 'hardware': {'gpu': GPU[p['gpu']], 'count': p['tp']},
         'workload': {'mode': 'inference', 'batch': min(p['c'], 1024), 'prompt_tokens': lin, 'output_tokens': lout,
                      'weight_format': w, 'kv_format': kv, 'compute_format': c, 'engine': p['engine'],
                      'tensor_parallel': p['tp'], 'serving': serving}}
    if p['ep'] > 1:
        s['workload']['expert_parallel'] = p['ep']
    return s


def run(cli, catalogue, s):
    r = subprocess.run([cli, '--catalogue', catalogue, 'evaluate', '-', '--json'], input=json.dumps(s),
                       capture_output=True, text=True, timeout=300)
    return json.loads(r.stdout) if r.returncode == 0 else None


def catalogue(kernel_s, directory, field='kernel_s'):
    """A user catalogue of the three engines with `field` set to the candidate (one value, or a
    value per engine id); fit_request_latency.py fits `request_latency_s` through it."""
    d = json.load(open(os.path.join(ROOT, 'resources', 'catalogue', 'engines.json')))
    out = {k: v for k, v in d.items() if k != 'engines'}
    out['engines'] = [dict(e) for e in d['engines'] if e['id'] in ENGINES]
    for e in out['engines']:
        if not isinstance(kernel_s, dict):
            e[field] = kernel_s
        elif e['id'] in kernel_s:
            e[field] = kernel_s[e['id']]
    path = os.path.join(directory, 'engines.json')
    json.dump(out, open(path, 'w'))
    return path


def errors(cli, pts, kernel_s, directory, uniform_ok, field='kernel_s'):
    """Relative error per row id: {id: (point, metric, error)}."""
    cat = catalogue(kernel_s, directory, field)
    out = {}
    for p in pts:
        d = run(cli, cat, scenario(p, uniform_ok))
        s = (d or {}).get('serving')
        if not s:
            continue
        o, tp = s['output_tokens_per_s'], p['tp']
        pred = {'total_tok_s_per_gpu': o * (p['isl'] + p['osl']) / p['osl'] / tp, 'output_tok_s_per_gpu': o / tp,
                'mean_tpot_ms': s['tpot_s']['mean'] * 1e3, 'tpot_ms': s['tpot_s']['mean'] * 1e3,
                'mean_ttft_ms': s['ttft_s']['mean'] * 1e3}
        for metric, (rid, meas) in p['rows'].items():
            if metric in pred and meas > 0:
                out[rid] = (p, metric, pred[metric] / meas - 1)
    return out


def mape(errs, keep):
    v = [abs(e) for (p, m, e) in errs.values() if m in FITTED and keep(p)]
    return 100 * sum(v) / len(v) if v else float('nan'), len(v)


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return
    cli, data = sys.argv[1], sys.argv[2]
    low, high, step = 0.0, 6.0e-6, 0.25e-6
    if '--grid' in sys.argv:
        low, high, step = (float(x) for x in sys.argv[sys.argv.index('--grid') + 1].split(':'))
    field = sys.argv[sys.argv.index('--field') + 1] if '--field' in sys.argv else 'kernel_s'
    scale, unit = (1e-6, 'MB') if field.endswith('_bytes') else (1e6, 'us')
    if field == 'expert_gemm_efficiency':
        scale, unit = 1, ''
    only = sys.argv[sys.argv.index('--only') + 1] if '--only' in sys.argv else None
    value = (lambda k: {only: k}) if only else (lambda k: k)
    pts = points(data)
    grid = [round(low + i * step, 12) for i in range(int(round((high - low) / step)) + 1)]
    with tempfile.TemporaryDirectory() as tmp:
        uniform_ok = run(cli, catalogue(0.0, tmp), scenario(pts[0], True)) is not None
        table = {k: errors(cli, pts, value(k), tmp, uniform_ok, field) for k in grid}
    best = lambda keep: min(grid, key=lambda k: mape(table[k], keep)[0])
    everything = lambda p: True
    k_all = best(everything)
    print(f"lengths: {'uniform [0.8 L, L]' if uniform_ok else 'mean 0.9 L, cv 0.064'}; "
          f"grid {low * scale:g}..{high * scale:g} {unit} by {step * scale:g} {unit}; "
          "objective: throughput and TPOT rows")
    print(f"\none constant for the three engines: {field} = {k_all * scale:g} {unit}")
    print(f"{'metric':22} {field + ' 0':>11} {'fitted':>8}  rows")
    for m in sorted({m for (_, m, _) in table[k_all].values()}):
        v0 = [abs(e) for (p, mm, e) in table[grid[0]].values() if mm == m]
        v1 = [abs(e) for (p, mm, e) in table[k_all].values() if mm == m]
        print(f"{m:22} {100 * sum(v0) / len(v0):10.1f}% {100 * sum(v1) / len(v1):7.1f}%  {len(v1)}")
    print("\nleave one group out (fitted on the other rows, MAPE % of the left-out throughput and TPOT rows)")
    print(f"{'left out':40} {field:>9} {'in-sample':>10} {'left out':>9} {'at all-rows fit':>16} rows")
    for group in ('gpu', 'model', 'source', 'tp'):
        for g in sorted({p[group] for p in pts}):
            rest = lambda p, g=g, f=group: p[f] != g
            held = lambda p, g=g, f=group: p[f] == g
            k = best(rest)
            print(f"{group + ' ' + str(g)[-34:]:40} {k * scale:7.2f}{unit} {mape(table[k], rest)[0]:9.1f}% "
                  f"{mape(table[k], held)[0]:8.1f}% {mape(table[k_all], held)[0]:15.1f}% {mape(table[k], held)[1]:4}")
    print("\none constant per engine (in-sample only: not adopted)")
    for e in ENGINES:
        keep = lambda p, e=e: p['engine'] == e
        k = best(keep)
        print(f"{e:14} {field} {k * scale:5.2f} {unit}  MAPE {mape(table[k], keep)[0]:5.1f}% "
              f"(shared {k_all * scale:g} {unit}: {mape(table[k_all], keep)[0]:5.1f}%)")
    columns = [(f"tp {t}", lambda p, t=t: p['tp'] == t) for t in sorted({p['tp'] for p in pts})]
    columns += [(g, lambda p, g=g: p['gpu'] == g) for g in sorted({p['gpu'] for p in pts})]
    print(f"\nMAPE % of the throughput and TPOT rows at each value: all rows, by tensor-parallel degree, by GPU")
    print(f"{field:>22} {'all':>6} " + ' '.join(f"{name:>6}" for name, _ in columns))
    for k in grid:
        print(f"{k * scale:19g} {unit} {mape(table[k], everything)[0]:6.2f} " +
              ' '.join(f"{mape(table[k], keep)[0]:6.2f}" for _, keep in columns))
    if '--verbose' in sys.argv:
        for rid, (p, m, e) in sorted(table[k_all].items()):
            print(f"{rid} {p['gpu']:5} {p['engine']:12} {p['model'][:12]:12} tp{p['tp']} {p['isl']}/{p['osl']} "
                  f"c{p['c']:<4} {m:21} {100 * e:+6.1f} %")


if __name__ == '__main__':
    main()
