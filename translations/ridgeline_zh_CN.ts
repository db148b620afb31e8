<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ChartExport</name>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="60"/>
        <source>%1x %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="61"/>
        <source>%1x %2 (TP%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="71"/>
        <source>memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="71"/>
        <source>compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="76"/>
        <location filename="../ui/export/chart_csv.cpp" line="109"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="76"/>
        <source>Series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="77"/>
        <source>Intensity (FLOP/byte)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="77"/>
        <source>Performance (TFLOP/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="78"/>
        <source>Attainable (TFLOP/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="78"/>
        <source>Bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="84"/>
        <source>roof</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="90"/>
        <source>ridge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="96"/>
        <source>decode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="97"/>
        <source>prefill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="98"/>
        <source>training step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="109"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="109"/>
        <source>Tensor parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="110"/>
        <source>Weights (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="110"/>
        <source>KV cache (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="111"/>
        <source>Activations (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="111"/>
        <source>Gradients (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="112"/>
        <source>Optimizer states (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="112"/>
        <source>Runtime overhead (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="113"/>
        <source>Total per GPU (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="113"/>
        <source>Usable per GPU (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="114"/>
        <source>Fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="114"/>
        <source>GPUs needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="121"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="121"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="130"/>
        <source>Context (tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="133"/>
        <source>KV cache at batch %1 (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="134"/>
        <source>KV cache at current batch %1 (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="135"/>
        <source>KV cache at largest batch %1 (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="138"/>
        <source>%1 free for KV cache (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="166"/>
        <source>Batch (sequences)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="169"/>
        <source>%1 owned ($ per 1M tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="170"/>
        <source>%1 cloud ($ per 1M tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_export.cpp" line="72"/>
        <source>the image is too large to create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_export.cpp" line="87"/>
        <source>Exported from Ridgeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_export.cpp" line="90"/>
        <source>the SVG generator could not start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_export.cpp" line="111"/>
        <source>the PDF writer could not start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_export.cpp" line="185"/>
        <source>Cannot write %1: there is no chart number %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_export.cpp" line="189"/>
        <source>Cannot write %1: the size %2x%3 at scale %4 is not valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/save_file.cpp" line="14"/>
        <source>Cannot write the file: no file name given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/save_file.cpp" line="16"/>
        <source>Cannot write %1: it is a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/save_file.cpp" line="19"/>
        <location filename="../ui/export/save_file.cpp" line="23"/>
        <location filename="../ui/export/save_file.cpp" line="28"/>
        <location filename="../ui/export/save_file.cpp" line="31"/>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../app/gui/command_line.cpp" line="32"/>
        <source>Which GPU, how many, and what it will cost, for LLM inference and training.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="39"/>
        <source>Render the window to a PNG file and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="43"/>
        <source>Start on this scenario file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="47"/>
        <source>Window size for --screenshot (default 1280x800).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="52"/>
        <source>Write the four charts of --scenario into this folder and exit (no window; works without a display).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="58"/>
        <source>Formats for --export, comma separated (default png,svg,pdf,csv).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="63"/>
        <source>Write the PDF report of --scenario to this file and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="68"/>
        <source>For --export and --report: also compare these catalogue GPUs, comma separated.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <location filename="../ui/dialogs.cpp" line="21"/>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.cpp" line="22"/>
        <source>Save the changes to &quot;%1&quot;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.cpp" line="24"/>
        <source>Your changes are lost if you don&apos;t save them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.cpp" line="48"/>
        <source>Export PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.cpp" line="54"/>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.cpp" line="60"/>
        <source>%1×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.cpp" line="62"/>
        <source>&amp;Width:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.cpp" line="63"/>
        <source>&amp;Height:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.cpp" line="64"/>
        <source>&amp;Scale:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/dialogs.cpp" line="83"/>
        <source>… and %n more (see details)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <location filename="../ui/explain_cost.cpp" line="18"/>
        <source>$/1M tokens = $/h / (tokens/s × 3600 × u) × 10⁶ = %1 / (%2 × 3600 × %3) × 10⁶ = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_cost.cpp" line="28"/>
        <source>Cost per million tokens, owned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_cost.cpp" line="30"/>
        <source>No purchase price is known for %1: enter one under Economics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_cost.cpp" line="34"/>
        <source>capex = N × price + server = %1 × %2 + %3 = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_cost.cpp" line="38"/>
        <source>owned $/h = capex / (lifetime × 8760 h) + N × TDP × PUE × $/kWh / 1000 + capex × maintenance / 8760 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_cost.cpp" line="41"/>
        <source>= %1 / (%2 × 8760) + %3 × %4 W × %5 × %6 / 1000 + %7 = %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_cost.cpp" line="49"/>
        <source>No cost per token while the model does not fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_cost.cpp" line="56"/>
        <source>Cost per million tokens, cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_cost.cpp" line="58"/>
        <source>No cloud rate is known for %1: enter one under Economics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_cost.cpp" line="65"/>
        <source>cloud $/h = N × rate = %1 × %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_cost.cpp" line="70"/>
        <source>Rates: %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_cost.cpp" line="77"/>
        <source>Buy versus rent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_cost.cpp" line="79"/>
        <source>No break-even: a price or a cloud rate is missing, or renting costs less than the power alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_cost.cpp" line="84"/>
        <source>hours = capex / (cloud $/h − power $/h) = %1 / (%2 − %3) = %4 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_cost.cpp" line="87"/>
        <source>months = hours / (730 × u) = %1 / (730 × %2) = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_inference.cpp" line="10"/>
        <source>memory-bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_inference.cpp" line="10"/>
        <source>compute-bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_inference.cpp" line="17"/>
        <source>%1 = max(F / (Π × η_c), B / (W × η_m)) + t_comm + t_step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_inference.cpp" line="18"/>
        <source>= max(%1 / (%2 × %3), %4 / (%5 × %6)) + %7 + %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_inference.cpp" line="23"/>
        <source>= max(%1, %2) + %3 + %4 = %5 (%6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_inference.cpp" line="33"/>
        <source>Throughput: tokens per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_inference.cpp" line="33"/>
        <location filename="../ui/explain_inference.cpp" line="57"/>
        <source>TPOT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_inference.cpp" line="34"/>
        <source>tokens/s = replicas × batch / TPOT = %1 × %2 / %3 = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_inference.cpp" line="39"/>
        <source>memory-bound: tokens/s = replicas × b × η_m × W / B = %1 × %2 × %3 × %4 / %5 = %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_inference.cpp" line="48"/>
        <source>F and B are one decode step per GPU at the mean context %1 tokens (prompt + half the output): weights read once, plus the KV cache of every sequence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_inference.cpp" line="57"/>
        <source>Time per output token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_inference.cpp" line="58"/>
        <source>per-user speed = 1 / TPOT = 1 / %1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_inference.cpp" line="61"/>
        <source>One decode step produces one token for each of the %1 sequences of a replica.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_inference.cpp" line="69"/>
        <source>Time to first token (prefill)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_inference.cpp" line="70"/>
        <source>F_pre = b × (2 × P_act × s_in + 2 × L × n_h × d_h × s_in²) / t = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_inference.cpp" line="72"/>
        <source>(b = %1, P_act = %2, s_in = %3, L = %4, n_h = %5, d_h = %6, t = %7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_inference.cpp" line="80"/>
        <source>TTFT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_inference.cpp" line="81"/>
        <source>End-to-end latency = TTFT + s_out × TPOT = %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_inference.cpp" line="88"/>
        <source>Ridge point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_inference.cpp" line="89"/>
        <source>I* = Π / W = %1 / %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_inference.cpp" line="92"/>
        <source>critical batch ≈ I* × β_w / 2 = %1 × %2 / 2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_inference.cpp" line="97"/>
        <source>Below the ridge a pass waits for memory; above it, for the tensor cores. Π is the dense peak for the compute format, W the datasheet bandwidth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_inference.cpp" line="105"/>
        <source>I = F / B = %1 / %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_inference.cpp" line="108"/>
        <source>%1 %2 I* = %3 → %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_inference.cpp" line="113"/>
        <source>attainable = min(Π, I × W) = min(%1, %2 × %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_inference.cpp" line="117"/>
        <source>More batch raises the intensity of decode: the weights are read once for every sequence of the batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_inference.cpp" line="135"/>
        <source>Decode step on the roofline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_inference.cpp" line="137"/>
        <source>Prefill on the roofline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_memory.cpp" line="17"/>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_memory.cpp" line="18"/>
        <source>kv_tok = 2 × L × n_kv × d_h × β_kv = 2 × %1 × %2 × %3 × %4 B = %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_memory.cpp" line="23"/>
        <source>KV per GPU = kv_tok × (s_in + s_out) × b / t = %1 × %2 × %3 / %4 = %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_memory.cpp" line="29"/>
        <source>Grouped-query attention (fewer KV heads) and a narrower KV format shrink it; it grows linearly with both context and batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_memory.cpp" line="37"/>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_memory.cpp" line="38"/>
        <source>weights per GPU = P × β_w / t = %1 × %2 B / %3 = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_memory.cpp" line="42"/>
        <source>%1 stores %2 bits per weight, block scales included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_memory.cpp" line="51"/>
        <source>Memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_memory.cpp" line="53"/>
        <source>per GPU = weights + gradients + optimizer + activations + overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_memory.cpp" line="55"/>
        <source>= %1 + %2 + %3 + %4 + %5 = %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_memory.cpp" line="60"/>
        <source>per GPU = weights + KV cache + activations + overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_memory.cpp" line="61"/>
        <source>= %1 + %2 + %3 + %4 = %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_memory.cpp" line="65"/>
        <source>usable = VRAM × usable fraction = %1 × %2 = %3 → %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_memory.cpp" line="69"/>
        <source>fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_memory.cpp" line="70"/>
        <source>does not fit: needs %1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_memory.cpp" line="71"/>
        <source>GPUs needed = ⌈job bytes / (usable − overhead)⌉ = %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_memory.cpp" line="80"/>
        <source>Largest batch that fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_memory.cpp" line="81"/>
        <source>largest b with weights + b × kv_tok × (s_in + s_out) / t + activations(b) + overhead ≤ usable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_memory.cpp" line="84"/>
        <source>largest b with %1 + b × %2 + activations(b) + %3 ≤ %4 → b = %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_memory.cpp" line="88"/>
        <source>Activations of the prefill chunk and the logits grow with the batch too; 0 means not even the weights fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_training.cpp" line="12"/>
        <source>Training compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_training.cpp" line="13"/>
        <source>FLOP = %1 × P_act × T = %1 × %2 × %3 = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_training.cpp" line="17"/>
        <source>Full recomputation runs the forward pass twice: 8 instead of 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_training.cpp" line="18"/>
        <source>2 FLOP per parameter and token forward, 4 backward.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_training.cpp" line="25"/>
        <source>Training time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_training.cpp" line="26"/>
        <source>time (MFU) = FLOP / (N × Π × MFU) = %1 / (%2 × %3 × %4) = %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_training.cpp" line="31"/>
        <source>time (modelled) = steps × step time = %1 × %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_training.cpp" line="34"/>
        <source>step = compute / (1 − bubble) + exposed communication = %1 / (1 − %2) + %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_training.cpp" line="40"/>
        <source>The headline uses MFU, which already contains communication and stalls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_training.cpp" line="41"/>
        <source>The headline uses the modelled step time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_training.cpp" line="47"/>
        <source>GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_training.cpp" line="48"/>
        <source>GPU-hours = N × time / 3600 = %1 × %2 / 3600 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_training.cpp" line="57"/>
        <source>Cost of the training run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_training.cpp" line="59"/>
        <source>cloud = GPU-hours × rate = %1 × %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_training.cpp" line="64"/>
        <source>owned = time × owned $/h = %1 h × %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_training.cpp" line="68"/>
        <source>No price or cloud rate is known for this GPU.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Headless</name>
    <message>
        <location filename="../ui/headless.cpp" line="24"/>
        <source>--format: unknown format &quot;%1&quot; (allowed: png, svg, pdf, csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/headless.cpp" line="30"/>
        <source>--format: no format given (allowed: png, svg, pdf, csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/headless.cpp" line="49"/>
        <source>--compare: unknown GPU &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/headless.cpp" line="62"/>
        <location filename="../ui/headless.cpp" line="84"/>
        <source>%1: cannot create the folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <location filename="../ui/export/report.cpp" line="145"/>
        <source>the PDF writer could not start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report.cpp" line="157"/>
        <location filename="../ui/export/report.cpp" line="162"/>
        <location filename="../ui/export/report.cpp" line="171"/>
        <source>could not start page %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report.cpp" line="241"/>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report.cpp" line="265"/>
        <source>Ridgeline report: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report.cpp" line="266"/>
        <source>untitled scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="22"/>
        <source>Untitled scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="31"/>
        <source>custom model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="44"/>
        <source>%1× %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="45"/>
        <source>%1× %2 (TP%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="90"/>
        <location filename="../ui/export/report_parts.cpp" line="67"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="67"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="75"/>
        <source>%1 per 1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="124"/>
        <source>%1 of %2 usable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="199"/>
        <location filename="../ui/export/report_html.cpp" line="201"/>
        <location filename="../ui/export/report_html.cpp" line="203"/>
        <location filename="../ui/export/report_html.cpp" line="207"/>
        <location filename="../ui/export/report_parts.cpp" line="125"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export/report_parts.cpp" line="130"/>
        <source>yes, on %n GPU(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export/report_parts.cpp" line="131"/>
        <source>no: needs %n GPU(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="135"/>
        <source>memory-bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="135"/>
        <source>compute-bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="21"/>
        <source>Training time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="22"/>
        <location filename="../ui/export/report_html.cpp" line="81"/>
        <source>GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="23"/>
        <location filename="../ui/export/report_html.cpp" line="43"/>
        <source>Cost, cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="24"/>
        <location filename="../ui/export/report_html.cpp" line="42"/>
        <source>Cost, owned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="25"/>
        <location filename="../ui/export/report_html.cpp" line="32"/>
        <source>Throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="26"/>
        <source>Step time (modelled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="27"/>
        <source>Scaling efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="29"/>
        <source>GPUs for the deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="33"/>
        <source>Per-user speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="34"/>
        <source>Time to first token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="35"/>
        <source>Time per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="36"/>
        <source>Request latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="37"/>
        <source>Decode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="38"/>
        <source>Intensity vs ridge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="39"/>
        <source>%1 vs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="45"/>
        <location filename="../ui/export/report_html.cpp" line="442"/>
        <source>Memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="46"/>
        <location filename="../ui/export/report_html.cpp" line="79"/>
        <source>Fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="48"/>
        <source>Max batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="50"/>
        <source>Break-even, owned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="51"/>
        <source>%1 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="79"/>
        <location filename="../ui/export/report_html.cpp" line="220"/>
        <source>GPU option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="79"/>
        <source>Memory / GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="81"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="81"/>
        <source>Cloud cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="82"/>
        <source>Owned cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="84"/>
        <source>Tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="84"/>
        <source>Per user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="84"/>
        <source>TTFT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="85"/>
        <source>$/1M owned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="85"/>
        <source>$/1M cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="91"/>
        <source>needs %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="106"/>
        <source>MHA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="107"/>
        <source>MQA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="108"/>
        <source>GQA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="109"/>
        <location filename="../ui/export/report_html.cpp" line="383"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="110"/>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="112"/>
        <source>Active parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="113"/>
        <source>Experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="114"/>
        <source>%1, %2 active per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="115"/>
        <source>Layers × hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="115"/>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="116"/>
        <source>Attention heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="116"/>
        <source>%1 query, %2 KV (%3), head dim %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="121"/>
        <source>MLP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="122"/>
        <source>%1, FFN %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="123"/>
        <source>gated (SwiGLU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="123"/>
        <source>plain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="125"/>
        <source>Vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="125"/>
        <source>%1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="126"/>
        <source>, tied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="131"/>
        <source>%1 (%2 bits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="137"/>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="137"/>
        <source>training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="137"/>
        <source>inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="139"/>
        <source>Batch per replica</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="140"/>
        <source>Prompt + output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="141"/>
        <source>%1 + %2 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="142"/>
        <source>Tensor parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="143"/>
        <source>Replicas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="144"/>
        <source>Usable VRAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="145"/>
        <source>Runtime overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="146"/>
        <location filename="../ui/export/report_html.cpp" line="246"/>
        <source>%1 per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="147"/>
        <source>Prefill chunk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="147"/>
        <location filename="../ui/export/report_html.cpp" line="155"/>
        <location filename="../ui/export/report_html.cpp" line="156"/>
        <source>%1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="150"/>
        <source>AdamW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="150"/>
        <source>Adam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="150"/>
        <source>SGD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="151"/>
        <source>8-bit Adam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="151"/>
        <location filename="../ui/export/report_html.cpp" line="152"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="152"/>
        <source>selective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="152"/>
        <source>full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="155"/>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="156"/>
        <source>Sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="157"/>
        <source>Micro / global batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="158"/>
        <source>%1 / %2 sequences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="159"/>
        <source>Parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="159"/>
        <source>DP %1, TP %2, PP %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="163"/>
        <source>Optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="164"/>
        <source>ZeRO stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="165"/>
        <source>Recompute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="166"/>
        <source>Flash attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="168"/>
        <source>LoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="170"/>
        <source>Deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="171"/>
        <source>Time basis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="172"/>
        <location filename="../ui/export/report_html.cpp" line="203"/>
        <source>MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="172"/>
        <source>modelled step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="178"/>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="180"/>
        <location filename="../ui/export/report_html.cpp" line="447"/>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="181"/>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="185"/>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="186"/>
        <source>Master weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="193"/>
        <location filename="../ui/export/report_html.cpp" line="288"/>
        <location filename="../ui/export/report_html.cpp" line="293"/>
        <source>set by user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="193"/>
        <source>engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="197"/>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="198"/>
        <source>Memory η_m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="200"/>
        <source>Compute η_c</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="206"/>
        <source>Step overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="210"/>
        <source>Fit error</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export/report_html.cpp" line="211"/>
        <source>%1 % MAPE over %n measurement(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="220"/>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="221"/>
        <source>Bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="221"/>
        <source>Peak %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="222"/>
        <source>Interconnect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="222"/>
        <source>TDP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="228"/>
        <source>%1 GiB %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="232"/>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="234"/>
        <source>%1 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="245"/>
        <source>GPU price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="246"/>
        <location filename="../ui/export/report_html.cpp" line="248"/>
        <source>not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="247"/>
        <source>Cloud rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="247"/>
        <source>%1 per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="249"/>
        <source>Server overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="250"/>
        <source>Utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="251"/>
        <source>Lifetime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="251"/>
        <source>%1 years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="252"/>
        <source>Electricity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="253"/>
        <source>%1 per kWh, PUE %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="254"/>
        <source>Maintenance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="255"/>
        <source>%1 of capital per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="260"/>
        <source>%1 per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="262"/>
        <source>Capital cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="263"/>
        <source>Owned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="264"/>
        <source>of which power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="265"/>
        <source>Cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="267"/>
        <source>Break-even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="268"/>
        <source>%1 hours of use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="278"/>
        <source>not given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="285"/>
        <source>%1 specifications</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="288"/>
        <location filename="../ui/export/report_html.cpp" line="290"/>
        <source>%1 price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="293"/>
        <location filename="../ui/export/report_html.cpp" line="295"/>
        <source>%1 cloud rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="296"/>
        <source>Engine profile %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="299"/>
        <source>%1 architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="351"/>
        <source>GPU SIZING REPORT · TRAINING</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="352"/>
        <source>GPU SIZING REPORT · INFERENCE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="355"/>
        <source>%1 on %2 · %3 · Ridgeline %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="361"/>
        <source>No results to report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="365"/>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="367"/>
        <source>%1 on %2. Figures are modelled from datasheet peaks and the engine&apos;s fitted efficiencies; see the formulas at the end for every number used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="374"/>
        <source>GPU options compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="377"/>
        <source>Each option runs the same workload; the bold row is the one the summary describes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="381"/>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="383"/>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="384"/>
        <source>Number formats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="384"/>
        <source>Efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="386"/>
        <source>Hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="389"/>
        <source>Economics</source>
        <translation>经济性</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="389"/>
        <source>Running costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="390"/>
        <source>Sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="397"/>
        <source>Formulas and numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="404"/>
        <source>How each summary figure for %1 follows from the inputs: the formula, then the same formula with this scenario&apos;s values. Memory in GiB, bandwidth and bytes moved in decimal units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="436"/>
        <source>Roofline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="437"/>
        <source>Attainable performance per GPU against arithmetic intensity, both axes logarithmic. Each roof bends at its ridge point; the markers are the modelled operating points of this workload.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="443"/>
        <source>What one GPU holds, by component, against its usable VRAM (short line). A bar above the line does not fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="448"/>
        <source>KV cache of one replica against context for batch 1, the current batch and the largest that fits; dashed lines mark the VRAM left for KV cache on each GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="453"/>
        <source>Cost per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="454"/>
        <source>Cost per million generated tokens against batch, owned (solid) and cloud (dashed), each curve ending at the largest batch that fits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="459"/>
        <source>Figure %1. %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="463"/>
        <source>Ridgeline %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScenarioChecks</name>
    <message>
        <location filename="../ui/scenario_checks.cpp" line="22"/>
        <source>%1: tensor parallel %2 is more than its %3 GPUs (allowed: 1 to %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/scenario_checks.cpp" line="30"/>
        <source>%1: its %2 GPUs cannot be split into groups of %3 = tensor parallel %4 x pipeline parallel %5 (allowed: a count that is a multiple of %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/scenario_checks.cpp" line="40"/>
        <source>%1: %2 GPUs cannot be split into groups of %3 for tensor parallelism (allowed: a count that is a multiple of %3).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScenarioFile</name>
    <message>
        <location filename="../ui/scenario_file.cpp" line="24"/>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/scenario_file.cpp" line="27"/>
        <source>%1 is %2 MiB, too large for a scenario (allowed: up to %3 MiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/scenario_file.cpp" line="35"/>
        <source>%1 is too large for a scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/scenario_file.cpp" line="41"/>
        <source>%1 is not a scenario: it is not UTF-8 text (a binary file?)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::ArchitectureEditor</name>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="14"/>
        <source>Architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="16"/>
        <source>Grouped-query attention for sized models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="17"/>
        <source>Gated MLP (SwiGLU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="26"/>
        <source>Layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="26"/>
        <source>Transformer blocks L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="27"/>
        <source>Hidden size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="27"/>
        <source>Model width d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="28"/>
        <source>Attention heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="28"/>
        <source>Query heads n_h; head dim = hidden / heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="30"/>
        <source>KV heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="30"/>
        <source>Key/value heads n_kv: equal to heads is MHA, 1 is MQA, in between GQA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="32"/>
        <source>FFN width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="32"/>
        <source>MLP inner width d_ff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="33"/>
        <source>Vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="33"/>
        <source>Tokens in the vocabulary V</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="34"/>
        <source>Experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="34"/>
        <source>MoE experts per layer E; 1 for a dense model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="36"/>
        <source>Active experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="36"/>
        <source>Experts each token is routed to k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="38"/>
        <source>Three MLP matrices (SwiGLU) instead of two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="39"/>
        <source>When the size slider derives a Llama-shaped model, give it 8 KV heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="43"/>
        <source>Gated MLP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="49"/>
        <source>Grouped-query attention</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::ChartGrid</name>
    <message>
        <location filename="../ui/chart_grid.cpp" line="31"/>
        <source>%1: double-click to enlarge, again or Esc to return</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::CollapsibleSection</name>
    <message>
        <location filename="../ui/collapsible_section.cpp" line="20"/>
        <source>Show or hide %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::CostChart</name>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="42"/>
        <source>Batch (sequences)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="43"/>
        <source>Cost ($ per 1M tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="53"/>
        <source>Cost per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="81"/>
        <source>owned (solid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="86"/>
        <source>cloud (dashed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="94"/>
        <source>pinned (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="121"/>
        <source>%1 owned: %2 per 1M tokens at batch %3
fits up to batch %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="127"/>
        <source>%1 cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="134"/>
        <source>%1 cloud: %2 per 1M tokens at batch %3
fits up to batch %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="143"/>
        <source>%1 at batch %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="146"/>
        <source>
owned %1 per 1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="150"/>
        <source>
cloud %1 per 1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="153"/>
        <source>%1 current batch</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::Document</name>
    <message>
        <location filename="../ui/document.cpp" line="36"/>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::EconomicsPanel</name>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="20"/>
        <source>Economics</source>
        <translation>经济性</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="22"/>
        <source>&amp;Owned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="23"/>
        <source>C&amp;loud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="29"/>
        <source>Headline cost: buy the GPUs (price over the lifetime plus power)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="30"/>
        <source>Headline cost: rent the GPUs by the hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="32"/>
        <source>Cost basis:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="38"/>
        <source>Cost basis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="44"/>
        <location filename="../ui/panels/economics_panel.cpp" line="63"/>
        <source>Utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="44"/>
        <source>Share of the hours the GPUs do useful work (1 to 100 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="45"/>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="47"/>
        <source>Electricity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="47"/>
        <source>Price of a kilowatt-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="47"/>
        <location filename="../ui/panels/economics_panel.cpp" line="55"/>
        <location filename="../ui/panels/economics_panel.cpp" line="126"/>
        <location filename="../ui/panels/economics_panel.cpp" line="135"/>
        <source>$</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="47"/>
        <source> /kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="48"/>
        <location filename="../ui/panels/economics_panel.cpp" line="71"/>
        <source>Lifetime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="48"/>
        <source>Years the purchase is written off over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="49"/>
        <source> years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="50"/>
        <location filename="../ui/panels/economics_panel.cpp" line="75"/>
        <source>PUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="50"/>
        <source>Power usage effectiveness: facility power / IT power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="52"/>
        <location filename="../ui/panels/economics_panel.cpp" line="78"/>
        <source>Server and network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="53"/>
        <source>Purchase price of everything but the GPUs (chassis, CPUs, memory, network) for the whole system; written off with the GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="58"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="59"/>
        <location filename="../ui/panels/economics_panel.cpp" line="83"/>
        <source>Maintenance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="60"/>
        <source>Yearly maintenance and support, as a share of the purchase price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="61"/>
        <source> % /year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="67"/>
        <source>Electricity price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="115"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="116"/>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="117"/>
        <source>Cloud /GPU-h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="128"/>
        <source>Price of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="129"/>
        <source>Purchase price of one %1; catalogue: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="137"/>
        <source>Cloud rate of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="138"/>
        <source>On-demand rate per GPU-hour of %1; catalogue: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="147"/>
        <source>GPU price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="152"/>
        <source>Cloud rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="184"/>
        <location filename="../ui/panels/economics_panel.cpp" line="185"/>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::EfficiencyPanel</name>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="34"/>
        <source>not fitted to calibration rows (documented defaults)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="35"/>
        <source>fitted to calibration rows %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="37"/>
        <source>MAPE %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="38"/>
        <source>MAPE not measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="39"/>
        <source>%1: %2; %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="45"/>
        <source>Efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="48"/>
        <source>&amp;Reset to engine profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="49"/>
        <source>Memory efficiency η_m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="49"/>
        <source>Memory efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="51"/>
        <source>Compute efficiency η_c</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="51"/>
        <source>Compute efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="53"/>
        <source>Training MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="53"/>
        <source>MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="54"/>
        <source>Step overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="54"/>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="59"/>
        <source>Drop the values you set and use the engine profile&apos;s again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="65"/>
        <source>Reset efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="103"/>
        <source>Your value; the engine profile gives %1 on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="104"/>
        <source>Engine profile value on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="109"/>
        <source>η_m: the share of the peak memory bandwidth the engine reaches; decode time is the bytes read per step divided by η_m × bandwidth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="113"/>
        <source>η_c: the share of the peak tensor-core FLOP/s reached in inference (prefill and compute-bound decode).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="117"/>
        <source>Model-FLOPs utilisation of training: useful FLOP/s over peak, all overheads included; the headline training time divides 6 P T by it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="121"/>
        <source>Fixed time added to every decode step: kernel launches, sampling, scheduling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="122"/>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="125"/>
        <source>Profile on %1: η_m %2, η_c %3, MFU %4, %5 ms.%6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="129"/>
        <source> Bold: your values.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::ExplainPanel</name>
    <message>
        <location filename="../ui/explain_panel.cpp" line="19"/>
        <source>Explanation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_panel.cpp" line="20"/>
        <source>How the number under the mouse, or the one you clicked, is computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain_panel.cpp" line="55"/>
        <source>&lt;p&gt;Hover a number or a chart point to see how it is computed.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::ExportActions</name>
    <message>
        <location filename="../ui/export_actions.cpp" line="23"/>
        <source>&amp;Copy Chart Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_actions.cpp" line="24"/>
        <source>Export &amp;Report (PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_actions.cpp" line="26"/>
        <source>Copy the focused chart to the clipboard as an image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_actions.cpp" line="33"/>
        <source>Copy Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_actions.cpp" line="45"/>
        <source>&amp;PNG Image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_actions.cpp" line="46"/>
        <source>&amp;SVG Vector Image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_actions.cpp" line="47"/>
        <source>P&amp;DF Document…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_actions.cpp" line="48"/>
        <source>&amp;CSV Data…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_actions.cpp" line="57"/>
        <source>Copy &amp;Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_actions.cpp" line="89"/>
        <source>Export %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_actions.cpp" line="90"/>
        <source>%1 files (*.%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_actions.cpp" line="96"/>
        <location filename="../ui/export_actions.cpp" line="134"/>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_actions.cpp" line="117"/>
        <source>Export Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_actions.cpp" line="118"/>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::FileActions</name>
    <message>
        <location filename="../ui/file_actions.cpp" line="23"/>
        <source>Ridgeline scenarios (*%1);;JSON files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/file_actions.cpp" line="36"/>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/file_actions.cpp" line="37"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/file_actions.cpp" line="38"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/file_actions.cpp" line="39"/>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/file_actions.cpp" line="40"/>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/file_actions.cpp" line="41"/>
        <source>&amp;Examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/file_actions.cpp" line="43"/>
        <source>Start from the default scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/file_actions.cpp" line="119"/>
        <source>Open Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/file_actions.cpp" line="129"/>
        <source>Cannot open scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/file_actions.cpp" line="130"/>
        <source>&quot;%1&quot; was not opened; the current scenario is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/file_actions.cpp" line="144"/>
        <source>Cannot open example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/file_actions.cpp" line="145"/>
        <source>The example &quot;%1&quot; did not load.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/file_actions.cpp" line="157"/>
        <location filename="../ui/file_actions.cpp" line="178"/>
        <source>Cannot save scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/file_actions.cpp" line="171"/>
        <source>Save Scenario As</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::FormatsPanel</name>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="45"/>
        <source>Precision and engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="48"/>
        <source>LoRA adapters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="52"/>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="53"/>
        <source>Storage format of the weights (bits per weight, block scales included)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="60"/>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="60"/>
        <source>Storage format of the key/value cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="65"/>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="66"/>
        <source>Tensor-core format the matrix products run in; a GPU without it uses the nearest one it has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="75"/>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="76"/>
        <source>Serving or training software whose measured efficiencies apply (see Efficiency)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="87"/>
        <source>Source: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="96"/>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="96"/>
        <source>Storage format of the gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="102"/>
        <source>Optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="103"/>
        <source>Optimizer states per trained parameter: Adam/AdamW 8 bytes (+4 fp32 master copy), SGD 4, 8-bit Adam 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="113"/>
        <source>ZeRO stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="114"/>
        <source>Sharding over data-parallel GPUs: 1 optimizer states, 2 also gradients, 3 also weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="119"/>
        <source>Recomputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="120"/>
        <source>Activation recomputation: none, selective (drops attention scores) or full (keeps layer inputs only, 8 P T FLOP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="130"/>
        <source> % of P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="131"/>
        <source>Share of the parameters in LoRA adapters; 0 trains the full model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="134"/>
        <source>LoRA fraction</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::GpuPanel</name>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="29"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="36"/>
        <source>Check up to %1 GPUs to compare side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="37"/>
        <source>GPU catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="39"/>
        <source>%1  ·  %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="48"/>
        <source>%1 %2, %3 %4, TDP %5 W
Specs: %6 (%7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="90"/>
        <source>At most %1 GPUs can be compared at once: uncheck one before adding %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="99"/>
        <source>At least one GPU must stay selected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="113"/>
        <source>Add GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="113"/>
        <source>Remove GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="127"/>
        <source>Primary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="128"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="129"/>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="130"/>
        <source>TP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="131"/>
        <source>Tensor-parallel degree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="135"/>
        <source>Make %1 the primary GPU: the summary shows its numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="136"/>
        <source>Primary: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="142"/>
        <source>Number of %1 GPUs (1 to 1024)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="143"/>
        <source>Count of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="147"/>
        <source>GPUs each model replica of %1 is split over (tensor parallel); must divide the count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="150"/>
        <source>Tensor parallel of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="159"/>
        <source>Primary GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="162"/>
        <source>GPU count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="166"/>
        <source>Tensor parallel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::KvCacheChart</name>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="39"/>
        <source>Context (tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="41"/>
        <source>KV cache per replica (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="49"/>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="84"/>
        <source>batch %1: %2 GiB of KV cache at %3 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="93"/>
        <source>max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="93"/>
        <source>max, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="95"/>
        <source>b=1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="98"/>
        <source>b=1 (current)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="99"/>
        <source>b=%1 (current)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="101"/>
        <source>b=%1 (current, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="107"/>
        <source>b=%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="112"/>
        <source>current context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="118"/>
        <source>current context: %1 tokens (prompt + output)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="130"/>
        <source>%1: no room for KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="142"/>
        <source>%1: %2 GiB free for KV cache after weights
largest batch at this context: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="152"/>
        <source>%1 longest context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="160"/>
        <source>&gt; %1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="161"/>
        <source>%1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="163"/>
        <source>%1: longest context at batch %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="172"/>
        <source>batch %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::MainWindow</name>
    <message>
        <location filename="../ui/main_window.cpp" line="63"/>
        <source>Controls</source>
        <translation>控制面板</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="68"/>
        <source>How is this computed?</source>
        <translation>这是如何计算的？</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="75"/>
        <source>Undo History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="78"/>
        <source>&lt;opened scenario&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="114"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="119"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="122"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="123"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="125"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="130"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="131"/>
        <source>E&amp;xport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="145"/>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="150"/>
        <location filename="../ui/main_window.cpp" line="203"/>
        <source>&amp;Pin as A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="152"/>
        <source>Keep the current scenario as &quot;A&quot; on every chart and in the summary while you change it (Ctrl+P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="155"/>
        <source>U&amp;npin A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="157"/>
        <source>Remove the pinned scenario A (Ctrl+Shift+P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="169"/>
        <source>Show all four charts (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="170"/>
        <source>Show this chart alone (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="177"/>
        <source>&amp;All charts</source>
        <translation>全部图表(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="178"/>
        <source>&amp;Roofline</source>
        <translation>屋顶线(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="178"/>
        <source>&amp;Memory</source>
        <translation>显存(&amp;M)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="178"/>
        <source>&amp;KV cache</source>
        <translation>KV 缓存(&amp;K)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="178"/>
        <source>&amp;Cost</source>
        <translation>成本(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="193"/>
        <source>%1[*] — Ridgeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="203"/>
        <source>Re&amp;pin as A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="133"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="134"/>
        <source>&amp;About Ridgeline</source>
        <translation>关于 Ridgeline(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="135"/>
        <source>About Ridgeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="136"/>
        <source>&lt;p&gt;&lt;b&gt;Ridgeline&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Which GPU, how many, and what it will cost, for LLM inference and training. Every number can be traced to its formula: hover it.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::MemoryChart</name>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="46"/>
        <source>weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="48"/>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="50"/>
        <source>activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="52"/>
        <source>gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="54"/>
        <source>optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="56"/>
        <source>overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="63"/>
        <source>optimizer states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="65"/>
        <source>runtime overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="115"/>
        <source>Memory per GPU (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="124"/>
        <source>%1
%2: %3 GiB
total %4 GiB of %5 GiB usable per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="130"/>
        <source>
does not fit: needs %1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="141"/>
        <source>Memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="235"/>
        <source>%1 usable VRAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="243"/>
        <source>usable VRAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="250"/>
        <source>%1: %2 GiB usable per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="298"/>
        <source>needs %1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="298"/>
        <source>needs
%1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="290"/>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="259"/>
        <source>total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="267"/>
        <source>pinned scenario A: %1 GiB per GPU</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::ModelPanel</name>
    <message>
        <location filename="../ui/panels/model_panel.cpp" line="27"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../ui/panels/model_panel.cpp" line="30"/>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/model_panel.cpp" line="32"/>
        <source>A published model architecture from the catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/model_panel.cpp" line="33"/>
        <location filename="../ui/panels/model_panel.cpp" line="79"/>
        <source>Model preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/model_panel.cpp" line="42"/>
        <source>%1 parameters, %2 layers; source: %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/model_panel.cpp" line="49"/>
        <source>Custom (Llama-shaped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/model_panel.cpp" line="53"/>
        <source> B params</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/model_panel.cpp" line="55"/>
        <source>Parameter count in billions. Near a preset the slider snaps to it; elsewhere it derives a Llama-shaped architecture (head dim 128, d ≈ (128 P / 12)^(1/3), L = P / 12 d²).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/model_panel.cpp" line="95"/>
        <source>Model size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/model_panel.cpp" line="117"/>
        <source>%1 layers, d = %2, %3 heads (%4 KV), FFN %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/model_panel.cpp" line="124"/>
        <source>, %1 of %2 experts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::PinnedComparison</name>
    <message>
        <location filename="../ui/compare.cpp" line="25"/>
        <source>custom model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compare.cpp" line="27"/>
        <source>%1 × %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::RecentFiles</name>
    <message>
        <location filename="../ui/recent_files.cpp" line="50"/>
        <source>&amp;%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/recent_files.cpp" line="57"/>
        <source>No recent files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/recent_files.cpp" line="59"/>
        <source>&amp;Clear Menu</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::RooflineChart</name>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="31"/>
        <source>decode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="33"/>
        <source>prefill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="35"/>
        <source>training step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="46"/>
        <source>%1, %2
intensity %3 FLOP/byte
attainable %4 TFLOP/s
modelled %5 TFLOP/s
%6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="50"/>
        <source>memory-bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="51"/>
        <source>compute-bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="58"/>
        <source>Arithmetic intensity (FLOP/byte)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="60"/>
        <source>Performance (TFLOP/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="66"/>
        <source>Roofline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="113"/>
        <source>pinned (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="139"/>
        <source>%1 roof
peak %2 TFLOP/s, bandwidth %3 TB/s
at %4 FLOP/byte: %5 TFLOP/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="156"/>
        <source>%1 ridge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="165"/>
        <source>%1 ridge point: %2 FLOP/byte
below it memory-bound, above it compute-bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="173"/>
        <source>ridge %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::SummaryItem</name>
    <message>
        <location filename="../ui/summary_item.cpp" line="22"/>
        <source>%1: hover or click to see how it is computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_item.cpp" line="68"/>
        <source>A: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_item.cpp" line="75"/>
        <source>B same</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_item.cpp" line="76"/>
        <source>B %1%2%</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::SummaryStrip</name>
    <message>
        <location filename="../ui/summary_strip.cpp" line="50"/>
        <source>The primary GPU, whose numbers these are: choose it in the GPUs section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="54"/>
        <source>Throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="55"/>
        <source>Per user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="56"/>
        <source>TTFT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="57"/>
        <source>TPOT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="58"/>
        <source>Training time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="59"/>
        <source>GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="60"/>
        <source>Run cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="61"/>
        <source>Memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="62"/>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="63"/>
        <source>Owned, per 1M tok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="64"/>
        <source>Cloud, per 1M tok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="65"/>
        <source>Decode bound by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="66"/>
        <source>Time to first token: the prefill of the prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="67"/>
        <source>Time per output token: one decode step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="106"/>
        <source>a %1-parameter model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="110"/>
        <source>&lt;b&gt;%1&lt;/b&gt; × %2 (tensor parallel %3), training %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="111"/>
        <source>&lt;b&gt;%1&lt;/b&gt; × %2 (tensor parallel %3), serving %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="118"/>
        <source>B (current): %1 &amp;nbsp;&amp;nbsp;|&amp;nbsp;&amp;nbsp; A (pinned): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="121"/>
        <source> — a different mode, values not compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="177"/>
        <source>if it fitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="180"/>
        <source>one replica</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="180"/>
        <source>%1 replicas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="185"/>
        <source>latency %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="186"/>
        <source>max batch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="190"/>
        <source>of %1 usable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="169"/>
        <location filename="../ui/summary_strip.cpp" line="191"/>
        <source>needs %1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="193"/>
        <source>headline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="197"/>
        <source>buy pays off in %1 mo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="205"/>
        <source>memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="205"/>
        <source>compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="206"/>
        <source>I %1 %2 ridge %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="157"/>
        <source>MFU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="159"/>
        <source>%1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="164"/>
        <source>owned %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="164"/>
        <source>cloud %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="168"/>
        <source>fits in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary_strip.cpp" line="172"/>
        <source>%1 steps</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::TrainingPanel</name>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="52"/>
        <source>Training run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="54"/>
        <source> seq</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="55"/>
        <source>Tokens to train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="56"/>
        <source>Tokens of the whole run, in billions (0.1 B to 100 T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="57"/>
        <source> B tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="61"/>
        <source>Sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="61"/>
        <source>Tokens per training sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="61"/>
        <source> tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="64"/>
        <source>Micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="64"/>
        <source>Sequences per GPU per forward/backward pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="67"/>
        <source>Global batch: &amp;automatic (micro-batch × data-parallel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="68"/>
        <source>Sequences per optimizer step; automatic takes one micro-batch per data-parallel GPU group, more means gradient accumulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="76"/>
        <source>Global batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="79"/>
        <source>Pipeline parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="80"/>
        <source>Pipeline stages the layers are split over; tensor parallel × pipeline parallel GPUs hold one model replica and must divide the GPU count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="82"/>
        <source> stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="84"/>
        <source>Data parallel: a&amp;utomatic (GPUs / (tensor × pipeline))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="85"/>
        <source>Model replicas trained side by side; automatic uses every GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="91"/>
        <source>Data parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="91"/>
        <source> replicas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="98"/>
        <source>&amp;Deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="99"/>
        <source>Finish the run within a number of days; the charts mark the GPUs needed for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="107"/>
        <source>Deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="107"/>
        <source> days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="114"/>
        <source>Time basis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="115"/>
        <source>Headline training time: 6 P T / (MFU × peak), or the modelled step time (compute, communication, pipeline bubble)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="121"/>
        <source>MFU headline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="122"/>
        <source>Modelled step time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="123"/>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="124"/>
        <source>Activation memory: the per-layer formula, or the rule of thumb of twice the weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="130"/>
        <source>Formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="131"/>
        <source>2 × weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="132"/>
        <source>Optimizer states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="133"/>
        <source>Storage format of the optimizer states (Adam m and v, SGD momentum)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="142"/>
        <source>&amp;Flash attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="143"/>
        <source>Fused attention that never stores the s² attention scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="145"/>
        <source>fp32 &amp;master weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="146"/>
        <source>Keep an fp32 copy of weights narrower than fp32 (4 bytes per trained parameter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="219"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="225"/>
        <source>pipeline_parallel on %5: %1 stages × tensor parallel %2 = %3 GPUs per model replica, and its %4 GPUs are not a multiple of %3 (allowed: a pipeline degree p with %2 × p dividing %4).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::WorkloadPanel</name>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="17"/>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="19"/>
        <source>&amp;Inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="20"/>
        <source>&amp;Training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="24"/>
        <source>Serve the model: tokens per second, latency, cost per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="25"/>
        <source>Train or fine-tune: time, GPU-hours, memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="32"/>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="37"/>
        <source> tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="38"/>
        <source>Batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="38"/>
        <source>Sequences decoded together per model replica (1 to 4096)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="39"/>
        <source> seq</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="42"/>
        <source>Prompt length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="42"/>
        <source>Prompt tokens per sequence (128 to 1M)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="45"/>
        <source>Output length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="45"/>
        <source>Generated tokens per sequence (128 to 1M)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
