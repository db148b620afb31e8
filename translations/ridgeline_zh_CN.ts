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
        <location filename="../ui/export/chart_csv.cpp" line="122"/>
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
        <location filename="../ui/export/chart_csv.cpp" line="91"/>
        <source>effective roof</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="97"/>
        <source>ridge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="103"/>
        <source>effective ridge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="109"/>
        <source>decode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="110"/>
        <source>prefill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="111"/>
        <source>training step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="122"/>
        <location filename="../ui/export/chart_csv.cpp" line="207"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="122"/>
        <source>Tensor parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="123"/>
        <source>Weights (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="123"/>
        <source>KV cache (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="124"/>
        <source>Activations (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="124"/>
        <source>Gradients (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="125"/>
        <source>Optimizer states (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="125"/>
        <source>Runtime overhead (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="126"/>
        <source>Total per GPU (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="126"/>
        <source>Usable per GPU (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="127"/>
        <source>Fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="127"/>
        <source>GPUs needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="134"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="134"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="143"/>
        <source>Context (tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="146"/>
        <source>KV cache at batch %1 (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="147"/>
        <source>KV cache at current batch %1 (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="148"/>
        <source>KV cache at largest batch %1 (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="151"/>
        <source>%1 free for KV cache (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="179"/>
        <source>Batch (sequences)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="182"/>
        <source>%1 owned ($ per 1M tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="183"/>
        <source>%1 cloud ($ per 1M tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="228"/>
        <source>%1 throughput (tokens/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="229"/>
        <source>%1 scaling efficiency (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="230"/>
        <source>%1 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="240"/>
        <source>%1 time to train (days)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="241"/>
        <source>%1 owned run cost ($)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="242"/>
        <source>%1 cloud run cost ($)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_export.cpp" line="78"/>
        <source>the image is too large to create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_export.cpp" line="93"/>
        <source>Exported from Ridgeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_export.cpp" line="96"/>
        <source>the SVG generator could not start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_export.cpp" line="117"/>
        <source>the PDF writer could not start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_export.cpp" line="195"/>
        <source>Cannot write %1: there is no chart number %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/chart_export.cpp" line="199"/>
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
        <source>For --export and --report: compare these configurations instead of the scenario&apos;s hardware.compare, comma separated, each ID[:COUNT[:TP]] (h100-sxm:8:8).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <location filename="../ui/document/dialogs.cpp" line="21"/>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/document/dialogs.cpp" line="22"/>
        <source>Save the changes to &quot;%1&quot;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/document/dialogs.cpp" line="24"/>
        <source>Your changes are lost if you don&apos;t save them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/document/dialogs.cpp" line="48"/>
        <source>Export PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/document/dialogs.cpp" line="54"/>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/document/dialogs.cpp" line="60"/>
        <source>%1×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/document/dialogs.cpp" line="62"/>
        <source>&amp;Width:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/document/dialogs.cpp" line="63"/>
        <source>&amp;Height:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/document/dialogs.cpp" line="64"/>
        <source>&amp;Scale:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/document/dialogs.cpp" line="83"/>
        <source>… and %n more (see details)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="18"/>
        <source>$/1M tokens = $/h / (tokens/s × 3600 × u) × 10⁶ = %1 / (%2 × 3600 × %3) × 10⁶ = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="28"/>
        <source>Cost per million tokens, owned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="30"/>
        <source>No purchase price is known for %1: enter one under Economics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="34"/>
        <source>capex = N × price + server = %1 × %2 + %3 = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="38"/>
        <source>owned $/h = capex / (lifetime × 8760 h) + N × TDP × PUE × $/kWh / 1000 + capex × maintenance / 8760 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="41"/>
        <source>= %1 / (%2 × 8760) + %3 × %4 W × %5 × %6 / 1000 + %7 = %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="49"/>
        <source>No cost per token while the model does not fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="56"/>
        <source>Cost per million tokens, cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="58"/>
        <source>No cloud rate is known for %1: enter one under Economics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="65"/>
        <source>cloud $/h = N × rate = %1 × %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="70"/>
        <source>Rates: %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="77"/>
        <source>Buy versus rent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="79"/>
        <source>No break-even: a price or a cloud rate is missing, or renting costs less than the power alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="84"/>
        <source>hours = capex / (cloud $/h − power $/h) = %1 / (%2 − %3) = %4 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="87"/>
        <source>months = hours / (730 × u) = %1 / (730 × %2) = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="12"/>
        <source>memory-bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="12"/>
        <source>compute-bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="19"/>
        <source>%1 = max(F / (Π × η_c), B / (W × η_m)) + t_comm + t_step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="20"/>
        <source>= max(%1 / (%2 × %3), %4 / (%5 × %6)) + %7 + %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="25"/>
        <source>= max(%1, %2) + %3 + %4 = %5 (%6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="35"/>
        <source>Throughput: tokens per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="35"/>
        <location filename="../ui/explain/explain_inference.cpp" line="59"/>
        <source>TPOT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="36"/>
        <source>tokens/s = replicas × batch / TPOT = %1 × %2 / %3 = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="41"/>
        <source>memory-bound: tokens/s = replicas × b × η_m × W / B = %1 × %2 × %3 × %4 / %5 = %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="50"/>
        <source>F and B are one decode step per GPU at the mean context %1 tokens (prompt + half the output): weights read once, plus the KV cache of every sequence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="59"/>
        <source>Time per output token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="60"/>
        <source>per-user speed = 1 / TPOT = 1 / %1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="63"/>
        <source>One decode step produces one token for each of the %1 sequences of a replica.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="71"/>
        <source>Time to first token (prefill)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="72"/>
        <source>F_pre = b × (2 × P_act × s_in + 2 × L × n_h × d_h × s_in²) / t = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="74"/>
        <source>(b = %1, P_act = %2, s_in = %3, L = %4, n_h = %5, d_h = %6, t = %7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="82"/>
        <source>TTFT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="83"/>
        <source>End-to-end latency = TTFT + s_out × TPOT = %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="91"/>
        <source>I*_eff = (Π × η_c) / (W × η_m) = (%1 × %2) / (%3 × %4) = %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="102"/>
        <source>The engine reaches the same share of peak compute and of bandwidth, so the effective ridge equals the datasheet ridge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="104"/>
        <source>The engine reaches %1 of peak compute but %2 of bandwidth, so the effective ridge sits at %3 × the datasheet ridge: a pass between the two is judged by the effective one, where its modelled times cross.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="113"/>
        <source>Ridge point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="114"/>
        <source>I* = Π / W = %1 / %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="118"/>
        <source>critical batch ≈ I* × β_w / 2 = %1 × %2 / 2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="122"/>
        <source>Below the ridge a pass waits for memory; above it, for the tensor cores. Π is the dense peak for the compute format, W the datasheet bandwidth. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="136"/>
        <source>compute %1 %2 memory %3 ⇔ I %4 I*_eff → %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="146"/>
        <source>More batch raises the intensity of decode: the weights are read once for every sequence of the batch. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="132"/>
        <source>I = F / B = %1 / %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="142"/>
        <source>attainable = min(Π, I × W) = min(%1, %2 × %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="164"/>
        <source>Decode step on the roofline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="166"/>
        <source>Prefill on the roofline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="17"/>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="18"/>
        <source>kv_tok = 2 × L × n_kv × d_h × β_kv = 2 × %1 × %2 × %3 × %4 B = %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="23"/>
        <source>KV per GPU = kv_tok × (s_in + s_out) × b / t = %1 × %2 × %3 / %4 = %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="29"/>
        <source>Grouped-query attention (fewer KV heads) and a narrower KV format shrink it; it grows linearly with both context and batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="37"/>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="38"/>
        <source>weights per GPU = P × β_w / t = %1 × %2 B / %3 = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="42"/>
        <source>%1 stores %2 bits per weight, block scales included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="51"/>
        <source>Memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="53"/>
        <source>per GPU = weights + gradients + optimizer + activations + overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="55"/>
        <source>= %1 + %2 + %3 + %4 + %5 = %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="60"/>
        <source>per GPU = weights + KV cache + activations + overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="61"/>
        <source>= %1 + %2 + %3 + %4 = %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="65"/>
        <source>usable = VRAM × usable fraction = %1 × %2 = %3 → %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="69"/>
        <source>fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="70"/>
        <source>does not fit: needs %1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="71"/>
        <source>GPUs needed = ⌈job bytes / (usable − overhead)⌉ = %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="80"/>
        <source>Largest batch that fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="81"/>
        <source>largest b with weights + b × kv_tok × (s_in + s_out) / t + activations(b) + overhead ≤ usable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="84"/>
        <source>largest b with %1 + b × %2 + activations(b) + %3 ≤ %4 → b = %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="88"/>
        <source>Activations of the prefill chunk and the logits grow with the batch too; 0 means not even the weights fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="13"/>
        <source>Training compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="14"/>
        <source>FLOP = %1 × P_act × T = %1 × %2 × %3 = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="18"/>
        <source>Full recomputation runs the forward pass twice: 8 instead of 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="19"/>
        <source>2 FLOP per parameter and token forward, 4 backward.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="26"/>
        <source>Training time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="27"/>
        <source>time (MFU) = FLOP / (N × Π × MFU) = %1 / (%2 × %3 × %4) = %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="32"/>
        <source>time (modelled) = steps × step time = %1 × %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="35"/>
        <source>step = compute / (1 − bubble) + exposed communication = %1 / (1 − %2) + %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="41"/>
        <source>The headline uses MFU, which already contains communication and stalls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="42"/>
        <source>The headline uses the modelled step time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="48"/>
        <source>GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="49"/>
        <source>GPU-hours = N × time / 3600 = %1 × %2 / 3600 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="58"/>
        <source>Cost of the training run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="60"/>
        <source>cloud = GPU-hours × rate = %1 × %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="65"/>
        <source>owned = time × owned $/h = %1 h × %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="69"/>
        <source>No price or cloud rate is known for this GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="75"/>
        <source>Implied MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="76"/>
        <source>implied MFU = 6 × P_act × T / (N × Π × time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="77"/>
        <source>= 6 × %1 × %2 / (%3 × %4 × %5) = %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="83"/>
        <source>An output of the modelled step, comparable with published MFU figures (Llama 2 reached 38–43% on A100).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="90"/>
        <source>Training step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="91"/>
        <source>compute = GEMMs + attention + memory-bound + launches + recompute + optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="93"/>
        <source>= %1 + %2 + %3 + %4 + %5 + %6 = %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="98"/>
        <source>step = compute + bubble + exposed communication = %1 + %2 × %3 + %4 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="102"/>
        <source>communication share = exposed / step = %1 / %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="105"/>
        <source>scaling efficiency = compute / step = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="107"/>
        <source>The bubble is the pipeline&apos;s idle share (p − 1) / (m + p − 1) of the step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="116"/>
        <source>Communication per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="118"/>
        <source>nodes = ⌈N / g⌉ = ⌈%1 / %2⌉ = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="119"/>
        <source>network share per GPU = NICs × NIC rate / g = %1 × %2 / %3 = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="124"/>
        <source>hierarchical all-reduce of B bytes: reduce-scatter in the node (g − 1)/g × B, all-reduce of B/g across nodes 2(n − 1)/n × B/g on the network share, all-gather in the node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="127"/>
        <source>communication = data parallel + tensor parallel + pipeline = %1 + %2 + %3 = %4; not overlapped: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="132"/>
        <source>Past one node the gradients cross the network: a slow NIC per GPU is why consumer clusters scale poorly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="134"/>
        <source>One node: all traffic stays on the node&apos;s link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="140"/>
        <source>Deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="142"/>
        <source>No deadline is set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="145"/>
        <source>GPUs for the deadline D = FLOP / (D × Π × MFU) = %1 / (%2 × %3 × %4) = %5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Headless</name>
    <message>
        <location filename="../ui/window/headless.cpp" line="25"/>
        <source>--format: unknown format &quot;%1&quot; (allowed: png, svg, pdf, csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window/headless.cpp" line="31"/>
        <source>--format: no format given (allowed: png, svg, pdf, csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window/headless.cpp" line="59"/>
        <location filename="../ui/window/headless.cpp" line="82"/>
        <source>%1: cannot create the folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProblemText</name>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="25"/>
        <source>whole numbers %1 to %2</source>
        <translation>整数 %1 到 %2</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="27"/>
        <source>more than %1, at most %2</source>
        <translation>大于 %1，至多 %2</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="32"/>
        <source>%1 to %2</source>
        <translation>%1 到 %2</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="41"/>
        <source>%1: %2 is out of range (allowed: %3).</source>
        <translation>%1：%2 超出范围（允许：%3）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="44"/>
        <source>%1: %2 is not a whole number (allowed: %3).</source>
        <translation>%1：%2 不是整数（允许：%3）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="47"/>
        <source>%1: has the wrong type, %2 (allowed: %3).</source>
        <translation>%1：类型错误，%2（允许：%3）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="50"/>
        <source>%1: &quot;%2&quot; is not known (allowed: %3).</source>
        <translation>%1：未知的“%2”（允许：%3）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="53"/>
        <source>%1: unknown field (allowed: %2).</source>
        <translation>%1：未知字段（允许：%2）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="55"/>
        <source>%1: is required (allowed: %2).</source>
        <translation>%1：必须填写（允许：%2）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="57"/>
        <source>%1: tensor parallel %2 is more than its GPUs (allowed: %3).</source>
        <translation>%1：张量并行 %2 超过了其 GPU 数量（允许：%3）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="60"/>
        <source>%1: %2 GPUs cannot be split into groups of tensor parallel × pipeline parallel GPUs (allowed: %3).</source>
        <translation>%1：%2 个 GPU 无法分成“张量并行 × 流水线并行”大小的组（允许：%3）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="64"/>
        <source>%1: data parallel %2 times tensor and pipeline parallel is not the GPU count (allowed: %3).</source>
        <translation>%1：数据并行 %2 乘以张量并行和流水线并行不等于 GPU 数量（允许：%3）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="68"/>
        <source>%1: a global batch of %2 is less than one micro-batch per data-parallel replica (allowed: %3).</source>
        <translation>%1：全局批量 %2 少于每个数据并行副本一个微批量（允许：%3）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="72"/>
        <source>%1: %2 KV heads do not divide the query heads (allowed: %3).</source>
        <translation>%1：%2 个 KV 头不能整除查询头数（允许：%3）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="75"/>
        <source>%1: %2 active experts are more than the experts (allowed: %3).</source>
        <translation>%1：%2 个激活专家多于专家总数（允许：%3）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="78"/>
        <source>%1: prompt and output tokens together must be at least 1 (allowed: %2).</source>
        <translation>%1：提示与输出 token 之和至少为 1（允许：%2）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="82"/>
        <source>%1: a full fine-tune cannot update weights stored in fewer than 8 bits; train adapters (LoRA fraction above 0) or choose 8-bit or wider weights (allowed: %2).</source>
        <translation>%1：全量微调无法更新少于 8 位存储的权重；请训练适配器（LoRA 比例大于 0）或选择 8 位及以上的权重（允许：%2）。</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <location filename="../ui/export/report.cpp" line="146"/>
        <source>the PDF writer could not start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report.cpp" line="158"/>
        <location filename="../ui/export/report.cpp" line="163"/>
        <location filename="../ui/export/report.cpp" line="172"/>
        <source>could not start page %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report.cpp" line="245"/>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report.cpp" line="269"/>
        <source>Ridgeline report: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="26"/>
        <source>custom model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="36"/>
        <source>%1 training on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="37"/>
        <source>%1 serving on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="50"/>
        <source>%1× %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="51"/>
        <source>%1× %2 (TP%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="91"/>
        <location filename="../ui/export/report_parts.cpp" line="73"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="73"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="81"/>
        <source>%1 per 1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="130"/>
        <source>%1 of %2 usable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="200"/>
        <location filename="../ui/export/report_html.cpp" line="202"/>
        <location filename="../ui/export/report_html.cpp" line="204"/>
        <location filename="../ui/export/report_html.cpp" line="208"/>
        <location filename="../ui/export/report_parts.cpp" line="131"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export/report_parts.cpp" line="136"/>
        <source>yes, on %n GPU(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export/report_parts.cpp" line="137"/>
        <source>no: needs %n GPU(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="141"/>
        <source>memory-bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="141"/>
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
        <location filename="../ui/export/report_html.cpp" line="82"/>
        <source>GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="23"/>
        <location filename="../ui/export/report_html.cpp" line="44"/>
        <source>Cost, cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="24"/>
        <location filename="../ui/export/report_html.cpp" line="43"/>
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
        <source>Intensity vs effective ridge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="39"/>
        <source>%1 vs %2 (datasheet ridge %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="46"/>
        <location filename="../ui/export/report_html.cpp" line="448"/>
        <source>Memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="47"/>
        <location filename="../ui/export/report_html.cpp" line="80"/>
        <source>Fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="49"/>
        <source>Max batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="51"/>
        <source>Break-even, owned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="52"/>
        <source>%1 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="80"/>
        <location filename="../ui/export/report_html.cpp" line="221"/>
        <source>GPU option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="80"/>
        <source>Memory / GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="82"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="82"/>
        <source>Cloud cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="83"/>
        <source>Owned cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="85"/>
        <source>Tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="85"/>
        <source>Per user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="85"/>
        <source>TTFT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="86"/>
        <source>$/1M owned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="86"/>
        <source>$/1M cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="92"/>
        <source>needs %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="107"/>
        <source>MHA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="108"/>
        <source>MQA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="109"/>
        <source>GQA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="110"/>
        <location filename="../ui/export/report_html.cpp" line="389"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="111"/>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="113"/>
        <source>Active parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="114"/>
        <source>Experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="115"/>
        <source>%1, %2 active per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="116"/>
        <source>Layers × hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="116"/>
        <location filename="../ui/export/report_parts.cpp" line="32"/>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="117"/>
        <source>Attention heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="117"/>
        <source>%1 query, %2 KV (%3), head dim %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="122"/>
        <source>MLP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="123"/>
        <source>%1, FFN %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="124"/>
        <source>gated (SwiGLU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="124"/>
        <source>plain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="126"/>
        <source>Vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="126"/>
        <source>%1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="127"/>
        <source>, tied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="132"/>
        <source>%1 (%2 bits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="138"/>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="138"/>
        <source>training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="138"/>
        <source>inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="140"/>
        <source>Batch per replica</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="141"/>
        <source>Prompt + output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="142"/>
        <source>%1 + %2 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="143"/>
        <source>Tensor parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="144"/>
        <source>Replicas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="145"/>
        <source>Usable VRAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="146"/>
        <source>Runtime overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="147"/>
        <location filename="../ui/export/report_html.cpp" line="247"/>
        <source>%1 per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="148"/>
        <source>Prefill chunk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="148"/>
        <location filename="../ui/export/report_html.cpp" line="156"/>
        <location filename="../ui/export/report_html.cpp" line="157"/>
        <source>%1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="151"/>
        <source>AdamW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="151"/>
        <source>Adam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="151"/>
        <source>SGD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="152"/>
        <source>8-bit Adam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="152"/>
        <location filename="../ui/export/report_html.cpp" line="153"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="153"/>
        <source>selective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="153"/>
        <source>full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="156"/>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="157"/>
        <source>Sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="158"/>
        <source>Micro / global batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="159"/>
        <source>%1 / %2 sequences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="160"/>
        <source>Parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="160"/>
        <source>DP %1, TP %2, PP %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="164"/>
        <source>Optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="165"/>
        <source>ZeRO stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="166"/>
        <source>Recompute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="167"/>
        <source>Flash attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="169"/>
        <source>LoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="171"/>
        <source>Deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="172"/>
        <source>Time basis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="173"/>
        <location filename="../ui/export/report_html.cpp" line="204"/>
        <source>MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="173"/>
        <source>modelled step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="179"/>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="181"/>
        <location filename="../ui/export/report_html.cpp" line="453"/>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="182"/>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="186"/>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="187"/>
        <source>Master weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="194"/>
        <location filename="../ui/export/report_html.cpp" line="289"/>
        <location filename="../ui/export/report_html.cpp" line="294"/>
        <source>set by user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="194"/>
        <source>engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="198"/>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="199"/>
        <source>Memory η_m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="201"/>
        <source>Compute η_c</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="207"/>
        <source>Step overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="211"/>
        <source>Fit error</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export/report_html.cpp" line="212"/>
        <source>%1 % MAPE over %n measurement(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="221"/>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="222"/>
        <source>Bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="222"/>
        <source>Peak %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="223"/>
        <source>Interconnect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="223"/>
        <source>TDP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="229"/>
        <source>%1 GiB %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="233"/>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="235"/>
        <source>%1 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="246"/>
        <source>GPU price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="247"/>
        <location filename="../ui/export/report_html.cpp" line="249"/>
        <source>not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="248"/>
        <source>Cloud rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="248"/>
        <source>%1 per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="250"/>
        <source>Server overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="251"/>
        <source>Utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="252"/>
        <source>Lifetime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="252"/>
        <source>%1 years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="253"/>
        <source>Electricity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="254"/>
        <source>%1 per kWh, PUE %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="255"/>
        <source>Maintenance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="256"/>
        <source>%1 of capital per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="261"/>
        <source>%1 per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="263"/>
        <source>Capital cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="264"/>
        <source>Owned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="265"/>
        <source>of which power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="266"/>
        <source>Cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="268"/>
        <source>Break-even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="269"/>
        <source>%1 hours of use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="279"/>
        <source>not given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="286"/>
        <source>%1 specifications</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="289"/>
        <location filename="../ui/export/report_html.cpp" line="291"/>
        <source>%1 price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="294"/>
        <location filename="../ui/export/report_html.cpp" line="296"/>
        <source>%1 cloud rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="297"/>
        <source>Engine profile %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="300"/>
        <source>%1 architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="353"/>
        <source>GPU SIZING REPORT · TRAINING</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="354"/>
        <source>GPU SIZING REPORT · INFERENCE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="358"/>
        <source>Scenario name: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="361"/>
        <source>%1 on %2 · %3 · Ridgeline %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="367"/>
        <source>No results to report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="371"/>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="373"/>
        <source>%1 on %2. Figures are modelled from datasheet peaks and the engine&apos;s fitted efficiencies; see the formulas at the end for every number used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="380"/>
        <source>GPU options compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="383"/>
        <source>Each option runs the same workload; the bold row is the one the summary describes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="387"/>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="389"/>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="390"/>
        <source>Number formats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="390"/>
        <source>Efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="392"/>
        <source>Hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="395"/>
        <source>Economics</source>
        <translation>经济性</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="395"/>
        <source>Running costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="396"/>
        <source>Sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="403"/>
        <source>Formulas and numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="410"/>
        <source>How each summary figure for %1 follows from the inputs: the formula, then the same formula with this scenario&apos;s values. Memory in GiB, bandwidth and bytes moved in decimal units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="442"/>
        <source>Roofline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="443"/>
        <source>Attainable performance per GPU against arithmetic intensity, both axes logarithmic. Each roof bends at its ridge point; the markers are the modelled operating points of this workload.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="449"/>
        <source>What one GPU holds, by component, against its usable VRAM (short line). A bar above the line does not fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="454"/>
        <source>KV cache of one replica against context for batch 1, the current batch and the largest that fits; dashed lines mark the VRAM left for KV cache on each GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="459"/>
        <source>Scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="460"/>
        <source>Training throughput (tokens/s of all GPUs, solid, left axis) and scaling efficiency (dashed, right axis) against GPU count, both counts logarithmic. The dotted vertical line marks the GPUs of one node: beyond it gradients cross the network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="466"/>
        <source>Time and cost to train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="467"/>
        <source>Days to train (dotted, left axis) and the cost of the whole run (right axis), owned (solid) and cloud (dashed), against GPU count; the horizontal line is the deadline when one is set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="472"/>
        <source>Cost per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="473"/>
        <source>Cost per million generated tokens against batch, owned (solid) and cloud (dashed), each curve ending at the largest batch that fits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="478"/>
        <source>Figure %1. %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="482"/>
        <source>Ridgeline %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScenarioFile</name>
    <message>
        <location filename="../ui/document/scenario_file.cpp" line="24"/>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/document/scenario_file.cpp" line="27"/>
        <source>%1 is %2 MiB, too large for a scenario (allowed: up to %3 MiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/document/scenario_file.cpp" line="35"/>
        <source>%1 is too large for a scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/document/scenario_file.cpp" line="41"/>
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
        <location filename="../ui/window/chart_grid.cpp" line="39"/>
        <source>%1: double-click to enlarge, again or Esc to return</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::ClusterPanel</name>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="25"/>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="38"/>
        <source>GPUs in one server of the primary configuration; more GPUs than this talk over the network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="40"/>
        <location filename="../ui/panels/cluster_panel.cpp" line="69"/>
        <source>GPUs per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="43"/>
        <source>The network adapter (NIC) that joins the servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="47"/>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="48"/>
        <source>Ethernet 25 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="49"/>
        <source>Ethernet 100 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="50"/>
        <source>Ethernet 200 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="51"/>
        <source>InfiniBand HDR 200 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="52"/>
        <source>InfiniBand NDR 400 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="53"/>
        <source>InfiniBand XDR 800 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="56"/>
        <source>Custom (from the file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="59"/>
        <location filename="../ui/panels/cluster_panel.cpp" line="80"/>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="63"/>
        <source>Network adapters in one server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="64"/>
        <location filename="../ui/panels/cluster_panel.cpp" line="73"/>
        <source>NICs per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="97"/>
        <source>Network per GPU: %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="99"/>
        <source> (the GPU&apos;s catalogue server)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::CollapsibleSection</name>
    <message>
        <location filename="../ui/widgets/collapsible_section.cpp" line="20"/>
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
        <location filename="../ui/charts/cost_chart.cpp" line="51"/>
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
        <location filename="../ui/charts/cost_chart.cpp" line="102"/>
        <source>does not fit,
not even at batch 1:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="108"/>
        <source>pinned (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="136"/>
        <source>%1 owned: %2 per 1M tokens at batch %3
fits up to batch %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="142"/>
        <source>%1 cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="149"/>
        <source>%1 cloud: %2 per 1M tokens at batch %3
fits up to batch %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="158"/>
        <source>%1 at batch %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="161"/>
        <source>
owned %1 per 1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="165"/>
        <source>
cloud %1 per 1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="168"/>
        <source>%1 current batch</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::Document</name>
    <message>
        <location filename="../ui/document/document.cpp" line="36"/>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::EconomicsPanel</name>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="35"/>
        <source>Economics</source>
        <translation>经济性</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="37"/>
        <source>&amp;Owned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="38"/>
        <source>C&amp;loud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="44"/>
        <source>Headline cost: buy the GPUs (price over the lifetime plus power)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="45"/>
        <source>Headline cost: rent the GPUs by the hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="47"/>
        <source>Cost basis:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="53"/>
        <source>Cost basis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="59"/>
        <location filename="../ui/panels/economics_panel.cpp" line="83"/>
        <source>Utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="59"/>
        <source>Share of the hours the GPUs do useful work (1 to 100 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="60"/>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="62"/>
        <source>Electricity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="62"/>
        <source>Price of a kilowatt-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="62"/>
        <location filename="../ui/panels/economics_panel.cpp" line="70"/>
        <location filename="../ui/panels/economics_panel.cpp" line="129"/>
        <location filename="../ui/panels/economics_panel.cpp" line="138"/>
        <source>$</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="62"/>
        <source> /kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="63"/>
        <location filename="../ui/panels/economics_panel.cpp" line="85"/>
        <source>Lifetime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="63"/>
        <source>Years the purchase is written off over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="64"/>
        <source> years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="65"/>
        <location filename="../ui/panels/economics_panel.cpp" line="86"/>
        <source>PUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="65"/>
        <source>Power usage effectiveness: facility power / IT power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="67"/>
        <location filename="../ui/panels/economics_panel.cpp" line="87"/>
        <source>Server and network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="68"/>
        <source>Purchase price of everything but the GPUs (chassis, CPUs, memory, network) for the whole system; written off with the GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="73"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="74"/>
        <location filename="../ui/panels/economics_panel.cpp" line="89"/>
        <source>Maintenance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="75"/>
        <source>Yearly maintenance and support, as a share of the purchase price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="76"/>
        <source> % /year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="84"/>
        <source>Electricity price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="118"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="119"/>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="120"/>
        <source>Cloud /GPU-h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="131"/>
        <source>Price of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="132"/>
        <source>Purchase price of one %1; catalogue: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="140"/>
        <source>Cloud rate of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="141"/>
        <source>On-demand rate per GPU-hour of %1; catalogue: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="150"/>
        <source>GPU price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="155"/>
        <source>Cloud rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="25"/>
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
        <location filename="../ui/explain/explain_panel.cpp" line="19"/>
        <source>Explanation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_panel.cpp" line="20"/>
        <source>How the number under the mouse, or the one you clicked, is computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_panel.cpp" line="55"/>
        <source>&lt;p&gt;Hover a number or a chart point to see how it is computed.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::ExportActions</name>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="29"/>
        <source>&amp;Copy Chart Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="30"/>
        <source>Export &amp;Report (PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="32"/>
        <source>Copy the focused chart to the clipboard as an image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="42"/>
        <source>Copy Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="54"/>
        <source>&amp;PNG Image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="55"/>
        <source>&amp;SVG Vector Image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="56"/>
        <source>P&amp;DF Document…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="57"/>
        <source>&amp;CSV Data…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="68"/>
        <source>Copy &amp;Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="108"/>
        <source>Export %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="109"/>
        <source>%1 files (*.%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="115"/>
        <location filename="../ui/window/export_actions.cpp" line="153"/>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="136"/>
        <source>Export Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="137"/>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::FileActions</name>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="23"/>
        <source>Ridgeline scenarios (*%1);;JSON files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="36"/>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="37"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="38"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="39"/>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="40"/>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="41"/>
        <source>&amp;Examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="43"/>
        <source>Start from the default scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="119"/>
        <source>Open Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="129"/>
        <source>Cannot open scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="130"/>
        <source>&quot;%1&quot; was not opened; the current scenario is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="144"/>
        <source>Cannot open example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="145"/>
        <source>The example &quot;%1&quot; did not load.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="157"/>
        <location filename="../ui/document/file_actions.cpp" line="178"/>
        <source>Cannot save scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="171"/>
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
        <location filename="../ui/panels/formats_panel.cpp" line="133"/>
        <source>LoRA fraction</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::GpuPanel</name>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="30"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="37"/>
        <source>Check up to %1 GPUs to compare side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="38"/>
        <source>GPU catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="40"/>
        <source>%1  ·  %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="49"/>
        <source>%1 %2, %3 %4, TDP %5 W
Specs: %6 (%7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="91"/>
        <source>At most %1 GPUs can be compared at once: uncheck one before adding %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="100"/>
        <source>At least one GPU must stay selected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="114"/>
        <source>Add GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="114"/>
        <source>Remove GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="128"/>
        <source>Primary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="129"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="130"/>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="131"/>
        <source>TP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="132"/>
        <source>Tensor-parallel degree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="136"/>
        <source>Make %1 the primary GPU: the summary shows its numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="137"/>
        <source>Primary: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="143"/>
        <source>Number of %1 GPUs (1 to 1024)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="144"/>
        <source>Count of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="148"/>
        <source>GPUs each model replica of %1 is split over (tensor parallel); must divide the count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="151"/>
        <source>Tensor parallel of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="160"/>
        <source>Primary GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="163"/>
        <source>GPU count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="167"/>
        <source>Tensor parallel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::KvCacheChart</name>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="40"/>
        <source>Context (tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="42"/>
        <source>KV cache per replica (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="50"/>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="108"/>
        <source>b=1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="111"/>
        <source>b=1 (current)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="112"/>
        <source>b=%1 (current)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="125"/>
        <source>current context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="132"/>
        <source>current context: %1 tokens (prompt + output)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="200"/>
        <source>%1: no room for KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="228"/>
        <source>%1: %2 GiB free for KV cache after weights
largest batch at this context: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="252"/>
        <source>%1 longest context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="246"/>
        <source>&gt; %1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="99"/>
        <source> (the largest that fits %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="102"/>
        <source>batch %1%2: %3 GiB of KV cache at %4 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="114"/>
        <source>b=%1 (current, max)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="120"/>
        <source>b=%1 (max)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="138"/>
        <source>max context %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="140"/>
        <source>model&apos;s max context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="148"/>
        <source>%1 tokens: the longest context the model was trained for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="248"/>
        <source>&lt; %1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="249"/>
        <source>%1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="260"/>
        <source>%1: longest context at batch %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="158"/>
        <source>batch %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::MainWindow</name>
    <message>
        <location filename="../ui/window/main_window.cpp" line="61"/>
        <source>Controls</source>
        <translation>控制面板</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="66"/>
        <source>How is this computed?</source>
        <translation>这是如何计算的？</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="73"/>
        <source>Undo History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="76"/>
        <source>&lt;opened scenario&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="115"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="120"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="123"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="124"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="126"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="136"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="137"/>
        <source>E&amp;xport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="151"/>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="156"/>
        <location filename="../ui/window/main_window.cpp" line="221"/>
        <source>&amp;Pin as A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="158"/>
        <source>Keep the current scenario as &quot;A&quot; on every chart and in the summary while you change it (Ctrl+P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="161"/>
        <source>U&amp;npin A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="163"/>
        <source>Remove the pinned scenario A (Ctrl+Shift+P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="175"/>
        <source>Show all four charts (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="176"/>
        <source>Show this chart alone (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="183"/>
        <source>&amp;All charts</source>
        <translation>全部图表(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="184"/>
        <source>&amp;Roofline</source>
        <translation>屋顶线(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="184"/>
        <source>&amp;Memory</source>
        <translation>显存(&amp;M)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="184"/>
        <location filename="../ui/window/main_window.cpp" line="194"/>
        <source>&amp;KV cache</source>
        <translation>KV 缓存(&amp;K)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="184"/>
        <location filename="../ui/window/main_window.cpp" line="195"/>
        <source>&amp;Cost</source>
        <translation>成本(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="194"/>
        <source>&amp;Scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="195"/>
        <source>&amp;Time and cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="211"/>
        <source>%1[*] — Ridgeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="221"/>
        <source>Re&amp;pin as A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="139"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="140"/>
        <source>&amp;About Ridgeline</source>
        <translation>关于 Ridgeline(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="141"/>
        <source>About Ridgeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="142"/>
        <source>&lt;p&gt;&lt;b&gt;Ridgeline&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Which GPU, how many, and what it will cost, for LLM inference and training. Every number can be traced to its formula: hover it.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::MemoryChart</name>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="44"/>
        <source>weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="46"/>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="48"/>
        <source>activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="50"/>
        <source>gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="52"/>
        <source>optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="54"/>
        <source>overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="61"/>
        <source>optimizer states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="63"/>
        <source>runtime overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="113"/>
        <source>Memory per GPU (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="122"/>
        <source>%1
%2: %3 GiB
total %4 GiB of %5 GiB usable per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="128"/>
        <source>
does not fit: needs %1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="139"/>
        <source>Memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="233"/>
        <source>%1 usable VRAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="241"/>
        <source>usable VRAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="249"/>
        <source>%1: %2 GiB usable per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="284"/>
        <location filename="../ui/charts/memory_chart.cpp" line="301"/>
        <source>needs %1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="301"/>
        <source>needs
%1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="293"/>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="258"/>
        <source>total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="266"/>
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
        <location filename="../ui/model/compare.cpp" line="25"/>
        <source>custom model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model/compare.cpp" line="27"/>
        <source>%1 × %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::RecentFiles</name>
    <message>
        <location filename="../ui/document/recent_files.cpp" line="50"/>
        <source>&amp;%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/document/recent_files.cpp" line="57"/>
        <source>No recent files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/document/recent_files.cpp" line="59"/>
        <source>&amp;Clear Menu</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::RooflineChart</name>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="33"/>
        <source>decode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="35"/>
        <source>prefill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="37"/>
        <source>training step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="64"/>
        <source>%1, %2
intensity %3 FLOP/byte
attainable %4 TFLOP/s
modelled %5 TFLOP/s
%6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="69"/>
        <source>memory-bound (left of the effective ridge)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="70"/>
        <source>compute-bound (right of the effective ridge)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="77"/>
        <source>Arithmetic intensity (FLOP/byte)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="79"/>
        <source>Performance (TFLOP/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="86"/>
        <source>Roofline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="140"/>
        <source>effective roof (η)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="150"/>
        <source>pinned (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="178"/>
        <source>%1 roof
peak %2 TFLOP/s, bandwidth %3 TB/s
at %4 FLOP/byte: %5 TFLOP/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="197"/>
        <source>%1 ridge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="206"/>
        <source>%1 ridge point: %2 FLOP/byte
below it memory-bound, above it compute-bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="214"/>
        <source>ridge %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="247"/>
        <source>㭼 %1, ηm %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="250"/>
        <source>%1 effective roof</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="259"/>
        <source>%1 effective roof (%2)
peak %3 TFLOP/s, bandwidth %4 TB/s
at %5 FLOP/byte: %6 TFLOP/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="270"/>
        <source>%1 effective ridge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="280"/>
        <source>%1 effective ridge %2 FLOP/byte (%3)
points left of it are memory-bound</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::ScalingChart</name>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="39"/>
        <source>%1 on %2 GPUs (%3 nodes)
%4 tokens/s, scaling efficiency %5%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="56"/>
        <source>GPUs</source>
        <translation type="unfinished">GPU</translation>
    </message>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="57"/>
        <source>Throughput (tokens/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="61"/>
        <source>Scaling efficiency (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="67"/>
        <source>Scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="100"/>
        <source>tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="104"/>
        <source>efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="115"/>
        <source>pinned (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="142"/>
        <source>node boundary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="150"/>
        <source>%1 GPUs per node (%2): more GPUs talk over the network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="155"/>
        <source>%1 GPUs
per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="192"/>
        <source>%1 scaling efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="206"/>
        <source>%1 at the node boundary</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::SummaryItem</name>
    <message>
        <location filename="../ui/summary/summary_item.cpp" line="22"/>
        <source>%1: hover or click to see how it is computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_item.cpp" line="70"/>
        <source>A: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_item.cpp" line="77"/>
        <source>B same</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_item.cpp" line="78"/>
        <source>B %1%2%</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::SummaryStrip</name>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="52"/>
        <source>The primary GPU, whose numbers these are: choose it in the GPUs section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="57"/>
        <source>Throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="58"/>
        <source>Per user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="59"/>
        <source>TTFT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="60"/>
        <source>TPOT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="61"/>
        <source>Training time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="62"/>
        <source>GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="63"/>
        <source>Run cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="64"/>
        <source>Memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="65"/>
        <source>Implied MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="66"/>
        <source>Communication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="67"/>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="68"/>
        <source>Owned, per 1M tok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="69"/>
        <source>Cloud, per 1M tok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="70"/>
        <source>Decode bound by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="71"/>
        <source>Time to first token: the prefill of the prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="72"/>
        <source>Time per output token: one decode step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="74"/>
        <source>Model FLOP utilisation the modelled run reaches: 6·P·T over N GPUs at peak for the training time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="77"/>
        <source>The share of a training step spent in communication that does not overlap compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="121"/>
        <source>a %1-parameter model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="125"/>
        <source>&lt;b&gt;%1&lt;/b&gt; × %2 (tensor parallel %3), training %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="126"/>
        <source>&lt;b&gt;%1&lt;/b&gt; × %2 (tensor parallel %3), serving %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="133"/>
        <source>B (current): %1 &amp;nbsp;&amp;nbsp;|&amp;nbsp;&amp;nbsp; A (pinned): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="136"/>
        <source> — a different mode, values not compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="174"/>
        <source>if it fitted: needs %1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="175"/>
        <source>at MFU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="176"/>
        <source>modelled step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="192"/>
        <source>scaling eff. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="195"/>
        <source>of a step, one node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="196"/>
        <source>of a step, %1 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="204"/>
        <source>if it fitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="207"/>
        <source>one replica</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="207"/>
        <source>%1 replicas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="212"/>
        <source>latency %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="213"/>
        <source>max batch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="217"/>
        <source>of %1 usable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="235"/>
        <source>I %1 %2 eff. ridge %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="188"/>
        <location filename="../ui/summary/summary_strip.cpp" line="218"/>
        <source>needs %1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="220"/>
        <source>headline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="224"/>
        <source>buy pays off in %1 mo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="234"/>
        <source>memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="234"/>
        <source>compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="178"/>
        <source>%1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="183"/>
        <source>owned %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="183"/>
        <source>cloud %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="187"/>
        <source>fits in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="199"/>
        <source>%1 steps</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::TimeCostChart</name>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="41"/>
        <source>%1 on %2 GPUs: %3 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="44"/>
        <source>
owned %1 for the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="46"/>
        <source>
cloud %1 for the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="62"/>
        <source>GPUs</source>
        <translation type="unfinished">GPU</translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="63"/>
        <source>Time to train (days)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="66"/>
        <source>Run cost ($)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="72"/>
        <source>Time and cost to train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="109"/>
        <source>days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="114"/>
        <source>owned $</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="119"/>
        <source>cloud $</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="126"/>
        <source>deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="133"/>
        <source>deadline: %1 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="144"/>
        <source>pinned (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="172"/>
        <source>%1 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="197"/>
        <source>%1 cloud</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::TrainingPanel</name>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="42"/>
        <source>Training run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="44"/>
        <source> seq</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="45"/>
        <source>Tokens to train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="46"/>
        <source>Tokens of the whole run, in billions (0.1 B to 100 T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="47"/>
        <source> B tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="51"/>
        <source>Sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="51"/>
        <source>Tokens per training sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="51"/>
        <source> tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="54"/>
        <source>Micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="54"/>
        <source>Sequences per GPU per forward/backward pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="57"/>
        <source>Global batch: &amp;automatic (micro-batch × data-parallel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="58"/>
        <source>Sequences per optimizer step; automatic takes one micro-batch per data-parallel GPU group, more means gradient accumulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="66"/>
        <source>Global batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="69"/>
        <source>Pipeline parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="70"/>
        <source>Pipeline stages the layers are split over; tensor parallel × pipeline parallel GPUs hold one model replica and must divide the GPU count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="72"/>
        <source> stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="74"/>
        <source>Data parallel: a&amp;utomatic (GPUs / (tensor × pipeline))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="75"/>
        <source>Model replicas trained side by side; automatic uses every GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="81"/>
        <source>Data parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="81"/>
        <source> replicas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="88"/>
        <source>&amp;Deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="89"/>
        <source>Finish the run within a number of days; the charts mark the GPUs needed for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="97"/>
        <source>Deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="97"/>
        <source> days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="104"/>
        <source>Time basis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="105"/>
        <source>Headline training time: 6 P T / (MFU × peak), or the modelled step time (compute, communication, pipeline bubble)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="111"/>
        <source>MFU headline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="112"/>
        <source>Modelled step time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="113"/>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="114"/>
        <source>Activation memory: the per-layer formula, or the rule of thumb of twice the weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="120"/>
        <source>Formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="121"/>
        <source>2 × weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="122"/>
        <source>Optimizer states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="123"/>
        <source>Storage format of the optimizer states (Adam m and v, SGD momentum)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="132"/>
        <source>&amp;Flash attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="133"/>
        <source>Fused attention that never stores the s² attention scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="135"/>
        <source>fp32 &amp;master weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="136"/>
        <source>Keep an fp32 copy of weights narrower than fp32 (4 bytes per trained parameter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="208"/>
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
