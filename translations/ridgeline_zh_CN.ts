<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ChartExport</name>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="67"/>
        <source>%1x %2</source>
        <translation>%1x %2</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="68"/>
        <source>%1x %2 (TP%3)</source>
        <translation>%1x %2 (TP%3)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="86"/>
        <source>memory</source>
        <translation>访存</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="80"/>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="82"/>
        <source>communication</source>
        <translation>通信</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="92"/>
        <location filename="../ui/export/chart_csv.cpp" line="172"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="92"/>
        <source>Series</source>
        <translation>序列</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="93"/>
        <source>Intensity (FLOP/byte)</source>
        <translation>算术强度（FLOP/byte）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="93"/>
        <source>Performance (TFLOP/s)</source>
        <translation>性能（TFLOP/s）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="94"/>
        <source>Attainable (TFLOP/s)</source>
        <translation>可达性能（TFLOP/s）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="94"/>
        <source>Bound</source>
        <translation>瓶颈</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="100"/>
        <source>roof</source>
        <translation>屋顶</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="107"/>
        <source>effective roof</source>
        <translation>有效屋顶</translation>
    </message>
    <message>
        <source>ridge</source>
        <translation type="vanished">脊点</translation>
    </message>
    <message>
        <source>effective ridge</source>
        <translation type="vanished">有效脊点</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="125"/>
        <source>decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="126"/>
        <source>prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="127"/>
        <source>training step</source>
        <translation>训练步</translation>
    </message>
    <message>
        <source>%1 effective ridge</source>
        <translation type="vanished">%1 有效脊点</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="147"/>
        <source>verify (%1 tokens)</source>
        <translation>验证（%1 个 token）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="154"/>
        <source>host roof</source>
        <translation>主机屋顶</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="160"/>
        <source>decode, host part</source>
        <translation>解码，主机部分</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="172"/>
        <location filename="../ui/export/chart_csv.cpp" line="283"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="172"/>
        <source>Tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="173"/>
        <source>Weights (%1)</source>
        <translation>权重（%1）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="173"/>
        <source>KV cache (%1)</source>
        <translation>KV 缓存（%1）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="174"/>
        <source>Activations (%1)</source>
        <translation>激活值（%1）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="174"/>
        <source>Gradients (%1)</source>
        <translation>梯度（%1）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="175"/>
        <source>Optimizer states (%1)</source>
        <translation>优化器状态（%1）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="176"/>
        <source>Runtime overhead (%1)</source>
        <translation>运行时开销（%1）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="181"/>
        <source>Draft model (%1)</source>
        <translation>草稿模型（%1）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="182"/>
        <source>Total per GPU (%1)</source>
        <translation>每 GPU 总计（%1）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="207"/>
        <source>host memory</source>
        <translation>主机内存</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="222"/>
        <source>KV cache at batch %1 (%2)</source>
        <translation>批大小 %1 时的 KV 缓存（%2）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="223"/>
        <source>KV cache at current batch %1 (%2)</source>
        <translation>当前批大小 %1 时的 KV 缓存（%2）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="224"/>
        <source>KV cache at largest batch %1 (%2)</source>
        <translation>最大批大小 %1 时的 KV 缓存（%2）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="227"/>
        <source>%1 free for KV cache (%2)</source>
        <translation>%1 可用于 KV 缓存（%2）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="334"/>
        <source>Request rate (req/s)</source>
        <translation>请求速率（请求/s）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="334"/>
        <source>Completed (req/s)</source>
        <translation>完成（请求/s）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="335"/>
        <source>Completed (tokens/s)</source>
        <translation>完成（token/s）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="335"/>
        <source>Offered (tokens/s)</source>
        <translation>提供（token/s）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="336"/>
        <source>TTFT P50 (s)</source>
        <translation>TTFT P50（s）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="336"/>
        <source>TTFT P90 (s)</source>
        <translation>TTFT P90（s）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="337"/>
        <source>TTFT P99 (s)</source>
        <translation>TTFT P99（s）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="337"/>
        <source>TPOT P50 (s)</source>
        <translation>TPOT P50（s）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="338"/>
        <source>TPOT P90 (s)</source>
        <translation>TPOT P90（s）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="338"/>
        <source>TPOT P99 (s)</source>
        <translation>TPOT P99（s）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="339"/>
        <source>Latency P99 (s)</source>
        <translation>延迟 P99（s）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="341"/>
        <source>TTFT P%1 (s)</source>
        <translation>TTFT P%1（s）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="341"/>
        <source>TPOT P%1 (s)</source>
        <translation>TPOT P%1（s）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="342"/>
        <source>Latency P%1 (s)</source>
        <translation>延迟 P%1（s）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="344"/>
        <source>TTFT limit at P%1 (s)</source>
        <translation>TTFT 上限 P%1（s）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="345"/>
        <source>TPOT limit at P%1 (s)</source>
        <translation>TPOT 上限 P%1（s）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="346"/>
        <source>Latency limit at P%1 (s)</source>
        <translation>延迟上限 P%1（s）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="350"/>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>Weights (GiB)</source>
        <translation type="vanished">权重（GiB）</translation>
    </message>
    <message>
        <source>KV cache (GiB)</source>
        <translation type="vanished">KV 缓存（GiB）</translation>
    </message>
    <message>
        <source>Activations (GiB)</source>
        <translation type="vanished">激活值（GiB）</translation>
    </message>
    <message>
        <source>Gradients (GiB)</source>
        <translation type="vanished">梯度（GiB）</translation>
    </message>
    <message>
        <source>Optimizer states (GiB)</source>
        <translation type="vanished">优化器状态（GiB）</translation>
    </message>
    <message>
        <source>Runtime overhead (GiB)</source>
        <translation type="vanished">运行时开销（GiB）</translation>
    </message>
    <message>
        <source>Total per GPU (GiB)</source>
        <translation type="vanished">每 GPU 总计（GiB）</translation>
    </message>
    <message>
        <source>Usable per GPU (GiB)</source>
        <translation type="vanished">每 GPU 可用（GiB）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="183"/>
        <source>Fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="183"/>
        <source>Usable per GPU (%1)</source>
        <translation>每 GPU 可用（%1）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="184"/>
        <source>GPUs needed</source>
        <translation>所需 GPU 数</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="200"/>
        <location filename="../ui/export/chart_csv.cpp" line="210"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="200"/>
        <location filename="../ui/export/chart_csv.cpp" line="210"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="219"/>
        <source>Context (tokens)</source>
        <translation>上下文（token）</translation>
    </message>
    <message>
        <source>KV cache at batch %1 (GiB)</source>
        <translation type="vanished">批大小 %1 时的 KV 缓存（GiB）</translation>
    </message>
    <message>
        <source>KV cache at current batch %1 (GiB)</source>
        <translation type="vanished">当前批大小 %1 时的 KV 缓存（GiB）</translation>
    </message>
    <message>
        <source>KV cache at largest batch %1 (GiB)</source>
        <translation type="vanished">最大批大小 %1 时的 KV 缓存（GiB）</translation>
    </message>
    <message>
        <source>%1 free for KV cache (GiB)</source>
        <translation type="vanished">%1 可用于 KV 缓存（GiB）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="255"/>
        <source>Batch (sequences)</source>
        <translation>批大小（序列数）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="258"/>
        <source>%1 owned ($ per 1M tokens)</source>
        <translation>%1 自有（$ / 百万 token）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="259"/>
        <source>%1 cloud ($ per 1M tokens)</source>
        <translation>%1 云（$ / 百万 token）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="304"/>
        <source>%1 throughput (tokens/s)</source>
        <translation>%1 吞吐量（token/s）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="305"/>
        <source>%1 scaling efficiency (%)</source>
        <translation>%1 扩展效率（%）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="306"/>
        <source>%1 nodes</source>
        <translation>%1 节点数</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="316"/>
        <source>%1 time to train (days)</source>
        <translation>%1 训练时间（天）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="317"/>
        <source>%1 owned run cost ($)</source>
        <translation>%1 自有训练成本（$）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="318"/>
        <source>%1 cloud run cost ($)</source>
        <translation>%1 云训练成本（$）</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_export.cpp" line="122"/>
        <source>the image is too large to create</source>
        <translation>图像太大，无法创建</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_export.cpp" line="138"/>
        <source>Exported from Ridgeline</source>
        <translation>由 Ridgeline 导出</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_export.cpp" line="141"/>
        <source>the SVG generator could not start</source>
        <translation>SVG 生成器无法启动</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_export.cpp" line="163"/>
        <source>the PDF writer could not start</source>
        <translation>PDF 写入器无法启动</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_export.cpp" line="277"/>
        <source>Cannot write %1: there is no chart number %2.</source>
        <translation>无法写入 %1：没有编号为 %2 的图表。</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_export.cpp" line="285"/>
        <source>Cannot write %1: the size %2x%3 at scale %4 is not valid (allowed: %5..%6 pixels a side, scale up to %7).</source>
        <translation>无法写入 %1：尺寸 %2x%3、缩放 %4 无效（允许：每边 %5..%6 像素，缩放至多 %7）。</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_export.cpp" line="296"/>
        <source>Cannot write %1: the text scale %2 is not valid (allowed: 1 to %3).</source>
        <translation>无法写入 %1：文字缩放 %2 无效（允许：1 到 %3）。</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_export.cpp" line="326"/>
        <source>Cannot write %1: the size %2x%3 at scale %4 is not valid.</source>
        <translation>无法写入 %1：尺寸 %2x%3、缩放 %4 无效。</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_export.cpp" line="324"/>
        <source>Cannot write %1: this chart exports as PNG, SVG or PDF.</source>
        <translation>无法写入 %1：此图表可导出为 PNG、SVG 或 PDF。</translation>
    </message>
    <message>
        <location filename="../ui/export/save_file.cpp" line="18"/>
        <source>Cannot write the file: no file name given.</source>
        <translation>无法写入文件：未给出文件名。</translation>
    </message>
    <message>
        <location filename="../ui/export/save_file.cpp" line="20"/>
        <source>Cannot write %1: it is a folder.</source>
        <translation>无法写入 %1：它是一个文件夹。</translation>
    </message>
    <message>
        <location filename="../ui/export/save_file.cpp" line="47"/>
        <source>Cannot write %1: you do not have permission to write in %2.</source>
        <translation>无法写入 %1：您没有在 %2 中写入的权限。</translation>
    </message>
    <message>
        <location filename="../ui/export/save_file.cpp" line="53"/>
        <source>Cannot write %1: the disk holding %2 is full (%3).</source>
        <translation>无法写入 %1：%2 所在的磁盘已满（%3）。</translation>
    </message>
    <message>
        <location filename="../ui/export/save_file.cpp" line="55"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location filename="../ui/export/save_file.cpp" line="62"/>
        <source>Cannot write into %1: it is a file, not a folder.</source>
        <translation>无法写入 %1：它是一个文件，而不是文件夹。</translation>
    </message>
    <message>
        <location filename="../ui/export/save_file.cpp" line="67"/>
        <source>cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <location filename="../ui/export/save_file.cpp" line="77"/>
        <source>cannot rename the staging folder</source>
        <translation>无法重命名暂存文件夹</translation>
    </message>
    <message>
        <location filename="../ui/export/save_file.cpp" line="89"/>
        <source>cannot move the new file in place</source>
        <translation>无法将新文件移动到目标位置</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../app/gui/command_line.cpp" line="39"/>
        <source>Which GPU, how many, and what it will cost, for LLM inference and training.</source>
        <translation>选哪款 GPU、需要几块、要花多少钱：面向 LLM 推理与训练。</translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="46"/>
        <source>Render the window to a PNG file and exit.</source>
        <translation>将窗口渲染为 PNG 文件后退出。</translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="50"/>
        <source>Start on this scenario file.</source>
        <translation>启动时打开此场景文件。</translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="54"/>
        <source>Window size for --screenshot (default 1280x800).</source>
        <translation>--screenshot 的窗口尺寸（默认 1280x800）。</translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="59"/>
        <source>Write the four charts of --scenario into this folder and exit (no window; works without a display).</source>
        <translation>将 --scenario 的四张图表写入此文件夹后退出（无窗口；无需显示器）。</translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="65"/>
        <source>Formats for --export, comma separated (default png,svg,pdf,csv).</source>
        <translation>--export 的格式，以逗号分隔（默认 png,svg,pdf,csv）。</translation>
    </message>
    <message>
        <source>Write the PDF report of --scenario to this file and exit.</source>
        <translation type="vanished">将 --scenario 的 PDF 报告写入此文件后退出。</translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="70"/>
        <source>Write the report of --scenario to this file and exit: a PDF, or one HTML page when the name ends in .html.</source>
        <translation>将 --scenario 的报告写入此文件后退出：为 PDF，文件名以 .html 结尾时为单个 HTML 页面。</translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="76"/>
        <source>For --export and --report: compare these configurations instead of the scenario&apos;s hardware.compare, comma separated, each ID[:COUNT[:TP]] (h100-sxm:8:8).</source>
        <translation>用于 --export 和 --report：比较这些配置而非场景中的 hardware.compare，以逗号分隔，每项为 ID[:COUNT[:TP]]（h100-sxm:8:8）。</translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="83"/>
        <source>Start the lesson with this id (File &gt; Lessons) or this lesson file.</source>
        <translation>启动具有此 ID 的课程（文件 &gt; 课程）或此课程文件。</translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="89"/>
        <source>With --lesson: start at this step (from 1).</source>
        <translation>与 --lesson 一起使用：从此步开始（从 1 起计）。</translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="93"/>
        <source>Start in the presenter view (large text, high contrast).</source>
        <translation>以演示视图启动（大字体、高对比度）。</translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="97"/>
        <source>Show memory in gib (binary, the default) or gb (decimal) for this run, in the window, exports and the report.</source>
        <translation>本次运行中，在窗口、导出文件和报告里以 gib（二进制，默认）或 gb（十进制）显示内存。</translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="103"/>
        <source>Change a scenario field after the start, as one undoable edit (repeatable), e.g. workload.batch=64.</source>
        <translation>启动后修改一个场景字段，作为一次可撤销的编辑（可重复使用），例如 workload.batch=64。</translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="109"/>
        <source>When the last session did not exit cleanly: ask (default), restore or discard its autosaved scenario without asking.</source>
        <translation>上次会话未正常退出时：ask（询问，默认），或不经询问直接 restore（恢复）或 discard（丢弃）其自动保存的场景。</translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="115"/>
        <source>While the window runs, write where each chart, its plot area and its series are on the screen to this JSON file (for tests that check a screen capture).</source>
        <translation>窗口运行时，将每个图表、其绘图区和数据系列在屏幕上的位置写入此 JSON 文件（供检查屏幕截图的测试使用）。</translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="125"/>
        <source>A scenario file to open (as --scenario).</source>
        <translation>要打开的场景文件（同 --scenario）。</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <location filename="../ui/document/dialogs.cpp" line="23"/>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location filename="../ui/document/dialogs.cpp" line="24"/>
        <source>Save the changes to &quot;%1&quot;?</source>
        <translation>保存对“%1”的更改吗？</translation>
    </message>
    <message>
        <location filename="../ui/document/dialogs.cpp" line="26"/>
        <source>Your changes are lost if you don&apos;t save them.</source>
        <translation>如果不保存，您的更改将会丢失。</translation>
    </message>
    <message>
        <location filename="../ui/document/dialogs.cpp" line="39"/>
        <source>Restore unsaved changes</source>
        <translation>恢复未保存的更改</translation>
    </message>
    <message>
        <location filename="../ui/document/dialogs.cpp" line="40"/>
        <source>Ridgeline did not exit cleanly last time. Restore the scenario as it was last autosaved?</source>
        <translation>Ridgeline 上次未正常退出。要将场景恢复为最后一次自动保存时的状态吗？</translation>
    </message>
    <message>
        <location filename="../ui/document/dialogs.cpp" line="43"/>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <location filename="../ui/document/dialogs.cpp" line="44"/>
        <source>Discard</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <location filename="../ui/document/dialogs.cpp" line="62"/>
        <source>Export PNG</source>
        <translation>导出 PNG</translation>
    </message>
    <message>
        <location filename="../ui/document/dialogs.cpp" line="68"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location filename="../ui/document/dialogs.cpp" line="74"/>
        <location filename="../ui/document/dialogs.cpp" line="79"/>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <location filename="../ui/document/dialogs.cpp" line="81"/>
        <source>S&amp;lide: 1920×1080, large text</source>
        <translation>幻灯片：1920×1080，大号文字(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/document/dialogs.cpp" line="89"/>
        <source>&amp;Width:</source>
        <translation>宽度(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../ui/document/dialogs.cpp" line="90"/>
        <source>&amp;Height:</source>
        <translation>高度(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../ui/document/dialogs.cpp" line="91"/>
        <source>&amp;Scale:</source>
        <translation>缩放(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../ui/document/dialogs.cpp" line="92"/>
        <source>&amp;Text size:</source>
        <translation>文字大小(&amp;T)：</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/document/dialogs.cpp" line="113"/>
        <source>… and %n more (see details)</source>
        <translation>
            <numerusform>… 以及另外 %n 项（见详细信息）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/document/scripted_session.cpp" line="19"/>
        <source>The last session did not exit cleanly: its autosaved scenario is restored.</source>
        <translation>上次会话未正常退出：已恢复其自动保存的场景。</translation>
    </message>
    <message>
        <location filename="../ui/document/scripted_session.cpp" line="21"/>
        <source>The last session did not exit cleanly: its autosaved scenario is discarded.</source>
        <translation>上次会话未正常退出：已丢弃其自动保存的场景。</translation>
    </message>
    <message>
        <location filename="../ui/document/scripted_session.cpp" line="34"/>
        <source>--set: &quot;%1&quot; is not FIELD=VALUE (allowed: e.g. workload.batch=64)</source>
        <translation>--set：“%1”不是 FIELD=VALUE 格式（允许的形式如 workload.batch=64）</translation>
    </message>
    <message>
        <location filename="../ui/document/scripted_session.cpp" line="45"/>
        <source>Set %1</source>
        <translation>设置 %1</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>$/1M tokens = $/h / (tokens/s × 3600 × u) × 10⁶ = %1 / (%2 × 3600 × %3) × 10⁶ = %4</source>
        <translation type="vanished">$/百万 token = $/h / (token/s × 3600 × u) × 10⁶ = %1 / (%2 × 3600 × %3) × 10⁶ = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="124"/>
        <source>Cost per million tokens, owned</source>
        <translation>每百万 token 成本（自有）</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="126"/>
        <source>No purchase price is known for %1: enter one under Economics.</source>
        <translation>%1 没有已知的购买价格：请在“经济性”中输入。</translation>
    </message>
    <message>
        <source>capex = N × price + server = %1 × %2 + %3 = %4</source>
        <translation type="vanished">capex = N × 价格 + 服务器 = %1 × %2 + %3 = %4</translation>
    </message>
    <message>
        <source>owned $/h = capex / (lifetime × 8760 h) + N × TDP × PUE × $/kWh / 1000 + capex × maintenance / 8760 h</source>
        <translation type="vanished">自有 $/h = capex / (寿命 × 8760 h) + N × TDP × PUE × $/kWh / 1000 + capex × 维护 / 8760 h</translation>
    </message>
    <message>
        <source>= %1 / (%2 × 8760) + %3 × %4 W × %5 × %6 / 1000 + %7 = %8</source>
        <translation type="vanished">= %1 / (%2 × 8760) + %3 × %4 W × %5 × %6 / 1000 + %7 = %8</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="28"/>
        <source>$/1M tokens = $/h / (tokens/s × 3600 × utilization) × 10⁶ = —</source>
        <translation>$/百万 token = $/h / (token/s × 3600 × 利用率) × 10⁶ = —</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="31"/>
        <source>$/1M tokens = $/h / (tokens/s × 3600 × utilization) × 10⁶ = %1 / (%2 × 3600 × %3) × 10⁶ = %4</source>
        <translation>$/百万 token = $/h / (token/s × 3600 × 利用率) × 10⁶ = %1 / (%2 × 3600 × %3) × 10⁶ = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="46"/>
        <source>at the required load: $/h / (λ × s_out × 3600 × utilization) × 10⁶ = %1 / (%2 × %3 × 3600 × %4) × 10⁶ = %5</source>
        <translation>在所需负载下：$/h / (λ × s_out × 3600 × 利用率) × 10⁶ = %1 / (%2 × %3 × 3600 × %4) × 10⁶ = %5</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="55"/>
        <source>The utilization %1 is the share of the hours the GPUs do paid work: every hour is paid for, so the tokens of the busy hours carry the idle ones too (× %2).</source>
        <translation>利用率 %1 是 GPU 做有偿工作的小时占比：每个小时都要付费，因此忙碌时段的 token 也要分摊空闲时段的成本（× %2）。</translation>
    </message>
    <message>
        <source>= %1 / (%2 × 8760) + %3 × %4 W × %5 × %6 / 1000 + %1 × %7 / 8760 = %8</source>
        <translation type="vanished">= %1 / (%2 × 8760) + %3 × %4 W × %5 × %6 / 1000 + %1 × %7 / 8760 = %8</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/explain/explain_cost.cpp" line="70"/>
        <source>servers: %n whole server(s), priced at your figure for all of them (Economics, server overhead)</source>
        <translation>
            <numerusform>服务器：%n 台整机，按您为全部服务器填写的金额计价（经济参数，服务器附加费用）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/explain/explain_cost.cpp" line="74"/>
        <source>servers: %n whole server(s) without GPUs (%1; %2)</source>
        <translation>
            <numerusform>服务器：%n 台整机，不含 GPU（%1；%2）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/explain/explain_cost.cpp" line="77"/>
        <source>servers: %n, no price known for them</source>
        <translation>
            <numerusform>服务器：%n 台，价格未知</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="85"/>
        <source>draw = N × TDP + servers&apos; draw = %1 × %2 W + %3 W = %4 W</source>
        <translation>功耗 = N × TDP + 服务器功耗 = %1 × %2 W + %3 W = %4 W</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="95"/>
        <source>Energy per output token</source>
        <translation>每个输出 token 的能耗</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="97"/>
        <source>No energy per token while nothing is served.</source>
        <translation>没有输出时没有每 token 能耗。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="104"/>
        <source>J/token = draw × PUE / tokens/s = %1 W × %2 / %3 = %4 J</source>
        <translation>J/token = 功耗 × PUE / tokens/s = %1 W × %2 / %3 = %4 J</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="109"/>
        <source>tokens/s per MW = tokens/s / (draw × PUE / 10⁶) = %1 / (%2 W × %3 / 10⁶) = %4</source>
        <translation>每 MW 的 tokens/s = tokens/s / (功耗 × PUE / 10⁶) = %1 / (%2 W × %3 / 10⁶) = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="114"/>
        <source>The whole servers draw power, not only the GPUs: their CPUs, memory, network and fans. PUE adds the cooling and the building.</source>
        <translation>耗电的是整台服务器，而不只是 GPU：还有 CPU、内存、网络和风扇。PUE 再加上制冷和机房。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="137"/>
        <location filename="../ui/explain/explain_cost.cpp" line="158"/>
        <source>No cost per token while the model does not fit.</source>
        <translation>模型放不下时没有每 token 成本。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="141"/>
        <source>capex = N × price + servers = %1 × %2 + %3 = %4</source>
        <translation>购置成本 = N × 单价 + 服务器 = %1 × %2 + %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="147"/>
        <source>owned $/h = capex / (lifetime × 8760 h) + draw × PUE × $/kWh / 1000 + capex × maintenance / 8760 h</source>
        <translation>自有 $/h = 购置成本 / (使用年限 × 8760 h) + 功耗 × PUE × $/kWh / 1000 + 购置成本 × 维护费率 / 8760 h</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="149"/>
        <source>= %1 / (%2 × 8760) + %3 W × %4 × %5 / 1000 + %1 × %6 / 8760 = %7</source>
        <translation>= %1 / (%2 × 8760) + %3 W × %4 × %5 / 1000 + %1 × %6 / 8760 = %7</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="165"/>
        <source>Cost per million tokens, cloud</source>
        <translation>每百万 token 成本（云）</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="167"/>
        <source>No cloud rate is known for %1: enter one under Economics.</source>
        <translation>%1 没有已知的云租用价格：请在“经济性”中输入。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="173"/>
        <source>cloud $/h = N × rate = %1 × %2 = %3</source>
        <translation>云 $/h = N × 单价 = %1 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="182"/>
        <source>Rates: %1 (%2).</source>
        <translation>价格：%1（%2）。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="189"/>
        <source>Buy versus rent</source>
        <translation>购买还是租用</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="191"/>
        <source>No break-even: a price or a cloud rate is missing, or renting costs less than the power alone.</source>
        <translation>无盈亏平衡点：缺少价格或云租用价格，或租用成本低于仅电费。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="196"/>
        <source>hours = capex / (cloud $/h − power $/h) = %1 / (%2 − %3) = %4 h</source>
        <translation>小时 = capex / (云 $/h − 电费 $/h) = %1 / (%2 − %3) = %4 h</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="200"/>
        <source>months = hours / (730 × utilization) = %1 / (730 × %2) = %3</source>
        <translation>月数 = 小时 / (730 × 利用率) = %1 / (730 × %2) = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="205"/>
        <source>Rented hours are paid only while they are used; owned GPUs cost their price at once and power while they run, so buying pays off after this many busy hours, spread over months at the utilization.</source>
        <translation>租用的小时只在使用时付费；自有 GPU 一次性支付购买价格，运行时支付电费。因此购买在这么多忙碌小时后回本，按该利用率折算为月数。</translation>
    </message>
    <message>
        <source>months = hours / (730 × u) = %1 / (730 × %2) = %3</source>
        <translation type="vanished">月数 = 小时 / (730 × u) = %1 / (730 × %2) = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="217"/>
        <source>What a dollar buys</source>
        <translation>一美元能买到什么</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="218"/>
        <source>tokens/s per $/h = tokens/s / $/h</source>
        <translation>每 $/h 的 token/s = token/s / $/h</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="232"/>
        <source>owned: %1 / %2 = %3</source>
        <translation>自有：%1 / %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="233"/>
        <source>cloud: %1 / %2 = %3</source>
        <translation>云：%1 / %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="246"/>
        <source>TB/s per $1,000 = bandwidth / (price / 1000) = %1 / (%2 / 1000) = %3</source>
        <translation>每 $1,000 的 TB/s = 带宽 / (价格 / 1000) = %1 / (%2 / 1000) = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="248"/>
        <source>TFLOP/s per $1,000 = peak / (price / 1000) = %1 / (%2 / 1000) = %3</source>
        <translation>每 $1,000 的 TFLOP/s = 峰值 / (价格 / 1000) = %1 / (%2 / 1000) = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="250"/>
        <source>At full load: the utilization enters the cost per million tokens, not these ratios. The summary shows the owned or cloud figure as the cost basis selects.</source>
        <translation>按满负荷计：利用率计入每百万 token 成本，而不计入这些比值。摘要按所选的成本依据显示自有或云的数字。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_verdict.cpp" line="114"/>
        <source>memory-bound</source>
        <translation>访存受限</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_verdict.cpp" line="108"/>
        <source>compute-bound</source>
        <translation>计算受限</translation>
    </message>
    <message>
        <source>%1 = max(F / (Π × η_c), B / (W × η_m)) + t_comm + t_step</source>
        <translation type="vanished">%1 = max(F / (Π × η_c), B / (W × η_m)) + t_comm + t_step</translation>
    </message>
    <message>
        <source>= max(%1 / (%2 × %3), %4 / (%5 × %6)) + %7 + %8</source>
        <translation type="vanished">= max(%1 / (%2 × %3), %4 / (%5 × %6)) + %7 + %8</translation>
    </message>
    <message>
        <source>= max(%1, %2) + %3 + %4 = %5 (%6)</source>
        <translation type="vanished">= max(%1, %2) + %3 + %4 = %5（%6）</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="90"/>
        <source>Throughput: tokens per second</source>
        <translation>吞吐量：每秒 token 数</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="13"/>
        <source>arrivals Poisson at %1 req/s</source>
        <translation>泊松到达，%1 请求/s</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="15"/>
        <source>a closed loop of %1 requests in flight</source>
        <translation>闭环，%1 个请求同时进行</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="16"/>
        <source>all requests queued at once</source>
        <translation>所有请求同时排队</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="21"/>
        <source>prompts of %1 to %2 tokens, answers of %3 to %4 tokens (uniform)</source>
        <translation>提示 %1 至 %2 个 token，回答 %3 至 %4 个 token（均匀分布）</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="26"/>
        <source>prompts of %1 tokens (CV %2), answers of %3 tokens (CV %4)</source>
        <translation>提示 %1 个 token（变异系数 %2），回答 %3 个 token（变异系数 %4）</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="34"/>
        <source>scheduler: at most %1 sequences and %2 tokens per iteration, %3</source>
        <translation>调度器：每次迭代最多 %1 个序列和 %2 个 token，%3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="37"/>
        <source>static batches</source>
        <translation>静态批次</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="38"/>
        <source>chunked prefill mixed with decode</source>
        <translation>分块预填充与解码混合</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="39"/>
        <source>whole prompts between decode steps</source>
        <translation>在解码步骤之间处理完整提示</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="41"/>
        <source>, a request admitted only when its whole answer fits in the cache (never preempted)</source>
        <translation>，仅当整个回答都能放入缓存时才接纳请求（从不抢占）</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="47"/>
        <source>%1: P50 %2 · P90 %3 · P95 %4 · P99 %5 · mean %6</source>
        <translation>%1：P50 %2 · P90 %3 · P95 %4 · P99 %5 · 平均 %6</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="55"/>
        <source>TTFT ≤ %1</source>
        <translation>TTFT ≤ %1</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="57"/>
        <source>TPOT ≤ %1</source>
        <translation>TPOT ≤ %1</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="59"/>
        <source>latency ≤ %1</source>
        <translation>延迟 ≤ %1</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="69"/>
        <source>speculative decoding: each decode iteration runs %1 proposals and a verify pass of %2 tokens a sequence; each sequence keeps whole accepted tokens, %3 an iteration on average (seeded)</source>
        <translation>投机解码：每次解码迭代运行 %1 次提议和一次每序列 %2 个 token 的验证前向；每个序列保留整数个被接受的 token，平均每次迭代 %3 个（按种子可复现）</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="78"/>
        <source>Each percentile is an order statistic of the simulated requests (interpolated between neighbours), not a formula: every iteration costs what the pass model gives for its tokens. The same seed gives the same numbers; another seed, or more requests, moves them by the sampling noise.</source>
        <translation>每个百分位都是模拟请求的顺序统计量（在相邻值之间插值），而不是公式：每次迭代的耗时取自其 token 的计算模型。相同的种子给出相同的数字；换一个种子或增加请求数，结果会随抽样噪声变化。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="90"/>
        <source>Time per output token under load</source>
        <translation>负载下每个输出 token 的时间</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="91"/>
        <source>Whole answer under load</source>
        <translation>负载下的完整回答</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="92"/>
        <source>Time to first token under load</source>
        <translation>负载下的首 token 时间</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="93"/>
        <source>TTFT: first token − arrival; TPOT: (finish − first token) / (answer − 1); latency: finish − arrival; over the measured requests</source>
        <translation>TTFT：首个 token − 到达；TPOT：（完成 − 首个 token）/（回答 − 1）；延迟：完成 − 到达；统计所测量的请求</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="96"/>
        <source>arrival is the client&apos;s send: %1&apos;s server takes %2 on the way in and out (its profile&apos;s request_latency_s), in TTFT and latency, not on the GPUs</source>
        <translation>到达时间即客户端发出请求的时间：%1 的服务器往返耗时 %2（其配置文件的 request_latency_s），计入 TTFT 和延迟，不占用 GPU</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="141"/>
        <source>%1 req/s, %2 (%3 a GPU, %4 per user); mean batch %5, KV cache %6 used, %7 preemptions</source>
        <translation>%1 请求/秒，%2（每 GPU %3，每用户 %4）；平均批次 %5，KV 缓存已用 %6，抢占 %7 次</translation>
    </message>
    <message>
        <source>TTFT: first token − arrival; TPOT: (finish − first token) / (answer − 1); latency: finish − arrival; over every completed request</source>
        <translation type="vanished">TTFT：首 token − 到达；TPOT：（结束 − 首 token）/（回答 − 1）；延迟：结束 − 到达；对每个完成的请求</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="100"/>
        <source>simulated, %1 requests, seed %2, %3</source>
        <translation>模拟，%1 个请求，种子 %2，%3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="105"/>
        <source>replicas: %1, tensor parallel %2; KV cache: %3 blocks of %4 tokens</source>
        <translation>副本：%1，张量并行 %2；KV 缓存：%3 个块，每块 %4 个 token</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="114"/>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="115"/>
        <source>latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="117"/>
        <source>steady state: %1 requests arriving in a window of %2 after a start-up of %3 are measured (%4 of %5 replicas simulated, each alike under round-robin dispatch)</source>
        <translation>稳态：测量在 %3 的启动期之后、%2 的窗口内到达的 %1 个请求（模拟了 %5 个副本中的 %4 个，轮询分发下各副本相同）</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="126"/>
        <source>carried = offered × completions in the window / arrivals in it = %1 × %2 = %3 req/s</source>
        <translation>承载 = 提供 × 窗口内完成数 / 窗口内到达数 = %1 × %2 = %3 请求/秒</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="133"/>
        <source>overloaded: arrivals outpace completions through the window, so the queue and the first-token wait grow without bound</source>
        <translation>过载：窗口内到达多于完成，队列和首个 token 的等待无限增长</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="137"/>
        <source>completed = requests done / run time = %1 / %2 = %3 req/s</source>
        <translation>完成 = 已完成请求 / 运行时间 = %1 / %2 = %3 请求/s</translation>
    </message>
    <message>
        <source>completed %1 of %2 requests: %3 req/s, %4; mean batch %5, KV cache %6 used, %7 preemptions</source>
        <translation type="vanished">完成 %2 个请求中的 %1 个：%3 请求/s，%4；平均批次 %5，KV 缓存使用 %6，抢占 %7 次</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="150"/>
        <source> The run stopped at the simulation&apos;s work limit before every request ended.</source>
        <translation> 运行在所有请求结束之前达到了模拟的工作量上限。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="158"/>
        <source>Serving curve (simulated)</source>
        <translation>服务曲线（模拟）</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="159"/>
        <source>simulated, %1 requests, seed %2, arrivals Poisson at each of %3 rates up to %4 req/s</source>
        <translation>模拟，%1 个请求，种子 %2，泊松到达，%3 个速率，最高 %4 请求/s</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="165"/>
        <source>all requests queued at once: %1 req/s, %2 (the offline maximum)</source>
        <translation>所有请求同时排队：%1 请求/s，%2（离线最大值）</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="169"/>
        <source>highest rate = %1 × offline maximum = %1 × %2 = %3 req/s</source>
        <translation>最高速率 = %1 × 离线最大值 = %1 × %2 = %3 请求/s</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="176"/>
        <source>hover a point of the chart for its percentiles</source>
        <translation>将鼠标悬停在图表的点上可查看其百分位</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="184"/>
        <source>Capacity (simulated)</source>
        <translation>容量（模拟）</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="187"/>
        <source>capacity: the highest Poisson rate whose %1 meets %2</source>
        <translation>容量：%1 满足 %2 的最高泊松速率</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="190"/>
        <source>no limit set: the capacity is the offline maximum, all requests queued at once</source>
        <translation>未设上限：容量为离线最大值，所有请求同时排队</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="192"/>
        <source>%1 simulations of %2 requests, seed %3, bisected to 1/1024 of the offline maximum</source>
        <translation>%1 次模拟，每次 %2 个请求，种子 %3，二分至离线最大值的 1/1024</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="198"/>
        <source>capacity: %1 req/s, %2</source>
        <translation>容量：%1 请求/s，%2</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="201"/>
        <source>at that rate, %1: TTFT %2, TPOT %3, latency %4</source>
        <translation>该速率下，%1：TTFT %2，TPOT %3，延迟 %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="206"/>
        <source>no rate meets the limits, not even 1/1024 of the offline maximum</source>
        <translation>没有速率满足上限，即使是离线最大值的 1/1024 也不行</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="208"/>
        <source>offline maximum: %1 req/s, %2</source>
        <translation>离线最大值：%1 请求/s，%2</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="213"/>
        <source>usable share = capacity / offline maximum = %1 / %2 = %3</source>
        <translation>可用比例 = 容量 / 离线最大值 = %1 / %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="217"/>
        <source>The tensor-parallel layout is the scenario&apos;s (ridgeline-cli capacity tries the others). </source>
        <translation>张量并行布局为场景本身的布局（ridgeline-cli capacity 会尝试其他布局）。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="26"/>
        <source>Π = min(Π_sheet, TDP × ε / operand bytes) = min(%1, %2 W × %3 FLOP/J / %4) = %5</source>
        <translation>Π = min(Π_规格, TDP × ε / 操作数字节) = min(%1, %2 W × %3 FLOP/J / %4) = %5</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="32"/>
        <source>ε: the tensor FLOP per joule a GPU sustains at one byte per operand; above it the card lowers its clock under dense GEMMs (power limit)</source>
        <translation>ε：GPU 在每个操作数一字节时可持续达到的每焦耳张量 FLOP；超过该值时，显卡在密集 GEMM 下会降低频率（功耗墙）</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="39"/>
        <source>Routed experts: each multiplies only the tokens routed to it (about k / E = %1 / %2 of a step&apos;s tokens, its GEMMs&apos; M), at %3 of a dense GEMM&apos;s rate of that shape (the engine&apos;s grouped-GEMM share, expert_gemm_efficiency).</source>
        <translation>路由专家：每个专家只乘以路由给它的 token（约为一步 token 的 k / E = %1 / %2，即其 GEMM 的 M），速率为同形状稠密 GEMM 的 %3（推理引擎分组 GEMM 的比例，expert_gemm_efficiency）。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="55"/>
        <source>plain decode step: t_decode = max(compute, memory) + t_comm + t_step</source>
        <translation>普通解码步：t_decode = max(计算, 访存) + t_comm + t_step</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="57"/>
        <source>TPOT = max(compute, memory) + t_comm + t_step</source>
        <translation>TPOT = max(计算, 访存) + t_comm + t_step</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="61"/>
        <source>GEMM shape: s = Π_decode / (Π × η_c) = %1 / (%2 × %3) = %4</source>
        <translation>GEMM 形状：s = Π_decode / (Π × η_c) = %1 / (%2 × %3) = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="66"/>
        <source>compute = F / (Π × η_c × s) = %1 / (%2 × %3 × %4) = %5</source>
        <translation>计算 = F / (Π × η_c × s) = %1 / (%2 × %3 × %4) = %5</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="71"/>
        <source>memory = B / (W × η_m) = %1 / (%2 × %3) = %4</source>
        <translation>访存 = B / (W × η_m) = %1 / (%2 × %3) = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="79"/>
        <source>t_decode = max(%1, %2) + %3 + %4 = %5 (%6)</source>
        <translation>t_decode = max(%1, %2) + %3 + %4 = %5（%6）</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="80"/>
        <source>TPOT = max(%1, %2) + %3 + %4 = %5 (%6)</source>
        <translation>TPOT = max(%1, %2) + %3 + %4 = %5（%6）</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="93"/>
        <source>tokens/s = replicas × batch / TPOT = %1 × %2 / %3 = %4</source>
        <translation>token/s = 副本数 × 批大小 / TPOT = %1 × %2 / %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="99"/>
        <source>memory-bound: tokens/s = replicas × b × η_m × W / B = %1 × %2 × %3 × %4 / %5 = %6</source>
        <translation>访存受限：token/s = 副本数 × b × η_m × W / B = %1 × %2 × %3 × %4 / %5 = %6</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="107"/>
        <source>F and B are one decode step per GPU at the mean context %1 tokens (prompt + half the output): weights read once, plus the KV cache of every sequence.</source>
        <translation>F 和 B 是每 GPU 一个解码步在平均上下文 %1 token（提示 + 一半输出）时的值：权重读取一次，加上每个序列的 KV 缓存。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="117"/>
        <source>Time per output token</source>
        <translation>每个输出 token 的时间</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="120"/>
        <source>per-user speed = 1 / TPOT = 1 / %1 = %2</source>
        <translation>单用户速度 = 1 / TPOT = 1 / %1 = %2</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="124"/>
        <source>One decode step produces one token for each of the %1 sequences of a replica.</source>
        <translation>一个解码步为副本的 %1 个序列各生成一个 token。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="135"/>
        <source>F_GEMM = 2 × b × (s_in × P_tok + P_head) / t = 2 × %1 × (%2 × %3 + %4) / %5 = %6</source>
        <translation>F_GEMM = 2 × b × (s_in × P_tok + P_head) / t = 2 × %1 × (%2 × %3 + %4) / %5 = %6</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="140"/>
        <source>F_attn = k × b × F_seq / t = %1 × %2 × %3 / %4 = %5</source>
        <translation>F_attn = k × b × F_seq / t = %1 × %2 × %3 / %4 = %5</translation>
    </message>
    <message>
        <source>At the required load, simulated: %1 requests arriving at random (Poisson) at %2 requests/s, seed %3, shared by %4 replica(s); the engine&apos;s scheduler runs iteration by iteration (prompts prefilled in chunks between decodes, KV cache blocks, preemption).</source>
        <translation type="vanished">在所需负载下模拟：%1 个请求以 %2 请求/s 随机（泊松）到达，随机种子 %3，由 %4 个副本分担；推理引擎的调度器逐次迭代运行（提示词在解码之间分块预填充、KV 缓存块、抢占）。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="153"/>
        <source>A static batch: the %1 replica(s) take the requests in turn, so a request finds its replica&apos;s batch running when %1 or more requests arrive within one batch time (A of them on average): a share P of %2</source>
        <translation>静态批处理：%1 个副本轮流接收请求，因此当一个批次时间内到达 %1 个或更多请求（平均 A 个）时，请求会遇到其副本的批次正在运行：占比 P 为 %2</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="163"/>
        <source>The next batch holds what arrives meanwhile: %1 places needed, %2 in the batch</source>
        <translation>下一批次可容纳期间到达的请求：需要 %1 个位置，批次中有 %2 个</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="167"/>
        <source>The next batch cannot always hold what arrives meanwhile: %1 places needed, %2 in the batch; at the p%3 a request waits one batch more</source>
        <translation>下一批次并不总能容纳期间到达的请求：需要 %1 个位置，批次中有 %2 个；在 p%3 处请求要多等一个批次</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="174"/>
        <source>wait_p = latency × (1 − (1 − p) / P) = %1 × (1 − (1 − %2) / %3) = %4</source>
        <translation>wait_p = 延迟 × (1 − (1 − p) / P) = %1 × (1 − (1 − %2) / %3) = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="180"/>
        <source>wait_p = latency × (1 − (1 − p) / P) + latency = %1 × (1 − (1 − %2) / %3) + %1 = %4</source>
        <translation>wait_p = 延迟 × (1 − (1 − p) / P) + 延迟 = %1 × (1 − (1 − %2) / %3) + %1 = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="186"/>
        <source>P ≤ 1 − p: at the p%1 no request finds its batch running</source>
        <translation>P ≤ 1 − p：在 p%1 处没有请求遇到正在运行的批次</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="200"/>
        <source>At the required load, simulated: %1 requests measured, arriving at random (Poisson) at %2 requests/s, seed %3, shared by %4 replica(s); the engine&apos;s scheduler runs iteration by iteration (prompts prefilled in chunks between decodes, KV cache blocks, preemption).</source>
        <translation>在所需负载下模拟：测量了 %1 个请求，以 %2 请求/s 随机（泊松）到达，随机种子 %3，由 %4 个副本分担；推理引擎的调度器逐次迭代运行（提示词在解码之间分块预填充、KV 缓存块、抢占）。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="210"/>
        <source>The simulated queue never drains: overloaded</source>
        <translation>模拟的队列始终无法清空：过载</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="213"/>
        <source>Of the simulated requests, p%1: first token %2, time per token %3, answer %4</source>
        <translation>模拟请求的 p%1：首 token %2，每 token 时间 %3，回答 %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="220"/>
        <source>At the required load, with p the requirement&apos;s percentile (p%1), as the plan judges it:</source>
        <translation>在所需负载下，p 为需求的百分位（p%1），按规划的判定方式：</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="223"/>
        <source>in flight A = λ × latency = %1 × %2 = %3</source>
        <translation>进行中 A = λ × 延迟 = %1 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="228"/>
        <source>places c = replicas × batch = %1 × %2 = %3</source>
        <translation>位置 c = 副本数 × 批大小 = %1 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="231"/>
        <source>A ≥ c: more requests in flight than places, the queue grows without bound (overloaded)</source>
        <translation>A ≥ c：进行中的请求多于位置，队列无限增长（过载）</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="239"/>
        <source>Erlang C of A and c: a share C of %1 of the requests wait for a place</source>
        <translation>A 与 c 的 Erlang C：占比 C 为 %1 的请求需要等待位置</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="244"/>
        <source>wait_p = latency / (c − A) × ln(C / (1 − p)) = %1 / (%2 − %3) × ln(%4 / (1 − %5)) = %6</source>
        <translation>wait_p = 延迟 / (c − A) × ln(C / (1 − p)) = %1 / (%2 − %3) × ln(%4 / (1 − %5)) = %6</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="251"/>
        <source>C ≤ 1 − p: at the p%1 no request waits</source>
        <translation>C ≤ 1 − p：在 p%1 处没有请求需要等待</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="255"/>
        <source>TTFT_p = TTFT + wait_p = %1 + %2 = %3</source>
        <translation>TTFT_p = TTFT + wait_p = %1 + %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="257"/>
        <source>latency_p = latency + wait_p = %1 + %2 = %3</source>
        <translation>延迟_p = 延迟 + wait_p = %1 + %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="276"/>
        <source>Time to first token (prefill)</source>
        <translation>首 token 时间（预填充）</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="278"/>
        <source>TTFT = max(GEMMs, weight stream) + attention + elementwise + t_comm + t_step</source>
        <translation>TTFT = max(GEMM, 权重读取) + 注意力 + 逐元素 + t_comm + t_step</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="281"/>
        <source>GEMMs = F_GEMM / (Π × η_c × η_shape) = %1 / (%2 × %3 × %4) = %5</source>
        <translation>GEMM = F_GEMM / (Π × η_c × η_shape) = %1 / (%2 × %3 × %4) = %5</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="285"/>
        <source>weight stream = B_w / (W × η_m) = %1 / (%2 × %3) = %4</source>
        <translation>权重读取 = B_w / (W × η_m) = %1 / (%2 × %3) = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="290"/>
        <source>attention = F_attn / (Π × η_c × η_shape) = %1 / (%2 × %3 × %4) = %5</source>
        <translation>注意力 = F_attn / (Π × η_c × η_shape) = %1 / (%2 × %3 × %4) = %5</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="294"/>
        <source>elementwise = B_e / (W × η_m) = %1 / (%2 × %3) = %4</source>
        <translation>逐元素 = B_e / (W × η_m) = %1 / (%2 × %3) = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="300"/>
        <source>GPU part = max(%1, %2) + %3 + %4 + %5 + %6 = %7</source>
        <translation>GPU 部分 = max(%1, %2) + %3 + %4 + %5 + %6 = %7</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="308"/>
        <source>TTFT = max(GPU part, weights streamed) = max(%1, %2) = %3</source>
        <translation>TTFT = max(GPU 部分, 传输的权重) = max(%1, %2) = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="314"/>
        <source>TTFT = GPU part + host layers + PCIe hand-over = %1 + %2 + %3 = %4</source>
        <translation>TTFT = GPU 部分 + 主机层 + PCIe 交接 = %1 + %2 + %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="320"/>
        <source>TTFT = max(%1, %2) + %3 + %4 + %5 + %6 = %7 (%8)</source>
        <translation>TTFT = max(%1, %2) + %3 + %4 + %5 + %6 = %7（%8）</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="333"/>
        <source>b = %1 sequences of s_in = %2 prompt tokens on t = %3 GPUs. P_tok: the weights every prompt token passes through (not the embedding lookup; routed experts at their active share); P_head: the output head, run for the last token only. F_seq: attention of one sequence over all layers, the causal half (k = 2 without flash attention). η_shape: the share of the large-GEMM efficiency GEMMs of this shape reach (M/(M+h) × N/(N+h) × K/(K+h), h = %4). The weight stream overlaps the GEMMs; attention and the elementwise work (norms, residuals, rotary, activation) follow them. t_step: the engine&apos;s fixed cost where it is longer than the GPU&apos;s work.</source>
        <translation>b = %1 个序列，每个 s_in = %2 个提示词 token，在 t = %3 块 GPU 上。P_tok：每个提示词 token 经过的权重（不含嵌入查找；路由专家按其激活比例计）；P_head：输出头，只对最后一个 token 运行。F_seq：一个序列在所有层上的注意力，因果的一半（不用 Flash Attention 时 k = 2）。η_shape：此形状的 GEMM 能达到的大 GEMM 效率的比例（M/(M+h) × N/(N+h) × K/(K+h)，h = %4）。权重读取与 GEMM 重叠；注意力和逐元素工作（归一化、残差、旋转编码、激活）在其后进行。t_step：推理引擎的固定开销，当它长于 GPU 的工作时计入。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="358"/>
        <source>%6: I*_engine = (Π × η_c) / (W × η_m) = (%1 × %2) / (%3 × %4) = %5</source>
        <translation>%6：I*_engine = (Π × η_c) / (W × η_m) = (%1 × %2) / (%3 × %4) = %5</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="378"/>
        <source>%5, the training step&apos;s own: I*_step = Π_step / (W × η_m) = %1 / (%2 × %3) = %4</source>
        <translation>%5，训练步自身的：I*_step = Π_step / (W × η_m) = %1 / (%2 × %3) = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="383"/>
        <source>%5, decode&apos;s own: I*_decode = Π_decode / (W × η_m) = %1 / (%2 × %3) = %4</source>
        <translation>%5，解码自身的：I*_decode = Π_decode / (W × η_m) = %1 / (%2 × %3) = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="386"/>
        <source>%5, prefill&apos;s own: I*_prefill = Π_prefill / (W × η_m) = %1 / (%2 × %3) = %4</source>
        <translation>%5，预填充自身的：I*_prefill = Π_prefill / (W × η_m) = %1 / (%2 × %3) = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="397"/>
        <source>The engine reaches the same share of peak compute and of bandwidth, so the engine ridge equals the GPU ridge.</source>
        <translation>推理引擎达到的峰值算力比例与带宽比例相同，因此引擎脊点等于 GPU 脊点。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="399"/>
        <source>The engine reaches %1 of peak compute but %2 of bandwidth, so the engine ridge sits at %3 × the GPU ridge. Each pass is judged against its own ridge (the decode, prefill or step ridge), lower still where its GEMMs are thin.</source>
        <translation>推理引擎达到峰值算力的 %1，但带宽的 %2，因此引擎脊点位于 GPU 脊点的 %3 倍处。每个阶段都按其自身的脊点（解码、预填充或训练步脊点）判定；GEMM 较窄时，该脊点还会更低。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="411"/>
        <source>%4: I* = Π / W = %1 / %2 = %3</source>
        <translation>%4：I* = Π / W = %1 / %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="420"/>
        <source>Left of its own ridge a pass waits for memory; right of it, for the tensor cores. Π is the dense peak for the compute format, W the datasheet bandwidth: I* is the GPU ridge. %1</source>
        <translation>位于自身脊点左侧时，计算在等待内存；位于右侧时，在等待 Tensor Core。Π 为该计算格式的稠密峰值算力，W 为规格表带宽：I* 即 GPU 脊点。%1</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_disaggregated.cpp" line="17"/>
        <source>Time to first token (disaggregated prefill)</source>
        <translation>首 token 时间（分离式预填充）</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_disaggregated.cpp" line="18"/>
        <source>TTFT = prefill on the pool + t_kv + first decode step</source>
        <translation>TTFT = 预填充池上的预填充 + t_kv + 第一个解码步</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_disaggregated.cpp" line="19"/>
        <source>prefill on the pool = max(GEMMs, weight stream) + attention + elementwise + t_comm + t_step = max(%1, %2) + %3 + %4 + %5 + %6 = %7 (%8)</source>
        <translation>预填充池上的预填充 = max(GEMM, 权重读取) + 注意力 + 逐元素 + t_comm + t_step = max(%1, %2) + %3 + %4 + %5 + %6 = %7（%8）</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_disaggregated.cpp" line="28"/>
        <source>KV moved = b × KV(s_in) = %1 × %2 = %3</source>
        <translation>传输的 KV = b × KV(s_in) = %1 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_disaggregated.cpp" line="30"/>
        <source>link = min(t_p × share_p, t_d × share_d) = min(%1 × %2, %3 × %4) = %5</source>
        <translation>链路 = min(t_p × 份额_p, t_d × 份额_d) = min(%1 × %2, %3 × %4) = %5</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_disaggregated.cpp" line="37"/>
        <source>t_kv = KV moved / link + latency = %1 / %2 + %3 = %4</source>
        <translation>t_kv = 传输的 KV / 链路 + 延迟 = %1 / %2 + %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_disaggregated.cpp" line="41"/>
        <source>TTFT = %1 + %2 + %3 = %4</source>
        <translation>TTFT = %1 + %2 + %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_disaggregated.cpp" line="44"/>
        <source>without the pool the decode GPUs prefill themselves: a first token after %1</source>
        <translation>无预填充池时由解码 GPU 自己预填充：首 token 在 %1 后</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_disaggregated.cpp" line="47"/>
        <location filename="../ui/explain/explain_inference.cpp" line="328"/>
        <source>latency = TTFT + s_out × TPOT = %1 + %2 × %3 = %4</source>
        <translation>延迟 = TTFT + s_out × TPOT = %1 + %2 × %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_disaggregated.cpp" line="51"/>
        <source>The pool: %1 × %2 in %3 replica(s) of t_p = %4 GPUs, b = %5 prompt(s) of s_in = %6 tokens. Each GPU of a replica holds the cache of its own KV heads and sends that slice through its share of its server&apos;s network adapters (adapters × rate / GPUs a server), all at once, so a replica moves its GPUs&apos; shares together; the narrower side sets the pace. The decode GPUs (t_d = %7 a replica) then compute the first answer token from the moved cache. They never pause for a prompt, so the time per token stays steady under load; the serving simulation&apos;s first-token percentiles include the queue for the pool, its prefill and the transfer. The pool prefills %8 prompts a second.</source>
        <translation>预填充池：%1 × %2，共 %3 个副本，每个副本 t_p = %4 个 GPU；b = %5 个提示，每个 s_in = %6 个 token。副本中的每个 GPU 持有自己那部分 KV 头的缓存，并通过它在服务器网卡中所占的份额（网卡数 × 速率 / 每台服务器的 GPU 数）同时发送这一部分，因此一个副本的传输速率是其各 GPU 份额之和；较窄的一侧决定速度。随后解码 GPU（每个副本 t_d = %7 个）根据传来的缓存算出第一个回答 token。它们从不因提示而暂停，所以负载下每 token 时间保持平稳；服务模拟的首 token 百分位数包含在预填充池前的排队、预填充和传输。预填充池每秒可处理 %8 个提示。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_disaggregated.cpp" line="83"/>
        <source>cloud $/h = N × rate + N_pool × rate_pool = %1 × %2 + %3 × %4 = %5</source>
        <translation>云端 $/h = N × 费率 + N_池 × 费率_池 = %1 × %2 + %3 × %4 = %5</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_disaggregated.cpp" line="92"/>
        <source>capex = N × price + N_pool × price_pool + server = %1 × %2 + %3 × %4 + %5 = %6</source>
        <translation>资本支出 = N × 单价 + N_池 × 单价_池 + 服务器 = %1 × %2 + %3 × %4 + %5 = %6</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_disaggregated.cpp" line="98"/>
        <source>owned $/h = capex / (lifetime × 8760 h) + (N × TDP + N_pool × TDP_pool + servers&apos; draw) × PUE × $/kWh / 1000 + capex × maintenance / 8760 h</source>
        <translation>自有 $/h = 购置成本 / (使用年限 × 8760 h) + (N × TDP + N_pool × TDP_pool + 服务器功耗) × PUE × $/kWh / 1000 + 购置成本 × 维护费率 / 8760 h</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_disaggregated.cpp" line="103"/>
        <source>= %1 / (%2 × 8760) + (%3 × %4 W + %5 × %6 W + %7 W) × %8 × %9 / 1000 + %1 × %10 / 8760 = %11</source>
        <translation>= %1 / (%2 × 8760) + (%3 × %4 W + %5 × %6 W + %7 W) × %8 × %9 / 1000 + %1 × %10 / 8760 = %11</translation>
    </message>
    <message>
        <source>owned $/h = capex / (lifetime × 8760 h) + (N × TDP + N_pool × TDP_pool) × PUE × $/kWh / 1000 + capex × maintenance / 8760 h</source>
        <translation type="vanished">自有 $/h = 资本支出 / (寿命 × 8760 h) + (N × TDP + N_池 × TDP_池) × PUE × $/kWh / 1000 + 资本支出 × 维护 / 8760 h</translation>
    </message>
    <message>
        <source>= %1 / (%2 × 8760) + (%3 × %4 W + %5 × %6 W) × %7 × %8 / 1000 + %1 × %9 / 8760 = %10</source>
        <translation type="vanished">= %1 / (%2 × 8760) + (%3 × %4 W + %5 × %6 W) × %7 × %8 / 1000 + %1 × %9 / 8760 = %10</translation>
    </message>
    <message>
        <source>The engine reaches %1 of peak compute but %2 of bandwidth, so the effective ridge sits at %3 × the datasheet ridge. Each pass is judged against its own effective ridge, lower still where its GEMMs are thin.</source>
        <translation type="vanished">推理引擎达到峰值算力的 %1，但带宽的 %2，因此有效脊点位于规格脊点的 %3 倍处。每个阶段都按其自身的有效脊点判定；GEMM 较窄时，该脊点还会更低。</translation>
    </message>
    <message>
        <source>F_pre = b × (2 × P_act × s_in + 2 × L × n_h × d_h × s_in²) / t = %1</source>
        <translation type="vanished">F_pre = b × (2 × P_act × s_in + 2 × L × n_h × d_h × s_in²) / t = %1</translation>
    </message>
    <message>
        <source>(b = %1, P_act = %2, s_in = %3, L = %4, n_h = %5, d_h = %6, t = %7)</source>
        <translation type="vanished">（b = %1，P_act = %2，s_in = %3，L = %4，n_h = %5，d_h = %6，t = %7）</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="113"/>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>End-to-end latency = TTFT + s_out × TPOT = %1.</source>
        <translation type="vanished">端到端延迟 = TTFT + s_out × TPOT = %1。</translation>
    </message>
    <message>
        <source>I*_eff = (Π × η_c) / (W × η_m) = (%1 × %2) / (%3 × %4) = %5</source>
        <translation type="vanished">I*_eff = (Π × η_c) / (W × η_m) = (%1 × %2) / (%3 × %4) = %5</translation>
    </message>
    <message>
        <source>the training step&apos;s own: I*_step = Π_step / (W × η_m) = %1 / (%2 × %3) = %4</source>
        <translation type="vanished">训练步自身的：I*_step = Π_step / (W × η_m) = %1 / (%2 × %3) = %4</translation>
    </message>
    <message>
        <source>decode&apos;s own: I*_decode = Π_decode / (W × η_m) = %1 / (%2 × %3) = %4</source>
        <translation type="vanished">解码自身的：I*_decode = Π_decode / (W × η_m) = %1 / (%2 × %3) = %4</translation>
    </message>
    <message>
        <source>prefill&apos;s own: I*_prefill = Π_prefill / (W × η_m) = %1 / (%2 × %3) = %4</source>
        <translation type="vanished">预填充自身的：I*_prefill = Π_prefill / (W × η_m) = %1 / (%2 × %3) = %4</translation>
    </message>
    <message>
        <source>The engine reaches the same share of peak compute and of bandwidth, so the effective ridge equals the datasheet ridge.</source>
        <translation type="vanished">推理引擎达到的峰值算力比例与带宽比例相同，因此有效脊点等于规格表脊点。</translation>
    </message>
    <message>
        <source>The engine reaches %1 of peak compute but %2 of bandwidth, so the effective ridge sits at %3 × the datasheet ridge: a pass between the two is judged by the effective one, where its modelled times cross.</source>
        <translation type="vanished">推理引擎达到峰值算力的 %1，但只达到带宽的 %2，因此有效脊点位于规格表脊点的 %3 倍处：介于两者之间的过程按有效脊点判定，即其建模时间相交之处。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="409"/>
        <source>Ridge point</source>
        <translation>脊点</translation>
    </message>
    <message>
        <source>I* = Π / W = %1 / %2 = %3</source>
        <translation type="vanished">I* = Π / W = %1 / %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="416"/>
        <source>critical batch ≈ I* × β_w / 2 = %1 × %2 / 2 = %3</source>
        <translation>临界批大小 ≈ I* × β_w / 2 = %1 × %2 / 2 = %3</translation>
    </message>
    <message>
        <source>Below the ridge a pass waits for memory; above it, for the tensor cores. Π is the dense peak for the compute format, W the datasheet bandwidth. %1</source>
        <translation type="vanished">低于脊点时，计算在等待内存；高于脊点时，在等待 Tensor Core。Π 为该计算格式的稠密峰值算力，W 为规格表带宽。%1</translation>
    </message>
    <message>
        <source>compute %1 %2 memory %3 ⇔ I %4 I*_eff → %5</source>
        <translation type="vanished">计算 %1 %2 内存 %3 ⇔ I %4 I*_eff → %5</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_verdict.cpp" line="122"/>
        <source>More batch raises the intensity of decode: the weights are read once for every sequence of the batch. %1</source>
        <translation>增大批大小会提高解码的算术强度：权重对批内所有序列只读取一次。%1</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_verdict.cpp" line="53"/>
        <source>I = F / B = %1 / %2 = %3</source>
        <translation>I = F / B = %1 / %2 = %3</translation>
    </message>
    <message>
        <source>attainable = min(Π, I × W) = min(%1, %2 × %3)</source>
        <translation type="vanished">可达性能 = min(Π, I × W) = min(%1, %2 × %3)</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_verdict.cpp" line="51"/>
        <source>F = F_GEMM + F_attn = %1 + %2 = %3</source>
        <translation>F = F_GEMM + F_attn = %1 + %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_verdict.cpp" line="56"/>
        <source>the engine&apos;s compute roof: Π × η_c = %1 × %2 = %3</source>
        <translation>推理引擎的算力屋顶：Π × η_c = %1 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_verdict.cpp" line="60"/>
        <source>this pass&apos;s, its GEMM shapes included: Π_pass = F / t_compute = %1 / %2 = %3</source>
        <translation>此阶段的（含其 GEMM 形状）：Π_pass = F / t_compute = %1 / %2 = %3</translation>
    </message>
    <message>
        <source>I*_eff = Π_pass / (W × η_m) = %1 / (%2 × %3) = %4</source>
        <translation type="vanished">I*_eff = Π_pass / (W × η_m) = %1 / (%2 × %3) = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_verdict.cpp" line="71"/>
        <source>t_comm %1 %2 max(t_compute %3, t_memory %4)</source>
        <translation>t_comm %1 %2 max(t_compute %3, t_memory %4)</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_verdict.cpp" line="75"/>
        <source>→ %1</source>
        <translation>→ %1</translation>
    </message>
    <message>
        <source>I %1 %2 I*_eff %3 → %4</source>
        <translation type="vanished">I %1 %2 I*_eff %3 → %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_verdict.cpp" line="64"/>
        <source>its own ridge, the %5: I*_pass = Π_pass / (W × η_m) = %1 / (%2 × %3) = %4</source>
        <translation>其自身的脊点，即%5：I*_pass = Π_pass / (W × η_m) = %1 / (%2 × %3) = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_verdict.cpp" line="78"/>
        <source>I %1 %2 I*_pass %3 → %4</source>
        <translation>I %1 %2 I*_pass %3 → %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_verdict.cpp" line="84"/>
        <source>its roof at I: min(Π_pass, I × W × η_m) = min(%1, %2 × %3 × %4) = %5</source>
        <translation>其在 I 处的屋顶：min(Π_pass, I × W × η_m) = min(%1, %2 × %3 × %4) = %5</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_verdict.cpp" line="90"/>
        <source>the point: achieved = F / t = %1 / %2 = %3</source>
        <translation>该点：实际达到 = F / t = %1 / %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_verdict.cpp" line="94"/>
        <source>Each pass is judged against its own roof: the engine&apos;s bandwidth, and the engine&apos;s compute lowered by the shapes of the pass&apos;s GEMMs (thin GEMMs reach less of the peak). Communication that does not overlap decides when it is the longest part of the pass. The point sits at the pass&apos;s FLOPs over its whole time, communication and fixed costs included.</source>
        <translation>每个阶段都按其自身的屋顶判定：推理引擎的带宽，以及因该阶段 GEMM 形状而降低的推理引擎算力（窄 GEMM 达到的峰值比例更低）。未被重叠的通信若是该阶段最长的部分，则由它决定瓶颈。该点位于该阶段的 FLOP 除以其总时间处，包括通信和固定开销。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_verdict.cpp" line="110"/>
        <source>communication-bound</source>
        <translation>通信受限</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_verdict.cpp" line="120"/>
        <source>Decode step on the roofline</source>
        <translation>屋顶线上的解码步</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_verdict.cpp" line="128"/>
        <source>Prefill on the roofline</source>
        <translation>屋顶线上的预填充</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="72"/>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="75"/>
        <source>kv_tok = 2 × L × n_kv × d_h × β_kv = 2 × %1 × %2 × %3 × %4 B = %5</source>
        <translation>kv_tok = 2 × L × n_kv × d_h × β_kv = 2 × %1 × %2 × %3 × %4 B = %5</translation>
    </message>
    <message>
        <source>KV per GPU = kv_tok × (s_in + s_out) × b / t = %1 × %2 × %3 / %4 = %5</source>
        <translation type="vanished">每 GPU 的 KV = kv_tok × (s_in + s_out) × b / t = %1 × %2 × %3 / %4 = %5</translation>
    </message>
    <message>
        <source>Grouped-query attention (fewer KV heads) and a narrower KV format shrink it; it grows linearly with both context and batch.</source>
        <translation type="vanished">分组查询注意力（更少的 KV 头）和更窄的 KV 格式可以缩小它；它随上下文长度和批大小线性增长。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="22"/>
        <source>KV per sequence = kv_tok × tokens held = %1 × %2 = %3</source>
        <translation>每序列 KV = kv_tok × 保留的 token 数 = %1 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="31"/>
        <source>KV per sequence = ((L − L_w) × s + L_w × min(s, w)) × kv_layer = ((%1 − %2) × %3 + %2 × min(%3, %4)) × %5 = %6</source>
        <translation>每序列 KV = ((L − L_w) × s + L_w × min(s, w)) × kv_layer = ((%1 − %2) × %3 + %2 × min(%3, %4)) × %5 = %6</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="46"/>
        <source>kv_tok = L × values per layer and token × β_kv = %1 × %2 × %3 B = %4</source>
        <translation>kv_tok = L × 每层每 token 的值数 × β_kv = %1 × %2 × %3 B = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="52"/>
        <source>Latent attention: each layer caches one latent of %1 values and a rotary key of %2, whatever the number of heads.</source>
        <translation>潜在注意力：每层缓存一个 %1 个值的潜在向量和一个 %2 个值的旋转键，与头数无关。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="57"/>
        <source>Averaged over the context, with %1 of the %2 layers holding at most %3 tokens: %4 per token.</source>
        <translation>在上下文上取平均，%2 层中有 %1 层最多保留 %3 个 token：每 token %4。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="92"/>
        <source>KV per GPU = KV per sequence × b × L_gpu / L / t = %1 × %2 × %3 / %4 / %5 = %6</source>
        <translation>每个 GPU 的 KV = 每序列 KV × b × L_gpu / L / t = %1 × %2 × %3 / %4 / %5 = %6</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="99"/>
        <source>KV per GPU = KV per sequence × b × L_gpu / L × share = %1 × %2 × %3 / %4 × %5 = %6</source>
        <translation>每 GPU KV = 每序列 KV × b × L_gpu / L × 份额 = %1 × %2 × %3 / %4 × %5 = %6</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="106"/>
        <source>KV per GPU = KV per sequence × b / t = %1 × %2 / %3 = %4</source>
        <translation>每 GPU KV = 每序列 KV × b / t = %1 × %2 / %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="111"/>
        <source>KV per GPU = KV per sequence × b × share = %1 × %2 × %3 = %4</source>
        <translation>每 GPU KV = 每序列 KV × b × 份额 = %1 × %2 × %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="117"/>
        <source> A latent cache (MLA) is kept whole on each of the %1 GPUs of the tensor-parallel group: every GPU&apos;s heads read all of it.</source>
        <translation> 潜在缓存（MLA）在张量并行组的 %1 个 GPU 上各保存一份完整副本：每个 GPU 的注意力头都读取全部缓存。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="121"/>
        <source> Fewer KV heads (%1) than GPUs (%2): each head is kept on several, a GPU holds ceil(n_kv / t) of them.</source>
        <translation> KV 头（%1）少于 GPU（%2）：每个头保存在多个 GPU 上，一个 GPU 持有 ceil(n_kv / t) 个。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="125"/>
        <source>Tokens held: prompt + output, %1 + %2, rounded up to the engine&apos;s whole KV blocks of %3. Grouped-query attention (fewer KV heads) and a narrower KV format shrink it; it grows linearly with both context and batch.</source>
        <translation>保留的 token：提示词 + 输出，%1 + %2，向上取整到推理引擎的完整 KV 块（每块 %3）。分组查询注意力（更少的 KV 头）和更窄的 KV 格式可以缩小它；它随上下文和批大小线性增长。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="141"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="145"/>
        <source>weights per GPU = (P × β_w + 2 B × P_LoRA) / (t × p × z) = (%1 × %2 B + 2 B × %3) / (%4 × %5 × %6) = %7</source>
        <translation>每 GPU 权重 = (P × β_w + 2 B × P_LoRA) / (t × p × z) = (%1 × %2 B + 2 B × %3) / (%4 × %5 × %6) = %7</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="152"/>
        <source>weights per GPU = P × β_w / (t × p × z) = %1 × %2 B / (%3 × %4 × %5) = %6</source>
        <translation>每 GPU 权重 = P × β_w / (t × p × z) = %1 × %2 B / (%3 × %4 × %5) = %6</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="158"/>
        <source>t: tensor parallel, p: pipeline stages, z: data-parallel ranks when ZeRO-3 shards the weights (else 1); P_LoRA: the adapters.</source>
        <translation>t：张量并行，p：流水线级数，z：ZeRO-3 切分权重时的数据并行秩数（否则为 1）；P_LoRA：适配器。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="164"/>
        <source>weights per GPU = P_gpu × β_w / t = %1 × %2 B / %3 = %4</source>
        <translation>每个 GPU 的权重 = P_gpu × β_w / t = %1 × %2 B / %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="169"/>
        <source>P_gpu: two layers&apos; weights, the one computed and the next one arriving over PCIe; all %1 live in host memory.</source>
        <translation>P_gpu：两层的权重，正在计算的一层和经 PCIe 到达的下一层；全部 %1 位于主机内存。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="172"/>
        <source>P_gpu: the parameters of the GPU&apos;s %1 of %2 layers; the rest, with the embedding and output head, is %3 in host memory.</source>
        <translation>P_gpu：GPU 上 %2 层中 %1 层的参数；其余部分连同嵌入层和输出头共 %3，位于主机内存。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="179"/>
        <source>weights per GPU = P × β_w / t = %1 × %2 B / %3 = %4</source>
        <translation>每 GPU 权重 = P × β_w / t = %1 × %2 B / %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="184"/>
        <source>weights per GPU = the shared weights / t + whole experts held = %1</source>
        <translation>每 GPU 权重 = 共享权重 / t + 完整保存的专家 = %1</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="188"/>
        <source>%1 stores %2 bits per weight, block scales included.</source>
        <translation>%1 每个权重占 %2 位，含块缩放因子。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="198"/>
        <source>Memory per GPU</source>
        <translation>每 GPU 显存</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="200"/>
        <source>per GPU = weights + gradients + optimizer + activations + overhead</source>
        <translation>每 GPU = 权重 + 梯度 + 优化器 + 激活值 + 开销</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="203"/>
        <location filename="../ui/explain/explain_memory.cpp" line="212"/>
        <source>= %1 + %2 + %3 + %4 + %5 = %6</source>
        <translation>= %1 + %2 + %3 + %4 + %5 = %6</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="209"/>
        <source>per GPU = weights + KV cache + activations + overhead + draft model</source>
        <translation>每 GPU = 权重 + KV 缓存 + 激活 + 开销 + 草稿模型</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="217"/>
        <source>per GPU = weights + KV cache + activations + overhead</source>
        <translation>每 GPU = 权重 + KV 缓存 + 激活值 + 开销</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="219"/>
        <source>= %1 + %2 + %3 + %4 = %5</source>
        <translation>= %1 + %2 + %3 + %4 = %5</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="224"/>
        <source>usable = VRAM × usable fraction = %1 × %2 = %3 → %4</source>
        <translation>可用 = 显存 × 可用比例 = %1 × %2 = %3 → %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="229"/>
        <source>fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="230"/>
        <source>does not fit: needs %1 GPUs</source>
        <translation>放不下：需要 %1 块 GPU</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="231"/>
        <source>GPUs needed = ⌈job bytes / (usable − overhead)⌉ = %1.</source>
        <translation>所需 GPU 数 = ⌈任务字节数 / (可用 − 开销)⌉ = %1。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="240"/>
        <source>Largest batch that fits</source>
        <translation>放得下的最大批大小</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="241"/>
        <source>largest b with weights + b × KV per sequence / t + activations(b) + overhead ≤ usable</source>
        <translation>满足 权重 + b × 每序列 KV / t + 激活值(b) + 开销 ≤ 可用 的最大 b</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="250"/>
        <source>with speculative decoding the draft&apos;s weights and b × its KV per sequence / t count too</source>
        <translation>使用投机解码时，草稿模型的权重以及 b × 其每序列 KV / t 也要计入</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="253"/>
        <source>b = %1: %2 + %1 × %3 + %4 + %5 + %6 + %1 × %7 = %8 ≤ %9</source>
        <translation>b = %1：%2 + %1 × %3 + %4 + %5 + %6 + %1 × %7 = %8 ≤ %9</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="254"/>
        <source>b = %1: %2 + %1 × %3 + %4 + %5 + %6 + %1 × %7 = %8 &gt; %9: no batch fits</source>
        <translation>b = %1：%2 + %1 × %3 + %4 + %5 + %6 + %1 × %7 = %8 &gt; %9：任何批大小都放不下</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="267"/>
        <source>b = %1: %2 + %1 × %3 + %4 + %5 = %6 ≤ %7</source>
        <translation>b = %1：%2 + %1 × %3 + %4 + %5 = %6 ≤ %7</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="268"/>
        <source>b = %1: %2 + %1 × %3 + %4 + %5 = %6 &gt; %7: no batch fits</source>
        <translation>b = %1：%2 + %1 × %3 + %4 + %5 = %6 &gt; %7：没有批大小放得下</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="285"/>
        <source>Activations of the prefill chunk and the logits grow with the batch too; one more sequence would not fit. 0 means not even the weights fit.</source>
        <translation>预填充块的激活值和 logits 也随批大小增长；再多一个序列就放不下了。0 表示连权重都放不下。</translation>
    </message>
    <message>
        <source>largest b with weights + b × kv_tok × (s_in + s_out) / t + activations(b) + overhead ≤ usable</source>
        <translation type="vanished">满足 权重 + b × kv_tok × (s_in + s_out) / t + 激活值(b) + 开销 ≤ 可用 的最大 b</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="278"/>
        <source>largest b with %1 + b × %2 + activations(b) + %3 ≤ %4 → b = %5</source>
        <translation>满足 %1 + b × %2 + 激活值(b) + %3 ≤ %4 的最大 b → b = %5</translation>
    </message>
    <message>
        <source>Activations of the prefill chunk and the logits grow with the batch too; 0 means not even the weights fit.</source>
        <translation type="vanished">预填充块的激活值和 logits 也随批大小增长；0 表示连权重都放不下。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="19"/>
        <source>Training compute</source>
        <translation>训练计算量</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="20"/>
        <source>FLOP = %1 × P_act × T = %1 × %2 × %3 = %4</source>
        <translation>FLOP = %1 × P_act × T = %1 × %2 × %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="24"/>
        <source>Full recomputation runs the forward pass twice: 8 instead of 6.</source>
        <translation>完全重计算会执行两次前向传播：系数为 8 而不是 6。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="25"/>
        <source>2 FLOP per parameter and token forward, 4 backward.</source>
        <translation>每个参数每个 token 前向 2 FLOP，反向 4 FLOP。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="31"/>
        <source>step = compute + bubble + exposed communication = %1 + %2 + %3 = %4</source>
        <translation>步 = 计算 + 气泡 + 暴露的通信 = %1 + %2 + %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="40"/>
        <source>Training time</source>
        <translation>训练时间</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="41"/>
        <source>time (MFU) = FLOP / (N × Π × MFU) = %1 / (%2 × %3 × %4) = %5</source>
        <translation>时间（MFU）= FLOP / (N × Π × MFU) = %1 / (%2 × %3 × %4) = %5</translation>
    </message>
    <message>
        <source>time (modelled) = steps × step time = %1 × %2 = %3</source>
        <translation type="vanished">时间（建模）= 步数 × 步时间 = %1 × %2 = %3</translation>
    </message>
    <message>
        <source>step = compute / (1 − bubble) + exposed communication = %1 / (1 − %2) + %3</source>
        <translation type="vanished">步时间 = 计算 / (1 − 气泡) + 暴露的通信 = %1 / (1 − %2) + %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="53"/>
        <source>time = time (modelled) / goodput = %1 / %2 = %3</source>
        <translation>时间 = 时间（建模）/ goodput = %1 / %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="57"/>
        <source>The headline uses MFU, which already contains communication and stalls.</source>
        <translation>主要结果使用 MFU，它已包含通信和停顿。</translation>
    </message>
    <message>
        <source>The headline uses the modelled step time.</source>
        <translation type="vanished">主要结果使用建模的步时间。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="58"/>
        <source>The headline uses the modelled step time over the whole run: goodput = 0.68 / (1 + N / 147,456) is the share of the wall-clock that trains (0.68 for evaluation, checkpoints, stalls and ramps, fitted to published runs; the rest for interruptions, from Llama 3&apos;s 466 in 54 days on 16,384 GPUs). workload.goodput sets it.</source>
        <translation>主要结果使用整个运行期间的建模步时间：goodput = 0.68 / (1 + N / 147,456) 是挂钟时间中用于训练的比例（0.68 对应评估、检查点、停顿和爬坡阶段，按公开的训练运行拟合；其余对应中断，依据 Llama 3 在 16,384 块 GPU 上 54 天内的 466 次中断）。由 workload.goodput 设置。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="68"/>
        <source>GPU-hours</source>
        <translation>GPU 时</translation>
    </message>
    <message>
        <source>GPU-hours = N × time / 3600 = %1 × %2 / 3600 = %3</source>
        <translation type="vanished">GPU 时 = N × 时间 / 3600 = %1 × %2 / 3600 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="48"/>
        <source>time (modelled) = steps × step = %1 × %2 = %3</source>
        <translation>时间（模型） = 步数 × 每步 = %1 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="70"/>
        <source>GPU-hours = N × time / 3600 = %1 × %2 s / 3600 = %3</source>
        <translation>GPU 时 = N × 时间 / 3600 = %1 × %2 s / 3600 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="79"/>
        <source>Cost of the training run</source>
        <translation>训练运行成本</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="82"/>
        <source>cloud = GPU-hours × rate = %1 × %2 = %3</source>
        <translation>云 = GPU 时 × 单价 = %1 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="86"/>
        <source>owned = time × owned $/h = %1 h × %2 = %3</source>
        <translation>自有 = 时间 × 自有 $/h = %1 h × %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="91"/>
        <source>No price or cloud rate is known for this GPU.</source>
        <translation>此 GPU 没有已知的价格或云租用价格。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="101"/>
        <source>the point: achieved = F_step / step = %1 / %2 = %3</source>
        <translation>该点：实际达到 = F_step / 每步 = %1 / %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="105"/>
        <source>implied MFU = (6 / k) × MFU = (6 / %1) × %2 = %3</source>
        <translation>隐含 MFU = (6 / k) × MFU = (6 / %1) × %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="112"/>
        <source>implied MFU = (6 / k) × achieved / Π × goodput = (6 / %1) × %2 / %3 × %4 = %5</source>
        <translation>隐含 MFU = (6 / k) × 实际达到 / Π × 有效产出率 = (6 / %1) × %2 / %3 × %4 = %5</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="121"/>
        <source>The headline time uses the MFU you set, not the modelled step the roofline point shows; k = %1 FLOP per parameter and token.</source>
        <translation>标题时间使用你设置的 MFU，而不是屋顶线上的点所表示的模型步；k = 每参数每 token %1 FLOP。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="124"/>
        <source>k = %1: the step&apos;s FLOPs count %1 per parameter and token (8 when full recomputation runs the forward twice), the implied MFU counts the useful 6; goodput is the share of the run&apos;s wall-clock spent in steps.</source>
        <translation>k = %1：该步的 FLOP 按每参数每 token %1 计（完全重计算会把前向运行两次时为 8），隐含 MFU 只计有用的 6；有效产出率是整个运行的实际时间中用于训练步的比例。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="133"/>
        <source>Implied MFU</source>
        <translation>隐含 MFU</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="134"/>
        <source>implied MFU = 6 × P_act × T / (N × Π × time)</source>
        <translation>隐含 MFU = 6 × P_act × T / (N × Π × 时间)</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="136"/>
        <source>= 6 × %1 × %2 / (%3 × %4 × %5) = %6</source>
        <translation>= 6 × %1 × %2 / (%3 × %4 × %5) = %6</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="142"/>
        <source>An output of the modelled step, comparable with published MFU figures (Llama 2 reached 38–43% on A100).</source>
        <translation>建模步的一项输出，可与公开的 MFU 数据比较（Llama 2 在 A100 上达到 38–43%）。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="147"/>
        <source>With LoRA the frozen weights get no weight gradients, so a step does about 4 × P × T of work, not 6: by the usual 6 × P × T count the implied MFU reads about 1.5 times the share of peak actually used.</source>
        <translation>使用 LoRA 时冻结的权重没有权重梯度，因此一步的工作量约为 4 × P × T 而不是 6：按常用的 6 × P × T 计算，隐含 MFU 约为实际峰值利用率的 1.5 倍。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="156"/>
        <location filename="../ui/explain/explain_verdict.cpp" line="131"/>
        <source>Training step on the roofline</source>
        <translation>屋顶线上的训练步</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="157"/>
        <source>I = F_step / B_step = %1 / %2 = %3</source>
        <translation>I = F_step / B_step = %1 / %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="162"/>
        <source>F_step and B_step are one step&apos;s FLOPs and bytes per GPU; the point sits at F_step over the whole modelled step, bubble and exposed communication included.</source>
        <translation>F_step 和 B_step 是每 GPU 一步的 FLOP 和字节数；该点位于 F_step 除以整个模型步处，包括气泡和暴露的通信。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="171"/>
        <source>Training step</source>
        <translation>训练步</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="172"/>
        <source>compute = m × (GEMMs + attention + memory-bound + recompute + launches) + optimizer + t_step</source>
        <translation>计算 = m × (GEMM + 注意力 + 访存受限部分 + 重计算 + 内核启动) + 优化器 + t_step</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="175"/>
        <source>= %1 × (%2 + %3 + %4 + %5 + %6) + %7 + %8 = %9</source>
        <translation>= %1 × (%2 + %3 + %4 + %5 + %6) + %7 + %8 = %9</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="182"/>
        <source>bubble share = bubble / step = %1 / %2 = %3</source>
        <translation>气泡占比 = 气泡 / 每步 = %1 / %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="188"/>
        <source>scaling efficiency = compute / step = %1 / %2 = %3</source>
        <translation>扩展效率 = 计算 / 每步 = %1 / %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="192"/>
        <source>m = %1 micro-batches per step, each through the slowest pipeline stage. The bubble is the pipeline&apos;s idle time, (p − 1) micro-batch slots.</source>
        <translation>每步 m = %1 个微批次，每个都经过最慢的流水线级。气泡是流水线的空闲时间，即 (p − 1) 个微批次时隙。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="223"/>
        <source>communication = data parallel + tensor parallel + pipeline = %1 + %2 + %3 = %4</source>
        <translation>通信 = 数据并行 + 张量并行 + 流水线 = %1 + %2 + %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="229"/>
        <source>exposed = tensor + pipeline + (data − overlapped) + %1 × overlapped = %2 + %3 + (%4 − %5) + %1 × %5 = %6</source>
        <translation>暴露 = 张量 + 流水线 + (数据 − 重叠) + %1 × 重叠 = %2 + %3 + (%4 − %5) + %1 × %5 = %6</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="252"/>
        <source>GPUs for the deadline D = ⌈FLOP / (D × Π × u)⌉, u = FLOP / (N × Π × time) the share of peak the headline time uses</source>
        <translation>截止期限 D 所需 GPU = ⌈FLOP / (D × Π × u)⌉，u = FLOP / (N × Π × 时间) 为标题时间所用的峰值比例</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="255"/>
        <source>= ⌈N × time / D⌉ = ⌈%1 × %2 / %3⌉ = %4</source>
        <translation>= ⌈N × 时间 / D⌉ = ⌈%1 × %2 / %3⌉ = %4</translation>
    </message>
    <message>
        <source>compute = GEMMs + attention + memory-bound + launches + recompute + optimizer</source>
        <translation type="vanished">计算 = GEMM + 注意力 + 访存受限部分 + 内核启动 + 重计算 + 优化器</translation>
    </message>
    <message>
        <source>= %1 + %2 + %3 + %4 + %5 + %6 = %7</source>
        <translation type="vanished">= %1 + %2 + %3 + %4 + %5 + %6 = %7</translation>
    </message>
    <message>
        <source>step = compute + bubble + exposed communication = %1 + %2 × %3 + %4 = %3</source>
        <translation type="vanished">步时间 = 计算 + 气泡 + 暴露的通信 = %1 + %2 × %3 + %4 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="184"/>
        <source>communication share = exposed / step = %1 / %2 = %3</source>
        <translation>通信占比 = 暴露的通信 / 步时间 = %1 / %2 = %3</translation>
    </message>
    <message>
        <source>scaling efficiency = compute / step = %1</source>
        <translation type="vanished">扩展效率 = 计算 / 步时间 = %1</translation>
    </message>
    <message>
        <source>The bubble is the pipeline&apos;s idle share (p − 1) / (m + p − 1) of the step.</source>
        <translation type="vanished">气泡是流水线空闲的部分，占步时间的 (p − 1) / (m + p − 1)。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="204"/>
        <source>Communication per step</source>
        <translation>每步通信</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="205"/>
        <source>nodes = ⌈N / g⌉ = ⌈%1 / %2⌉ = %3</source>
        <translation>节点数 = ⌈N / g⌉ = ⌈%1 / %2⌉ = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="210"/>
        <source>network share per GPU = NICs × NIC rate / g = %1 × %2 / %3 = %4</source>
        <translation>每 GPU 网络份额 = 网卡数 × 网卡速率 / g = %1 × %2 / %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="215"/>
        <source>network share per GPU = management port / g = %1 / %2 = %3</source>
        <translation>每 GPU 网络分摊 = 管理端口 / g = %1 / %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="219"/>
        <source>hierarchical all-reduce of B bytes: reduce-scatter in the node (g − 1)/g × B, all-reduce of B/g across nodes 2(n − 1)/n × B/g on the network share, all-gather in the node</source>
        <translation>B 字节的分层 all-reduce：节点内 reduce-scatter (g − 1)/g × B，跨节点对 B/g 做 all-reduce 2(n − 1)/n × B/g（使用网络份额），节点内 all-gather</translation>
    </message>
    <message>
        <source>communication = data parallel + tensor parallel + pipeline = %1 + %2 + %3 = %4; not overlapped: %5</source>
        <translation type="vanished">通信 = 数据并行 + 张量并行 + 流水线 = %1 + %2 + %3 = %4；未重叠：%5</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="235"/>
        <source>Past one node the gradients cross the network: a slow NIC per GPU is why consumer clusters scale poorly.</source>
        <translation>超过一个节点后梯度要经过网络：每 GPU 网卡慢，正是消费级集群扩展性差的原因。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="237"/>
        <source>One node: all traffic stays on the node&apos;s link.</source>
        <translation>单节点：所有流量都留在节点内互连上。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="239"/>
        <source>The gradients&apos; all-reduce overlaps the last backward pass; what overlaps still costs %1 of its time in shared SMs and bandwidth.</source>
        <translation>梯度的 all-reduce 与最后一次反向传播重叠；重叠部分仍因共享 SM 和带宽而耗费其时间的 %1。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="247"/>
        <source>Deadline</source>
        <translation>截止期限</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="249"/>
        <source>No deadline is set.</source>
        <translation>未设置截止期限。</translation>
    </message>
    <message>
        <source>GPUs for the deadline D = FLOP / (D × Π × MFU) = %1 / (%2 × %3 × %4) = %5</source>
        <translation type="vanished">满足截止期限 D 的 GPU 数 = FLOP / (D × Π × MFU) = %1 / (%2 × %3 × %4) = %5</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_range.cpp" line="72"/>
        <source>decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_range.cpp" line="73"/>
        <source>prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_range.cpp" line="74"/>
        <source>training</source>
        <translation>训练</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_range.cpp" line="75"/>
        <source>P10-P90 range: %1 to %2 (measured / predicted speed %3 to %4)</source>
        <translation>P10–P90 区间：%1 到 %2（实测 / 预测速度 %3 到 %4）</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_range.cpp" line="80"/>
        <source>the %1 spread of the %2 profile over its %3 calibration rows</source>
        <translation>%2 配置在其 %3 条校准数据上的 %1 离散度</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_range.cpp" line="83"/>
        <source>a wide %1 spread: the %2 profile has no calibration rows of its own for this</source>
        <translation>较宽的 %1 离散度：%2 配置没有针对此情形的校准数据</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_range.cpp" line="87"/>
        <source>, widened by ±%1 for the efficiencies you set</source>
        <translation>，因您设置的效率再放宽 ±%1</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_range.cpp" line="90"/>
        <source>About 8 of 10 real runs of a setup like this land inside the range (%1). It is not a guarantee: a setup unlike the measured ones may miss further.</source>
        <translation>此类配置的真实运行约有 8/10 落在该区间内（%1）。这并非保证：与实测配置差异较大的配置偏差可能更大。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_speculative.cpp" line="15"/>
        <source>a draft model (%1)</source>
        <translation>草稿模型（%1）</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_speculative.cpp" line="18"/>
        <source>custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_speculative.cpp" line="20"/>
        <source>the target&apos;s multi-token-prediction head</source>
        <translation>目标模型的多 token 预测头（MTP）</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_speculative.cpp" line="22"/>
        <source>an EAGLE head</source>
        <translation>EAGLE 头</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_speculative.cpp" line="24"/>
        <source>n-gram lookup in the text so far</source>
        <translation>在已有文本中做 n-gram 查找</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_speculative.cpp" line="36"/>
        <source>Speculative decoding: %1 proposes k = %2 tokens, each accepted with a = %3; the target verifies them in one pass of k + 1 tokens</source>
        <translation>投机解码：%1 提出 k = %2 个 token，每个以 a = %3 被接受；目标模型在一次 k + 1 个 token 的前向中验证它们</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_speculative.cpp" line="42"/>
        <source>tokens per step n = k + 1 = %1 + 1 = %2</source>
        <translation>每步 token 数 n = k + 1 = %1 + 1 = %2</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_speculative.cpp" line="46"/>
        <source>tokens per step n = (1 − a^(k+1)) / (1 − a) = (1 − %1^%2) / (1 − %1) = (1 − %3) / (1 − %1) = %4</source>
        <translation>每步 token 数 n = (1 − a^(k+1)) / (1 − a) = (1 − %1^%2) / (1 − %1) = (1 − %3) / (1 − %1) = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_speculative.cpp" line="53"/>
        <source>draft = k × t_draft = %1 × %2 = %3</source>
        <translation>草稿 = k × t_草稿 = %1 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_speculative.cpp" line="58"/>
        <source>draft = %1 of lookup on the CPU</source>
        <translation>草稿 = CPU 上查找 %1</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_speculative.cpp" line="60"/>
        <source>verify = max(%1, %2) + %3 + %4 = %5 (%6, intensity %7 FLOP/byte)</source>
        <translation>验证 = max(%1, %2) + %3 + %4 = %5（%6，强度 %7 FLOP/字节）</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_speculative.cpp" line="65"/>
        <source>TPOT = (draft + verify) / n = (%1 + %2) / %3 = %4</source>
        <translation>TPOT = (草稿 + 验证) / n = (%1 + %2) / %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_speculative.cpp" line="69"/>
        <source>speed-up = t_decode / TPOT = %1 / %2 = %3</source>
        <translation>加速比 = t_decode / TPOT = %1 / %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_speculative.cpp" line="78"/>
        <source>Speculative decoding: the verify pass</source>
        <translation>投机解码：验证前向</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_speculative.cpp" line="81"/>
        <source>The verify pass reads the weights once for k + 1 tokens a sequence: while it stays memory-bound it costs about one decode step, and every accepted token is nearly free.</source>
        <translation>验证前向为每个序列的 k + 1 个 token 只读一次权重：只要它仍是访存受限，代价约等于一个解码步，每个被接受的 token 几乎是免费的。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_speculative.cpp" line="84"/>
        <source>At this batch the verify pass is compute-bound: k + 1 tokens a sequence cost k + 1 times the FLOPs, rejected ones included, so speculation pays less or not at all.</source>
        <translation>在此批大小下验证过程受算力限制：每个序列 k + 1 个 token 需要 k + 1 倍的 FLOPs（包括被拒绝的），因此投机解码收益更小或没有收益。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_offload.cpp" line="14"/>
        <source>GPU part = max(%1, %2) + %3 + %4 = %5</source>
        <translation>GPU 部分 = max(%1, %2) + %3 + %4 = %5</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_offload.cpp" line="19"/>
        <source>All weights live in host memory and cross PCIe at every step; the next layer loads while this one runs.</source>
        <translation>所有权重都在主机内存中，每一步都经 PCIe 传输；下一层在本层计算时加载。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_offload.cpp" line="21"/>
        <source>stream = weight bytes / W_pcie = %1 / %2 = %3</source>
        <translation>传输 = 权重字节 / W_pcie = %1 / %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_offload.cpp" line="26"/>
        <source>TPOT = max(GPU part, stream) = max(%1, %2) = %3</source>
        <translation>TPOT = max(GPU 部分, 传输) = max(%1, %2) = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_offload.cpp" line="32"/>
        <source>Offload: %1 of %2 layers on the GPU, %3 in host memory on the CPU; the two parts run one after the other.</source>
        <translation>卸载：%2 层中 %1 层在 GPU 上，%3 层在主机内存中由 CPU 计算；两部分依次运行。</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_offload.cpp" line="39"/>
        <source>host compute = F_host / Π_host = %1 / %2 = %3</source>
        <translation>主机计算 = F_host / Π_host = %1 / %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_offload.cpp" line="41"/>
        <source>host memory = B_host / (W_host × η_host) = %1 / (%2 × %3) = %4</source>
        <translation>主机内存 = B_host / (W_host × η_host) = %1 / (%2 × %3) = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_offload.cpp" line="47"/>
        <source>host part = max(%1, %2) = %3</source>
        <translation>主机部分 = max(%1, %2) = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_offload.cpp" line="50"/>
        <source>TPOT = GPU part + host part + PCIe hand-over = %1 + %2 + %3 = %4</source>
        <translation>TPOT = GPU 部分 + 主机部分 + PCIe 交接 = %1 + %2 + %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_offload.cpp" line="54"/>
        <source>The host&apos;s part is %1 of each step: host memory bandwidth, not the GPU, sets the speed.</source>
        <translation>主机部分占每一步的 %1：决定速度的是主机内存带宽，而不是 GPU。</translation>
    </message>
</context>
<context>
    <name>ExportCaption</name>
    <message>
        <location filename="../ui/export/export_caption.cpp" line="15"/>
        <source>a %1-parameter model</source>
        <translation>一个 %1 参数的模型</translation>
    </message>
    <message>
        <location filename="../ui/export/export_caption.cpp" line="16"/>
        <source>a custom model</source>
        <translation>一个自定义模型</translation>
    </message>
    <message>
        <location filename="../ui/export/export_caption.cpp" line="23"/>
        <source>training on %1 tokens, sequence %2, micro-batch %3, weights %4, ZeRO stage %5</source>
        <translation>训练 %1 token，序列长度 %2，微批 %3，权重 %4，ZeRO 阶段 %5</translation>
    </message>
    <message>
        <location filename="../ui/export/export_caption.cpp" line="32"/>
        <source>serving, batch %1, %2 + %3 tokens, weights %4, KV cache %5, engine %6</source>
        <translation>推理服务，批大小 %1，%2 + %3 token，权重 %4，KV 缓存 %5，推理引擎 %6</translation>
    </message>
</context>
<context>
    <name>FieldControl</name>
    <message>
        <location filename="../ui/panels/bound_controls.cpp" line="41"/>
        <source>%1 to %2</source>
        <translation>%1 到 %2</translation>
    </message>
</context>
<context>
    <name>Headless</name>
    <message>
        <location filename="../ui/window/headless.cpp" line="28"/>
        <source>--format: unknown format &quot;%1&quot; (allowed: png, svg, pdf, csv)</source>
        <translation>--format：未知格式“%1”（允许：png、svg、pdf、csv）</translation>
    </message>
    <message>
        <location filename="../ui/window/headless.cpp" line="34"/>
        <source>--format: no format given (allowed: png, svg, pdf, csv)</source>
        <translation>--format：未给出格式（允许：png、svg、pdf、csv）</translation>
    </message>
    <message>
        <location filename="../ui/window/headless.cpp" line="91"/>
        <source>%1: cannot create the folder</source>
        <translation>%1：无法创建文件夹</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../ui/window/language.cpp" line="40"/>
        <source>System default</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../ui/window/language.cpp" line="71"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/window/language.cpp" line="87"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../ui/window/language.cpp" line="88"/>
        <source>The new language applies to what opens from now on; restart Ridgeline to see it in every menu and panel.</source>
        <translation>新语言将应用于此后打开的内容；重新启动 Ridgeline 后所有菜单和面板都会使用新语言。</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="10"/>
        <source>Why decode is memory-bound</source>
        <translation>为什么解码是访存受限的</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="11"/>
        <source>Bandwidth sets tokens/s at batch 1; the ridge point; batching climbs the roof until the KV cache stops it.</source>
        <translation>批大小为 1 时带宽决定 token/s；脊点；增大批大小会沿屋顶向上攀升，直到被 KV 缓存挡住。</translation>
    </message>
    <message>
        <source>seed 002</source>
        <translation type="vanished">来源文章 002</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="13"/>
        <source>At batch 1 a decode step does about 1 FLOP per byte of weights read.</source>
        <translation>批大小为 1 时，一个解码步每读取 1 字节权重大约执行 1 FLOP。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="14"/>
        <source>Step 1: the decode point&apos;s intensity at batch 1 comes out at 1 FLOP/byte.</source>
        <translation>第 1 步：批大小为 1 时，解码点的算术强度为 1 FLOP/byte。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="15"/>
        <source>Tokens/s at batch 1 = bandwidth / model bytes: a 7B fp16 model makes 239 tok/s on an H100 and 71 on an RTX 4090.</source>
        <translation>批大小为 1 时的 token/s = 带宽 / 模型字节数：7B fp16 模型在 H100 上可达 239 tok/s，在 RTX 4090 上为 71 tok/s。</translation>
    </message>
    <message>
        <source>Steps 1-2: the ratio between the GPUs is the ratio of their bandwidths. The seed&apos;s figures use all of the bandwidth; the engine reaches less (the effective roof), so the app shows fewer tokens/s.</source>
        <translation type="vanished">第 1–2 步：两款 GPU 的速度之比就是它们的带宽之比。来源文章的数字用满了全部带宽；推理引擎达不到这么多（即有效屋顶），因此应用显示的 token/s 更少。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="17"/>
        <source>H100 SXM: 989 TFLOP/s with sparsity, 312 dense.</source>
        <translation>H100 SXM：稀疏 989 TFLOP/s，稠密 312 TFLOP/s。</translation>
    </message>
    <message>
        <source>989 TFLOP/s is the dense BF16/FP16 figure; 312 is the A100&apos;s. Step 3 computes the ridge from the dense 989.</source>
        <translation type="vanished">989 TFLOP/s 是稠密 BF16/FP16 的数字；312 是 A100 的数字。第 3 步用稠密的 989 计算脊点。</translation>
    </message>
    <message>
        <source>seed 000</source>
        <translation type="vanished">来源文章 000</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="20"/>
        <source>The RTX 4090&apos;s compute-to-bandwidth ratio is 330, so a batch of about 330 balances compute and bandwidth.</source>
        <translation>RTX 4090 的算力与带宽之比为 330，因此批大小约为 330 时计算与带宽达到平衡。</translation>
    </message>
    <message>
        <source>330 TFLOP/s is FP16 with FP16 accumulate; with the FP32 accumulate that bf16 uses it is 165, so the ridge is about 165 FLOP/byte. And the KV cache read at every step grows with the batch: steps 5-7 show the decode point never reaching the ridge before memory runs out.</source>
        <translation type="vanished">330 TFLOP/s 是 FP16 且以 FP16 累加的数字；bf16 使用 FP32 累加，此时为 165，因此脊点约为 165 FLOP/byte。而且每一步都要读取的 KV 缓存会随批大小增长：第 5–7 步显示，在显存耗尽之前，解码点始终到达不了脊点。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="22"/>
        <source>One token, all the weights</source>
        <translation>一个 token，全部权重</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="23"/>
        <source>At batch 1 every decode step reads all {weights} of weights to make one token. On the {gpu} that gives {tokens-per-s}. The decode point sits at {intensity}: far to the left, on the sloped part of the roof.</source>
        <translation>批大小为 1 时，每个解码步都要读取全部 {weights} 权重才能生成一个 token。在 {gpu} 上，这样得到 {tokens-per-s}。解码点位于 {intensity}：远在左侧，处于屋顶的斜坡段上。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="24"/>
        <source>Bandwidth sets the speed</source>
        <translation>带宽决定速度</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="25"/>
        <source>The {gpu@1} reads {bandwidth@1} and makes {tokens-per-s@1}; the {gpu@0} reads {bandwidth@0} and makes {tokens-per-s@0}. At batch 1 the speeds differ as the bandwidths do: the compute ceilings play no part.</source>
        <translation>{gpu@1} 的读取带宽为 {bandwidth@1}，生成 {tokens-per-s@1}；{gpu@0} 的读取带宽为 {bandwidth@0}，生成 {tokens-per-s@0}。批大小为 1 时，速度之比与带宽之比相同：算力上限不起任何作用。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="26"/>
        <source>The ridge point</source>
        <translation>脊点</translation>
    </message>
    <message>
        <source>The ridge is where the bandwidth slope meets the compute ceiling: {peak} / {bandwidth} = {ridge} on the {gpu}, {ridge@1} on the {gpu@1}. An engine reaches only part of both, so the ridge it works against, the effective ridge, is {effective-ridge}.</source>
        <translation type="vanished">脊点是带宽斜线与算力上限的交点：在 {gpu} 上为 {peak} / {bandwidth} = {ridge}，在 {gpu@1} 上为 {ridge@1}。推理引擎只能达到两者各自的一部分，因此它实际面对的脊点，即有效脊点，为 {effective-ridge}。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="28"/>
        <source>Left of the ridge: memory-bound</source>
        <translation>脊点左侧：访存受限</translation>
    </message>
    <message>
        <source>Any pass with an intensity below the effective ridge waits for memory, whatever the compute peak. Decode at batch 1 ({intensity}) is deep in this region: a faster tensor core would not make it one token faster.</source>
        <translation type="vanished">任何算术强度低于有效脊点的计算都在等待内存，无论峰值算力多高。批大小为 1 的解码（{intensity}）深处这一区域：更快的 Tensor Core 也不能让它多生成哪怕一个 token。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="30"/>
        <source>Batching shares each weight read</source>
        <translation>批处理分摊每次权重读取</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="31"/>
        <source>With 32 sequences each step still reads the weights once but makes 32 tokens: {tokens-per-s} in all, {per-user} for each user. The dotted trail is the decode point at batch 1, 2, 4, ... up to {max-batch}, the largest batch that fits: it climbs the roof.</source>
        <translation>有 32 个序列时，每一步仍只读取一次权重，却能生成 32 个 token：总计 {tokens-per-s}，每个用户 {per-user}。点线轨迹是批大小为 1、2、4……直到 {max-batch}（放得下的最大批大小）时的解码点：它沿屋顶向上攀升。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="32"/>
        <source>The KV cache stops the climb</source>
        <translation>KV 缓存挡住了攀升</translation>
    </message>
    <message>
        <source>At the largest batch that fits, {max-batch}, the decode point reaches only {trail-intensity} ({trail-tflops}), still left of the effective ridge ({effective-ridge}): each sequence&apos;s KV cache, {kv-per-token} per token, is read at every step too, and it grows with the batch. Llama-2-7B has no GQA: its decode stays memory-bound at every batch this GPU can hold.</source>
        <translation type="vanished">在放得下的最大批大小 {max-batch} 时，解码点也只达到 {trail-intensity}（{trail-tflops}），仍位于有效脊点（{effective-ridge}）左侧：每个序列的 KV 缓存（每 token {kv-per-token}）在每一步也都要读取，而且它随批大小增长。Llama-2-7B 没有 GQA：在这块 GPU 能容纳的任何批大小下，它的解码都是访存受限的。</translation>
    </message>
    <message>
        <source>At the largest batch that fits, {max-batch}, the decode point reaches only {trail-intensity} ({trail-tflops}), still left of its own effective ridge ({trail-ridge}), {trail-bound}: each sequence&apos;s KV cache, {kv-per-token} per token, is read at every step too, and it grows with the batch. Llama-2-7B has no GQA: its decode stays memory-bound at every batch this GPU can hold.</source>
        <translation type="vanished">在放得下的最大批大小 {max-batch} 时，解码点只达到 {trail-intensity}（{trail-tflops}），仍位于其自身有效脊点（{trail-ridge}）左侧，{trail-bound}：每个序列的 KV 缓存（每 token {kv-per-token}）在每一步也都要读取，并且随批大小增长。Llama-2-7B 没有 GQA：在此 GPU 能容纳的任何批大小下，其解码都保持访存受限。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="34"/>
        <source>Where batching would pay off</source>
        <translation>批处理何时才能见效</translation>
    </message>
    <message>
        <source>Counting the weights only, decode would turn compute-bound at a batch of about {critical-batch} on the {gpu} (ridge x bytes per weight / 2), {critical-batch@1} on the {gpu@1}. Seed 000&apos;s &quot;batch 330 on a 4090&quot; takes the FP16-accumulate 330 TFLOP/s and forgets the KV cache.</source>
        <translation type="vanished">如果只计权重，解码在 {gpu} 上批大小约为 {critical-batch} 时转为计算受限（脊点 x 每个权重的字节数 / 2），在 {gpu@1} 上约为 {critical-batch@1}。来源文章 000 的“4090 上批大小 330”用的是 FP16 累加的 330 TFLOP/s，而且忽略了 KV 缓存。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="36"/>
        <source>Speculation spends the idle compute</source>
        <translation>投机解码利用闲置的算力</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="37"/>
        <source>At batch 1 the tensor cores mostly wait for the weights. A small draft model (Llama-3.2-1B) guesses 4 tokens, each right 80 % of the time, and Llama-3.1-70B checks all of them in one verify pass of 5 tokens a sequence: {tokens-per-step} tokens a step on average. The verify pass (the star) reads the weights once, like a decode step, has five times its intensity and stays {verify-bound}: {verify-time} against {decode-time} for one plain step, plus {draft-time} of drafting. Time per token {tpot}: {speedup} faster.</source>
        <translation>批大小为 1 时，Tensor Core 大部分时间在等待权重。一个小的草稿模型（Llama-3.2-1B）猜测 4 个 token，每个有 80 % 的概率正确，Llama-3.1-70B 在一次每序列 5 个 token 的验证前向中检查全部：平均每步 {tokens-per-step} 个 token。验证前向（星形）像解码步一样只读一次权重，强度是它的五倍，仍然{verify-bound}：{verify-time}，而一个普通步为 {decode-time}，另加 {draft-time} 的草稿时间。每 token 时间 {tpot}：快 {speedup}。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="38"/>
        <source>Why speculation does not help at batch 256</source>
        <translation>为什么批大小 256 时投机解码没有帮助</translation>
    </message>
    <message>
        <source>With 256 sequences plain decode already uses the tensor cores. The verify pass now carries 5 x 256 tokens: it is {verify-bound}, {verify-time} against {decode-time} for a plain step, and the rejected guesses cost as much compute as the accepted ones. Still {tokens-per-step} tokens a step, but {speedup} the speed of plain decode: speculation pays while decode is memory-bound and stops paying past the ridge.</source>
        <translation type="vanished">有 256 个序列时，普通解码已经用上了 Tensor Core。验证前向现在承载 5 x 256 个 token：它是{verify-bound}，{verify-time}，而普通步为 {decode-time}，被拒绝的猜测与被接受的花费同样多的算力。每步仍有 {tokens-per-step} 个 token，但速度只有普通解码的 {speedup}：解码访存受限时投机解码才划算，越过拐点后就不再划算。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="18"/>
        <source>989 TFLOP/s is the dense BF16/FP16 figure; 312 is the A100&apos;s. Step 3 computes the GPU ridge from the dense 989.</source>
        <translation>989 TFLOP/s 是稠密 BF16/FP16 的数字；312 是 A100 的数字。第 3 步用稠密的 989 计算 GPU 脊点。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="21"/>
        <source>330 TFLOP/s is FP16 with FP16 accumulate; with the FP32 accumulate that bf16 uses it is 165, so the GPU ridge is about 165 FLOP/byte. And the KV cache read at every step grows with the batch: steps 5-7 show the decode point never reaching the decode ridge before memory runs out.</source>
        <translation>330 TFLOP/s 是 FP16 且以 FP16 累加的数字；bf16 使用 FP32 累加，此时为 165，因此 GPU 脊点约为 165 FLOP/byte。而且每一步都要读取的 KV 缓存会随批大小增长：第 5–7 步显示，在显存耗尽之前，解码点始终到达不了解码脊点。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="27"/>
        <source>The GPU ridge is where the bandwidth slope meets the compute ceiling: {peak} / {bandwidth} = {gpu-ridge} on the {gpu}, {gpu-ridge@1} on the {gpu@1}. An engine reaches only part of both: its engine ridge is {engine-ridge}. Each pass has a ridge of its own, lower where its matrices are thin: the decode ridge at batch 1 is {decode-ridge}, as on the Decode tile.</source>
        <translation>GPU 脊点是带宽斜线与算力上限的交点：在 {gpu} 上为 {peak} / {bandwidth} = {gpu-ridge}，在 {gpu@1} 上为 {gpu-ridge@1}。推理引擎只能达到两者各自的一部分：它的引擎脊点为 {engine-ridge}。每个阶段还有自己的脊点，矩阵较窄时更低：批大小为 1 时的解码脊点为 {decode-ridge}，与“解码”卡片上的数字相同。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="29"/>
        <source>Any pass with an intensity left of its own ridge waits for memory, whatever the compute peak. Decode at batch 1 ({intensity}) lies far left of the decode ridge ({decode-ridge}): a faster tensor core would not make it one token faster.</source>
        <translation>任何算术强度位于其自身脊点左侧的计算都在等待内存，无论峰值算力多高。批大小为 1 的解码（{intensity}）远在解码脊点（{decode-ridge}）左侧：更快的 Tensor Core 也不能让它多生成哪怕一个 token。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="33"/>
        <source>At the largest batch that fits, {max-batch}, the decode point reaches only {trail-intensity} ({trail-tflops}), still left of the decode ridge at that batch ({trail-ridge}; at this step&apos;s batch of 32 it is {decode-ridge}, as on the Decode tile), {trail-bound}: each sequence&apos;s KV cache, {kv-per-token} per token, is read at every step too, and it grows with the batch. Llama-2-7B has no GQA: its decode stays memory-bound at every batch this GPU can hold.</source>
        <translation>在放得下的最大批大小 {max-batch} 时，解码点只达到 {trail-intensity}（{trail-tflops}），仍位于该批大小下的解码脊点（{trail-ridge}；本步批大小 32 时为 {decode-ridge}，与“解码”卡片相同）左侧，{trail-bound}：每个序列的 KV 缓存（每 token {kv-per-token}）在每一步也都要读取，并且随批大小增长。Llama-2-7B 没有 GQA：在此 GPU 能容纳的任何批大小下，其解码都是访存受限的。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="35"/>
        <source>Counting the weights only, decode would turn compute-bound at a batch of about {critical-batch} on the {gpu} (GPU ridge x bytes per weight / 2), {critical-batch@1} on the {gpu@1}. The claim that a batch of about 330 balances a 4090 (see Claims) takes the FP16-accumulate 330 TFLOP/s and forgets the KV cache.</source>
        <translation>如果只计权重，解码在 {gpu} 上批大小约为 {critical-batch} 时转为计算受限（GPU 脊点 x 每个权重的字节数 / 2），在 {gpu@1} 上约为 {critical-batch@1}。“批大小约 330 即可让 4090 的算力与带宽平衡”这一论断（见“论断”）用的是 FP16 累加的 330 TFLOP/s，而且忽略了 KV 缓存。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="39"/>
        <source>With 256 sequences plain decode already uses the tensor cores. The verify pass now carries 5 x 256 tokens: it is {verify-bound}, {verify-time} against {decode-time} for a plain step, and the rejected guesses cost as much compute as the accepted ones. Still {tokens-per-step} tokens a step, but {speedup} the speed of plain decode: speculation pays while decode is memory-bound and stops paying once the verify pass crosses its own ridge, the verify ridge.</source>
        <translation>有 256 个序列时，普通解码已经在使用 Tensor Core。验证过程现在承载 5 x 256 个 token：它是{verify-bound}，耗时 {verify-time}，而普通一步为 {decode-time}；被拒绝的猜测与被接受的消耗同样多的算力。每步仍有 {tokens-per-step} 个 token，但速度只有普通解码的 {speedup}：解码访存受限时投机解码才划算，一旦验证过程越过其自身的脊点（验证脊点）便不再划算。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="41"/>
        <source>RTX 4090 or H100 for inference, per dollar</source>
        <translation>推理选 RTX 4090 还是 H100：按每美元比较</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="42"/>
        <source>Eight RTX 4090s against eight H100s serving Llama-2-70B: price, hourly cost, speed, and cost per million tokens at the batches each can hold.</source>
        <translation>8 块 RTX 4090 对比 8 块 H100 部署 Llama-2-70B 推理服务：价格、每小时成本、速度，以及在各自能容纳的批大小下的每百万 token 成本。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="43"/>
        <source>An 8x RTX 4090 server costs about $32k (cards $12.8k plus $20k server and network) and about $2 an hour over three years.</source>
        <translation>一台 8x RTX 4090 服务器约 $32,000（显卡 $12,800，加上服务器和网络 $20,000），按三年计每小时约 $2。</translation>
    </message>
    <message>
        <source>Step 2 shows the owned hourly cost from the core: capital over the lifetime plus power. PHYSICS.md reproduces the seed&apos;s $1.718/h for 5 kW at $0.10/kWh.</source>
        <translation type="vanished">第 2 步显示计算核心得出的自有每小时成本：按使用寿命摊销的资本成本加上电费。PHYSICS.md 复现了来源文章在 5 kW、$0.10/kWh 下得出的 $1.718/h。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="45"/>
        <source>The 8x 4090 server makes about 44M tokens an hour (22M tokens per dollar) on a 70B model.</source>
        <translation>这台 8x 4090 服务器运行 70B 模型每小时约生成 4400 万 token（每美元 2200 万 token）。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="46"/>
        <source>44M tokens an hour is over 12,000 tokens/s. Steps 3-5: with tensor parallelism over PCIe every token waits for the all-reduces, and the KV cache leaves room for a batch of only about a hundred sequences: the core finds far fewer tokens/s.</source>
        <translation>每小时 4400 万 token 即超过 12,000 token/s。第 3–5 步：通过 PCIe 做张量并行时，每个 token 都要等待 all-reduce，而 KV 缓存只留出约一百个序列的批大小空间：计算核心得出的 token/s 要少得多。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="47"/>
        <source>An 8x H100 system (about $240k, $12 an hour) makes about 33M tokens per dollar, some 30% cheaper per token than the 4090s.</source>
        <translation>一套 8x H100 系统（约 $240,000，每小时 $12）每美元约生成 3300 万 token，每 token 成本比 4090 低约 30%。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="48"/>
        <source>At the same batch the two cost about the same per token (step 4); the H100 pulls ahead only at the batches that only its 80 GB cards can hold (step 6).</source>
        <translation>在相同批大小下，两者的每 token 成本大致相同（第 4 步）；只有在唯有 80 GB 显卡才能容纳的批大小下，H100 才会领先（第 6 步）。</translation>
    </message>
    <message>
        <source>seeds 000, 001</source>
        <translation type="vanished">来源文章 000、001</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="50"/>
        <source>H100 FP16: 1979 TFLOP/s.</source>
        <translation>H100 FP16：1979 TFLOP/s。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="51"/>
        <source>1979 is with 2:4 sparsity (or FP8 dense). The dense BF16/FP16 peak is 989 TFLOP/s, which the roofline in step 3 uses.</source>
        <translation>1979 是 2:4 稀疏（或 FP8 稠密）的数字。稠密 BF16/FP16 峰值为 989 TFLOP/s，第 3 步的屋顶线用的就是它。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="52"/>
        <source>Two eight-GPU servers</source>
        <translation>两台 8 GPU 服务器</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="53"/>
        <source>Split eight ways (tensor parallel 8), Llama-2-70B in fp16 puts {weights} of weights on each card: it fits the 24 GB RTX 4090 as well as the 80 GB H100. Buying the 4090 server costs {capex}, the H100 server {capex@1}.</source>
        <translation>切分到 8 块卡上（张量并行 8）时，fp16 的 Llama-2-70B 在每块卡上放 {weights} 权重：24 GB 的 RTX 4090 和 80 GB 的 H100 都放得下。购买 4090 服务器花费 {capex}，H100 服务器花费 {capex@1}。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="54"/>
        <source>What an hour costs</source>
        <translation>一小时花多少钱</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="55"/>
        <source>Spread over three years and with the power they draw, the 4090 server costs {owned-per-hour} an hour, the H100 server {owned-per-hour@1}: the H100 server costs several times as much per hour.</source>
        <translation>按三年摊销并计入耗电，4090 服务器每小时 {owned-per-hour}，H100 服务器每小时 {owned-per-hour@1}：H100 服务器每小时的成本是前者的好几倍。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="56"/>
        <source>What an hour makes</source>
        <translation>一小时产出多少</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="57"/>
        <source>At a batch of 64 the 4090 server makes {tokens-per-s}, the H100 server {tokens-per-s@1}. A token takes {tpot} on the 4090s against {tpot@1}: the H100 has {bandwidth@1} per card against {bandwidth}, and NVLink where the 4090s all-reduce over PCIe.</source>
        <translation>批大小为 64 时，4090 服务器生成 {tokens-per-s}，H100 服务器生成 {tokens-per-s@1}。每个 token 在 4090 上需要 {tpot}，在 H100 上需要 {tpot@1}：H100 每块卡的带宽为 {bandwidth@1}（4090 为 {bandwidth}），并且使用 NVLink，而 4090 要通过 PCIe 做 all-reduce。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="58"/>
        <source>Cost per million tokens at the same batch</source>
        <translation>相同批大小下的每百万 token 成本</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="59"/>
        <source>Hourly cost over tokens made: {cost-owned} per million tokens on the 4090s, {cost-owned@1} on the H100s. At the same batch the cheap cards&apos; low price and the expensive cards&apos; speed nearly cancel.</source>
        <translation>每小时成本除以生成的 token 数：4090 上每百万 token {cost-owned}，H100 上 {cost-owned@1}。在相同批大小下，便宜显卡的低价与昂贵显卡的速度几乎相互抵消。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="60"/>
        <source>The 24 GB cards run out of room</source>
        <translation>24 GB 显卡空间不够了</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="61"/>
        <source>After the weights, each 4090 has little left for the KV cache: the server holds at most {max-batch} sequences of this length; the H100 server holds {max-batch@1}. The dashed lines are the memory free for the KV cache.</source>
        <translation>放下权重之后，每块 4090 留给 KV 缓存的空间所剩无几：这台服务器最多容纳 {max-batch} 个这种长度的序列；H100 服务器可容纳 {max-batch@1} 个。虚线表示可用于 KV 缓存的显存。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="62"/>
        <source>Each at a batch it can hold</source>
        <translation>各自在能容纳的批大小下</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="63"/>
        <source>The cost curves end at the largest batch each server holds. The H100 curve keeps falling long after the 4090 curve has ended: at a batch of 1024, which only the H100 server holds, a million tokens cost {cost-owned@1}.</source>
        <translation>成本曲线止于各服务器能容纳的最大批大小。4090 曲线结束后很久，H100 曲线仍在下降：在只有 H100 服务器能容纳的批大小 1024 下，每百万 token 成本为 {cost-owned@1}。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="64"/>
        <source>Renting instead</source>
        <translation>改为租用</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="65"/>
        <source>Rented by the hour, 8 RTX 4090s cost {cloud-per-hour} and 8 H100s {cloud-per-hour@1}. At a batch of 64 that is {cost-cloud} against {cost-cloud@1} per million tokens (dashed curves).</source>
        <translation>按小时租用时，8 块 RTX 4090 每小时 {cloud-per-hour}，8 块 H100 每小时 {cloud-per-hour@1}。批大小为 64 时，每百万 token 分别为 {cost-cloud} 和 {cost-cloud@1}（虚线曲线）。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="66"/>
        <source>70B on one RTX 4090: what offload costs per token</source>
        <translation>一张 RTX 4090 上的 70B：卸载让每个 token 付出多少</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="67"/>
        <source>One RTX 4090 with llama.cpp&apos;s partial offload: in q4_k_m, 40 of the 80 layers ({weights}) sit on the card and the other half in the desktop&apos;s own memory, which the CPU reads at dual-channel DDR5 speed. Every token waits for that half: {tpot} a token, {tokens-per-s}. The host&apos;s roof (dash-dot) lies far below the GPU&apos;s.</source>
        <translation>一张 RTX 4090 使用 llama.cpp 的部分卸载：q4_k_m 格式下，80 层中的 40 层（{weights}）在显卡上，另一半在台式机自己的内存中，CPU 以双通道 DDR5 的速度读取。每个 token 都要等这一半：每个 token {tpot}，{tokens-per-s}。主机的屋顶（点划线）远低于 GPU 的屋顶。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="69"/>
        <source>The KV cache: long contexts, big batches, GQA</source>
        <translation>KV 缓存：长上下文、大批量与 GQA</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="70"/>
        <source>Why long contexts and big batches run out of memory, and what grouped-query attention and an 8-bit cache save.</source>
        <translation>为什么长上下文和大批量会耗尽显存，以及分组查询注意力和 8 位缓存能省下多少。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="71"/>
        <source>Llama-2-70B, 32 sequences of 8192 tokens in fp16: about 85 GB of KV cache.</source>
        <translation>Llama-2-70B，32 个 8192 token 的序列，fp16：约 85 GB 的 KV 缓存。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="73"/>
        <source>KV cache per token and layer = 4 x d_model x 2 bytes.</source>
        <translation>每 token 每层的 KV 缓存 = 4 x d_model x 2 字节。</translation>
    </message>
    <message>
        <source>The formula counts a key and a value for every query head. With GQA only the KV heads are cached: 2 x n_kv x d_head x 2 bytes. For Llama-2-70B (64 query heads, 8 KV heads) the seed&apos;s formula is 8 times too big; step 5 shows that cache.</source>
        <translation type="vanished">该公式为每个查询头都计入一个键和一个值。使用 GQA 时只缓存 KV 头：2 x n_kv x d_head x 2 字节。对于 Llama-2-70B（64 个查询头，8 个 KV 头），来源文章的公式大了 8 倍；第 5 步展示了这种缓存。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="75"/>
        <source>Plan for peak concurrent load and the longest context, not the average.</source>
        <translation>按峰值并发负载和最长上下文做规划，而不是按平均值。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="76"/>
        <source>Steps 3-4: the batch that fits falls as the context grows; past it the server runs out of memory.</source>
        <translation>第 3–4 步：放得下的批大小随上下文增长而下降；超过它，服务器就会耗尽显存。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="77"/>
        <source>What the cache holds</source>
        <translation>缓存里存的是什么</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="79"/>
        <source>Twice the context, twice the cache</source>
        <translation>上下文翻倍，缓存翻倍</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="80"/>
        <source>At 8192 tokens each sequence holds twice as much: {kv-cache} per GPU now. The cache grows in a straight line with the context (log-log: a line of slope 1) and with the batch (lines further up).</source>
        <translation>在 8192 token 时每个序列占用的缓存翻倍：现在每 GPU {kv-cache}。缓存随上下文线性增长（双对数坐标下为斜率 1 的直线），也随批大小线性增长（位置更高的线）。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="81"/>
        <source>The longest context that fits</source>
        <translation>放得下的最长上下文</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="82"/>
        <source>The dashed line is the memory left for the cache after the weights: where the batch&apos;s line crosses it is the longest context 32 users can have. At 8192 tokens at most {max-batch} sequences fit on the {gpu}s, {max-batch@1} on the {gpu@1}s.</source>
        <translation>虚线是放下权重后留给缓存的显存：该批大小的线与它的交点，就是 32 个用户所能拥有的最长上下文。在 8192 token 时，{gpu} 上最多放得下 {max-batch} 个序列，{gpu@1} 上为 {max-batch@1} 个。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="83"/>
        <source>The largest batch</source>
        <translation>最大批大小</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="84"/>
        <source>Back at 4096 tokens, up to {max-batch} sequences fit (the dash-dotted line): past that, a server admits no more users or evicts caches. Plan for the peak load and the longest context.</source>
        <translation>回到 4096 token，最多放得下 {max-batch} 个序列（点划线）：超过这个数，服务器就不再接纳新用户，或者要逐出缓存。请按峰值负载和最长上下文做规划。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="85"/>
        <source>Without grouped-query attention</source>
        <translation>不使用分组查询注意力</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="86"/>
        <source>Give every one of the 64 query heads its own keys and values (no GQA) and a token needs {kv-per-token}: 8 times as much. The same 32 users at 4096 tokens no longer fit; the job needs {gpus-needed} GPUs. This is the number the claimed formula of 4 x d_model x 2 bytes per token and layer gives (see Claims): it caches a key and a value for every query head.</source>
        <translation>若让 64 个查询头各有自己的键和值（不用 GQA），每个 token 需要 {kv-per-token}：是原来的 8 倍。同样 32 个用户、4096 个 token 已放不下；这项任务需要 {gpus-needed} 块 GPU。这正是论断中的公式“每 token 每层 4 x d_model x 2 字节”得出的数字（见“论断”）：它为每个查询头都缓存一个键和一个值。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="103"/>
        <source>A full fine-tune of 7e9 parameters keeps bf16 weights ({weights}), fp32 gradients ({gradients}) and, for Adam, fp32 master weights and two moments ({optimizer}). With the rule of thumb that activations take twice the weights ({activations}) one GPU would need {memory-per-gpu}: {gpus-needed} A100s&apos; worth.</source>
        <translation>对 7e9 个参数做全量微调，需要保存 bf16 权重（{weights}）、fp32 梯度（{gradients}），以及 Adam 所需的 fp32 主权重和两个动量（{optimizer}）。按“激活占权重两倍”的经验法则（{activations}），一块 GPU 需要 {memory-per-gpu}：相当于 {gpus-needed} 块 A100。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="117"/>
        <source>LoRA trains adapters of 1% of the parameters: gradients and optimizer states shrink to {optimizer}. Store the frozen base in 4 bits (QLoRA) and the weights take {weights}: the whole job needs {memory-per-gpu} on one GPU, more than the claimed 7.5 GB for QLoRA of a 7B model (see Claims).</source>
        <translation>LoRA 只训练占参数 1% 的适配器：梯度和优化器状态缩小到 {optimizer}。把冻结的基座以 4 位存储（QLoRA），权重占 {weights}：整个任务在一块 GPU 上需要 {memory-per-gpu}，多于论断中 7B 模型 QLoRA 所需的 7.5 GB（见“论断”）。</translation>
    </message>
    <message>
        <source>Give every one of the 64 query heads its own keys and values (no GQA) and a token needs {kv-per-token}: 8 times as much. The same 32 users at 4096 tokens no longer fit; the job needs {gpus-needed} GPUs. This is the number seed 002&apos;s per-layer formula gives.</source>
        <translation type="vanished">让 64 个查询头各自拥有自己的键和值（不用 GQA），一个 token 就需要 {kv-per-token}：是原来的 8 倍。同样 32 个用户、4096 token 已经放不下；该任务需要 {gpus-needed} 块 GPU。这正是来源文章 002 的逐层公式给出的数字。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="87"/>
        <source>An 8-bit cache</source>
        <translation>8 位缓存</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="88"/>
        <source>Back to 8 KV heads, with the cache stored in fp8: {kv-per-token} per token, half of fp16, so {max-batch} sequences of 4096 tokens fit. Quantising the cache trades a little accuracy for users.</source>
        <translation>回到 8 个 KV 头，并以 fp8 存储缓存：每 token {kv-per-token}，是 fp16 的一半，因此能放下 {max-batch} 个 4096 token 的序列。量化缓存是以少许精度换取更多用户。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="89"/>
        <source>Latent attention: a cache per token, not per head</source>
        <translation>潜在注意力：按 token 缓存，而非按头</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="92"/>
        <source>Training memory: 16 to 18 bytes per parameter</source>
        <translation>训练显存：每个参数 16 到 18 字节</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="93"/>
        <source>Where a full fine-tune&apos;s memory goes with mixed-precision Adam, and what ZeRO, recomputation and LoRA take away.</source>
        <translation>使用混合精度 Adam 进行全量微调时显存都用在了哪里，以及 ZeRO、重计算和 LoRA 能省掉什么。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="94"/>
        <source>Mixed precision with AdamW needs 18 bytes per parameter: a 7B model needs 126 GB.</source>
        <translation>混合精度加 AdamW 每个参数需要 18 字节：7B 模型需要 126 GB。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="95"/>
        <source>Step 1: bf16 weights 2, fp32 gradients 4, fp32 master weights 4, Adam m 4 and v 4 make 18 bytes; 7e9 x 18 bytes is 126e9 bytes, 117 GiB. With bf16 gradients (step 2) it is 16.</source>
        <translation>第 1 步：bf16 权重 2、fp32 梯度 4、fp32 主权重 4、Adam 的 m 4 和 v 4，合计 18 字节；7e9 x 18 字节为 126e9 字节，即 117 GiB。使用 bf16 梯度（第 2 步）时为 16 字节。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="96"/>
        <source>A 7B full fine-tune (with activations at twice the weights) totals 143.4 GB; 13B 266.5 GB, 70B 1433.6 GB.</source>
        <translation>7B 全量微调（激活值按权重的两倍计）共需 143.4 GB；13B 为 266.5 GB，70B 为 1433.6 GB。</translation>
    </message>
    <message>
        <source>Step 1 reproduces 143.42 GiB: the seed&apos;s &apos;GB&apos; are GiB. The activation shortcut (2 x weights) is the seed&apos;s rule of thumb; step 6 uses the per-layer formula instead.</source>
        <translation type="vanished">第 1 步复现了 143.42 GiB：来源文章的“GB”实为 GiB。激活值的简便算法（2 x 权重）是来源文章的经验法则；第 6 步改用逐层公式。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="98"/>
        <source>QLoRA fine-tuning of a 7B model: about 7.5 GB.</source>
        <translation>7B 模型的 QLoRA 微调：约 7.5 GB。</translation>
    </message>
    <message>
        <source>The seed&apos;s own code prints 10.8 GiB for the same inputs, and activations at a useful sequence length add more: step 8 shows the whole job.</source>
        <translation type="vanished">来源文章自己的代码在相同输入下输出 10.8 GiB，而且在实用的序列长度下激活值还会更多：第 8 步展示了整个任务。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="100"/>
        <source>A 70B model&apos;s activations, gradients and optimizer states exceed 1.8 TB.</source>
        <translation>70B 模型的激活值、梯度和优化器状态超过 1.8 TB。</translation>
    </message>
    <message>
        <source>16-18 bytes per parameter is 1.1-1.3 TB before activations; with the seed&apos;s activation rule it is 1.4 TB (PHYSICS.md worked number 4).</source>
        <translation type="vanished">每个参数 16–18 字节，不计激活值为 1.1–1.3 TB；按来源文章的激活值法则为 1.4 TB（PHYSICS.md 算例 4）。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="102"/>
        <source>Eighteen bytes per parameter</source>
        <translation>每个参数十八字节</translation>
    </message>
    <message>
        <source>A full fine-tune of 7e9 parameters keeps bf16 weights ({weights}), fp32 gradients ({gradients}) and, for Adam, fp32 master weights and two moments ({optimizer}). With the seed&apos;s activations at twice the weights ({activations}) one GPU would need {memory-per-gpu}: {gpus-needed} A100s&apos; worth.</source>
        <translation type="vanished">对 7e9 个参数做全量微调，需要保存 bf16 权重（{weights}）、fp32 梯度（{gradients}），以及 Adam 所需的 fp32 主权重和两个矩（{optimizer}）。按来源文章的做法将激活值计为权重的两倍（{activations}），一块 GPU 将需要 {memory-per-gpu}：相当于 {gpus-needed} 块 A100 的显存。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="104"/>
        <source>Sixteen with bf16 gradients</source>
        <translation>bf16 梯度时为十六字节</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="105"/>
        <source>Keeping the gradients in bf16 halves them to {gradients}: 16 bytes per parameter. The optimizer states ({optimizer}) are still the largest part.</source>
        <translation>以 bf16 保存梯度可将其减半至 {gradients}：每个参数 16 字节。优化器状态（{optimizer}）仍是最大的部分。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="106"/>
        <source>ZeRO-1: share the optimizer states</source>
        <translation>ZeRO-1：分片优化器状态</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="107"/>
        <source>Over 8 data-parallel GPUs, ZeRO stage 1 keeps one eighth of the optimizer states on each: {optimizer} per GPU. Weights and gradients are still whole on every GPU.</source>
        <translation>在 8 块数据并行 GPU 上，ZeRO 阶段 1 让每块 GPU 只保存八分之一的优化器状态：每 GPU {optimizer}。权重和梯度在每块 GPU 上仍是完整的。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="108"/>
        <source>ZeRO-2: the gradients too</source>
        <translation>ZeRO-2：梯度也分片</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="109"/>
        <source>Stage 2 also shares the gradients: {gradients} per GPU. Each step now reduce-scatters them instead of all-reducing.</source>
        <translation>阶段 2 把梯度也分片：每 GPU {gradients}。现在每一步对梯度做 reduce-scatter，而不是 all-reduce。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="110"/>
        <source>ZeRO-3: and the weights</source>
        <translation>ZeRO-3：再加上权重</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="111"/>
        <source>Stage 3 shares the weights as well ({weights} per GPU), gathering each layer&apos;s weights when it runs. The model states now take an eighth; the activations ({activations}) do not shrink with ZeRO.</source>
        <translation>阶段 3 连权重也分片（每 GPU {weights}），在运行每一层时再收集该层的权重。模型状态现在只占原来的八分之一；激活值（{activations}）不会因 ZeRO 而减少。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="112"/>
        <source>Activations by the formula</source>
        <translation>按公式计算激活值</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="113"/>
        <source>The activations kept for the backward pass depend on sequence, batch and width, not on the weights: 8 sequences of 4096 tokens hold {activations} per GPU by the per-layer formula (with flash attention).</source>
        <translation>为反向传播保留的激活值取决于序列长度、批大小和模型宽度，而与权重无关：按逐层公式（使用 Flash Attention），8 个 4096 token 的序列每 GPU 占用 {activations}。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="114"/>
        <source>Recompute instead of storing</source>
        <translation>以重计算代替存储</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="115"/>
        <source>Full recomputation keeps only each layer&apos;s input and computes the rest again in the backward pass: {activations} per GPU, for about a third more compute per step.</source>
        <translation>完全重计算只保留每一层的输入，其余部分在反向传播时重新计算：每 GPU {activations}，代价是每步计算量增加约三分之一。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="116"/>
        <source>LoRA and QLoRA on one GPU</source>
        <translation>单 GPU 上的 LoRA 与 QLoRA</translation>
    </message>
    <message>
        <source>LoRA trains adapters of 1% of the parameters: gradients and optimizer states shrink to {optimizer}. Store the frozen base in 4 bits (QLoRA) and the weights take {weights}: the whole job needs {memory-per-gpu} on one GPU, more than the 7.5 GB seed 002 quotes.</source>
        <translation type="vanished">LoRA 只训练占参数 1% 的适配器：梯度和优化器状态缩小到 {optimizer}。再把冻结的基础模型以 4 位存储（QLoRA），权重只占 {weights}：整个任务在单 GPU 上需要 {memory-per-gpu}，多于来源文章 002 给出的 7.5 GB。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="119"/>
        <source>Why a 4090 cluster loses at training</source>
        <translation>为什么 4090 集群在训练上落败</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="120"/>
        <source>Llama-2-70B pretraining on 1024 GPUs: H100s with NVLink and InfiniBand against RTX 4090s with PCIe and Ethernet.</source>
        <translation>在 1024 块 GPU 上预训练 Llama-2-70B：配备 NVLink 和 InfiniBand 的 H100 对比配备 PCIe 和以太网的 RTX 4090。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="121"/>
        <source>Flops = 6 x parameters x tokens: Llama-2-70B needs about 1.7M A100-hours, and about 2,400 A100s to finish in a month.</source>
        <translation>FLOP = 6 x 参数量 x token 数：Llama-2-70B 约需 170 万 A100 GPU 时，要在一个月内完成约需 2,400 块 A100。</translation>
    </message>
    <message>
        <source>The core reproduces 8.28e23 FLOP and 2,389 A100s at the seed&apos;s implied MFU (PHYSICS.md, worked number 6). This lesson recomputes the activations (8 x P x T), so step 1 shows more FLOP.</source>
        <translation type="vanished">在来源文章隐含的 MFU 下，计算核心复现了 8.28e23 FLOP 和 2,389 块 A100（PHYSICS.md 算例 6）。本课程对激活值进行重计算（8 x P x T），因此第 1 步显示的 FLOP 更多。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="123"/>
        <source>H100, A100 and RTX 4090 have comparable FP16 compute: 1979, 312 and 330 TFLOP/s.</source>
        <translation>H100、A100 和 RTX 4090 的 FP16 算力可以直接相比：1979、312 和 330 TFLOP/s。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="124"/>
        <source>The three figures are not alike: 1979 is the H100 with sparsity (989 dense), 330 is the 4090 with FP16 accumulate (165 with the FP32 accumulate training uses). Step 2 shows the dense bf16 peaks: the 4090 has about a sixth of the H100&apos;s.</source>
        <translation>这三个数字并非同类：1979 是 H100 的稀疏算力（稠密为 989），330 是 4090 以 FP16 累加的算力（训练使用 FP32 累加，为 165）。第 2 步显示稠密 bf16 峰值：4090 约为 H100 的六分之一。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="125"/>
        <source>The 4090&apos;s PCIe Gen4 gives about 64 GB/s.</source>
        <translation>4090 的 PCIe Gen4 提供约 64 GB/s。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="126"/>
        <source>64 GB/s is the raw rate of a PCIe 4.0 x16 slot in both directions together; about 25 GB/s per direction is reached, and consumer cards without peer-to-peer route through the CPU. Steps 3-5 use the catalogue&apos;s link.</source>
        <translation>64 GB/s 是 PCIe 4.0 x16 插槽双向合计的原始速率；每个方向实际约能达到 25 GB/s，而且不支持点对点（P2P）传输的消费级显卡要经 CPU 中转。第 3–5 步使用目录中的互连数据。</translation>
    </message>
    <message>
        <source>seed 001</source>
        <translation type="vanished">来源文章 001</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="12"/>
        <source>Selecting GPUs for Training vs Inference (an ML engineer&apos;s interview guide)</source>
        <translation>Selecting GPUs for Training vs Inference（面向机器学习工程师的面试指南）</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="16"/>
        <source>Steps 1-2: the ratio between the GPUs is the ratio of their bandwidths. The article&apos;s figures use all of the bandwidth; the engine reaches less (the effective roof), so the app shows fewer tokens/s.</source>
        <translation>第 1–2 步：两款 GPU 的速度之比就是它们的带宽之比。来源文章的数字用满了全部带宽；推理引擎达不到这么多（即有效屋顶），因此应用显示的 token/s 更少。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="19"/>
        <source>Baobao Algorithm Notes: Why RTX 4090 Beats H100 for LLM Inference but Fails at Training</source>
        <translation>包包算法笔记：为什么 RTX 4090 在大模型推理上胜过 H100，却无法用于训练</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="44"/>
        <source>Step 2 shows the owned hourly cost from the core: capital over the lifetime plus power. PHYSICS.md reproduces the article&apos;s $1.718/h for 5 kW at $0.10/kWh.</source>
        <translation>第 2 步显示计算核心得出的自有每小时成本：按使用寿命摊销的资本成本加上电费。PHYSICS.md 复现了来源文章在 5 kW、$0.10/kWh 下得出的 $1.718/h。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="49"/>
        <source>Both 4090-against-H100 articles (Baobao Algorithm Notes; NADDOD)</source>
        <translation>两篇 4090 对比 H100 的文章（包包算法笔记；NADDOD）</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="72"/>
        <source>Step 2: 32 x 8192 tokens of 320 KiB each is 85.9e9 bytes over the four GPUs. It holds only because Llama-2-70B has 8 KV heads (GQA). Llama-2-70B reads at most 4096 tokens, though: the lesson shows 8192 on Llama-3.1-70B, whose cache per token is the same.</source>
        <translation>第 2 步：32 x 8192 个 token，每个 320 KiB，共 85.9e9 字节，分布在四块 GPU 上。这个数字成立，只是因为 Llama-2-70B 有 8 个 KV 头（GQA）。不过 Llama-2-70B 最多只能读取 4096 个 token：本课在 Llama-3.1-70B 上演示 8192，它每 token 的缓存完全相同。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="74"/>
        <source>The formula counts a key and a value for every query head. With GQA only the KV heads are cached: 2 x n_kv x d_head x 2 bytes. For Llama-2-70B (64 query heads, 8 KV heads) the article&apos;s formula is 8 times too big; step 5 shows that cache.</source>
        <translation>该公式为每个查询头都计入一个键和一个值。使用 GQA 时只缓存 KV 头：2 x n_kv x d_head x 2 字节。对于 Llama-2-70B（64 个查询头，8 个 KV 头），来源文章的公式大了 8 倍；第 5 步展示了这种缓存。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="78"/>
        <source>Every token keeps its keys and values in every layer so that the next tokens need not compute them again: {kv-per-token} per token for Llama-3.1-70B in fp16 (Llama-2-70B caches the same: 80 layers, 8 KV heads of 128 values). 32 sequences of 4096 tokens hold {kv-cache} on each of the 4 GPUs, beside {weights} of weights.</source>
        <translation>每个 token 在每一层都保留自己的键和值，这样后续 token 就无需重新计算它们：fp16 的 Llama-3.1-70B 每 token {kv-per-token}（Llama-2-70B 缓存量相同：80 层，8 个各 128 值的 KV 头）。32 个 4096 token 的序列在 4 块 GPU 的每一块上占用 {kv-cache}，此外还有 {weights} 权重。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="90"/>
        <source>DeepSeek-V3 (671B, 37B active) keeps neither keys nor values per head: each layer caches one 512-value latent and a 64-value rotary key that the heads expand again. That is {kv-per-token} per token in bf16, about a fifth of what the 70B model of step 1 caches, for a model ten times its size. On 8 H200s in fp8, 32 users at 4096 tokens hold {kv-cache} per GPU beside {weights} of weights, and up to {max-batch} fit.</source>
        <translation>DeepSeek-V3（671B，激活 37B）既不按头缓存键也不按头缓存值：每层缓存一个 512 个值的潜在向量和一个 64 个值的旋转键，再由各头展开。在 bf16 下每 token 为 {kv-per-token}，约为第 1 步中 70B 模型缓存量的五分之一，而模型大小是它的十倍。在 8 块 H200 上以 fp8 运行，32 个用户、每人 4096 token，每 GPU 除 {weights} 权重外占用 {kv-cache}，最多可容纳 {max-batch}。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="97"/>
        <source>Step 1 reproduces 143.42 GiB: the article&apos;s &apos;GB&apos; are GiB. The activation shortcut (2 x weights) is the article&apos;s rule of thumb; step 6 uses the per-layer formula instead.</source>
        <translation>第 1 步复现了 143.42 GiB：来源文章的“GB”实为 GiB。激活值的简便算法（2 x 权重）是来源文章的经验法则；第 6 步改用逐层公式。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="99"/>
        <source>The article&apos;s own code prints 10.8 GiB for the same inputs, and activations at a useful sequence length add more: step 8 shows the whole job.</source>
        <translation>来源文章自己的代码在相同输入下输出 10.8 GiB，而且在实用的序列长度下激活值还会更多：第 8 步展示了整个任务。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="101"/>
        <source>16-18 bytes per parameter is 1.1-1.3 TB before activations; with the article&apos;s activation rule it is 1.4 TB (PHYSICS.md worked number 4).</source>
        <translation>每个参数 16–18 字节，不计激活值为 1.1–1.3 TB；按来源文章的激活值法则为 1.4 TB（PHYSICS.md 算例 4）。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="122"/>
        <source>The core reproduces 8.28e23 FLOP and 2,389 A100s at the article&apos;s implied MFU (PHYSICS.md, worked number 6). This lesson recomputes the activations (8 x P x T), so step 1 shows more FLOP.</source>
        <translation>在来源文章隐含的 MFU 下，计算核心复现了 8.28e23 FLOP 和 2,389 块 A100（PHYSICS.md 算例 6）。本课程对激活值进行重计算（8 x P x T），因此第 1 步显示的 FLOP 更多。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="127"/>
        <source>NADDOD (2023): Why Isn&apos;t the 4090 Used for Training Large Models?</source>
        <translation>NADDOD（2023）：为什么不用 4090 训练大模型？</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="128"/>
        <source>The A100 has 900 GB/s of communication bandwidth, like the H100.</source>
        <translation>A100 与 H100 一样有 900 GB/s 的通信带宽。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="129"/>
        <source>NVLink 3 on the A100 is 600 GB/s in both directions (300 per direction); 900 GB/s is the H100&apos;s NVLink 4.</source>
        <translation>A100 上的 NVLink 3 双向合计 600 GB/s（每个方向 300）；900 GB/s 是 H100 的 NVLink 4。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="130"/>
        <source>Communication, not compute, is why the 4090 cannot train large models.</source>
        <translation>4090 无法训练大模型的原因是通信，而不是算力。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="131"/>
        <source>Steps 4-5: most of a 4090 step is exposed communication; step 8 shows that InfiniBand between servers does not rescue it while tensor parallelism runs over PCIe inside each server.</source>
        <translation>第 4–5 步：4090 每一步的大部分时间是暴露的通信；第 8 步显示，只要每台服务器内部的张量并行仍走 PCIe，服务器之间用 InfiniBand 也救不了它。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="132"/>
        <source>The job</source>
        <translation>任务</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="133"/>
        <source>Pretraining Llama-2-70B on 2 trillion tokens takes {training-flop} (6 x parameters x tokens, 8 x with activations recomputed). On 1024 H100s that is {training-time}; on 1024 RTX 4090s, {training-time@1}.</source>
        <translation>在 2 万亿 token 上预训练 Llama-2-70B 需要 {training-flop}（6 x 参数量 x token 数，激活值重计算时为 8 x）。在 1024 块 H100 上需要 {training-time}；在 1024 块 RTX 4090 上需要 {training-time@1}。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="134"/>
        <source>Compute per card</source>
        <translation>每块卡的算力</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="135"/>
        <source>Dense bf16 with FP32 accumulate, an H100 does {peak}, a 4090 {peak@1}. The training steps (squares) sit at the compute ceilings&apos; level of intensity, but far below them: most of the time goes elsewhere.</source>
        <translation>以稠密 bf16、FP32 累加计，一块 H100 可达 {peak}，一块 4090 为 {peak@1}。训练步（方块）的算术强度已处于算力上限所在的区域，但位置远低于上限：大部分时间花在了别处。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="136"/>
        <source>Inside one server</source>
        <translation>服务器内部</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="137"/>
        <source>Tensor parallelism (8 GPUs, one server) all-reduces activations several times per layer: the H100s over NVLink, the 4090s over PCIe, through the CPU. At the smallest layout, 64 GPUs (tensor 8 x pipeline 8), the 4090s&apos; scaling efficiency (dotted) already starts far below the H100s&apos;.</source>
        <translation>张量并行（8 块 GPU，一台服务器）每层都要对激活值做数次 all-reduce：H100 走 NVLink，4090 走 PCIe 并经过 CPU。在最小的布局 64 块 GPU（张量 8 x 流水线 8）下，4090 的扩展效率（点线）一开始就远低于 H100。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="138"/>
        <source>Across servers</source>
        <translation>跨服务器</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="139"/>
        <source>Past one server the gradients cross the network. At 1024 GPUs the H100 cluster keeps {scaling-efficiency} of its ideal speed, the 4090 cluster {scaling-efficiency@1}: a 4090 server&apos;s one Ethernet uplink is shared by eight cards, an H100 server has a 400 Gb/s InfiniBand port per GPU.</source>
        <translation>超过一台服务器后，梯度要经过网络。在 1024 块 GPU 时，H100 集群保持其理想速度的 {scaling-efficiency}，4090 集群只有 {scaling-efficiency@1}：4090 服务器只有一条以太网上行链路，由八块卡共享，而 H100 服务器每块 GPU 都有一个 400 Gb/s 的 InfiniBand 端口。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="140"/>
        <source>Where a step&apos;s time goes</source>
        <translation>一步的时间花在哪里</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="141"/>
        <source>Communication that does not overlap the compute takes {comm-share@1} of each 4090 step ({step-time@1} a step) and {comm-share} of an H100 step ({step-time}): longer than its compute and its memory traffic, it makes the 4090 step {training-bound@1}, while the H100 step stays {training-bound}. Together the 1024 4090s train on {training-tokens-per-s@1}, the H100s on {training-tokens-per-s}.</source>
        <translation>未与计算重叠的通信占每个 4090 训练步的 {comm-share@1}（每步 {step-time@1}），占 H100 训练步的 {comm-share}（{step-time}）：它比计算和访存都长，使 4090 的训练步成为{training-bound@1}，而 H100 的训练步仍为{training-bound}。1024 块 4090 合计训练速度为 {training-tokens-per-s@1}，H100 为 {training-tokens-per-s}。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="151"/>
        <source>A100 vs RTX 4090 (a comparison of specs, cloud prices and buy vs rent)</source>
        <translation>A100 vs RTX 4090（规格、云价格与买租对比）</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="153"/>
        <source>Buying pays off when the rent saved, less the power the owner pays, covers the price: step 3 shows the core&apos;s hours. The article adds five years of power and cooling to the price as if paid up front, then divides by the whole rental rate.</source>
        <translation>当省下的租金减去自有者支付的电费足以抵消购买价格时，购买就回本了：第 3 步显示计算核心得出的小时数。来源文章把五年的电费和散热费用当作预付款加到价格上，然后再除以全部租金。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="169"/>
        <source>The A100 80GB of the claim of 18,396 GPU-hours on demand (see Claims): {capex@1} to buy, {cloud-per-hour@1} on demand. It pays off after {break-even-hours@1} hours of use, {break-even-months@1} months at 70%: for steady work, buying is far cheaper; for a two-week run, renting is.</source>
        <translation>论断中按需使用 18,396 GPU 小时的那块 A100 80GB（见“论断”）：购买 {capex@1}，按需 {cloud-per-hour@1}。使用 {break-even-hours@1} 小时后回本，按 70% 利用率为 {break-even-months@1} 个月：长期稳定使用时购买便宜得多；两周的任务则租用更划算。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="171"/>
        <source>When disaggregated prefill pays</source>
        <translation>分离式预填充何时划算</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="172"/>
        <source>Prompts on GPUs of their own, the KV cache sent over the network to the decode GPUs: what the first token gains and loses, and what the answer&apos;s pace gains.</source>
        <translation>提示在专用 GPU 上预填充，KV 缓存经网络发送到解码 GPU：首 token 得失如何，回答的节奏又得到什么。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="173"/>
        <source>DistServe (Zhong et al., OSDI 2024)</source>
        <translation>DistServe（Zhong 等，OSDI 2024）</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="174"/>
        <source>Prefill and decode interfere when they share GPUs; giving each its own GPUs removes the interference.</source>
        <translation>预填充和解码共用 GPU 时会互相干扰；各自使用专用 GPU 就消除了干扰。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="175"/>
        <source>With a pool the decode GPUs never run a prompt, so the time per token stays at the lone decode step under load (step 2; the serving simulation in tst_disaggregated shows the co-located P99 far above it).</source>
        <translation>有了预填充池，解码 GPU 从不处理提示，所以负载下每 token 时间保持在单个解码步的水平（第 2 步；tst_disaggregated 中的服务模拟显示共置时的 P99 远高于此）。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="176"/>
        <source>common belief</source>
        <translation>常见看法</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="177"/>
        <source>Moving the KV cache between GPUs is free.</source>
        <translation>在 GPU 之间移动 KV 缓存没有代价。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="178"/>
        <source>One 4,096-token prompt of Llama-3.1-70B holds 1.3 GB of cache. Eight InfiniBand adapters a server move it in milliseconds; one 25 GbE adapter takes over half a second (step 3).</source>
        <translation>Llama-3.1-70B 的一个 4,096 token 提示占 1.3 GB 缓存。每台服务器八块 InfiniBand 网卡几毫秒即可传完；一块 25 GbE 网卡则要半秒以上（第 3 步）。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="179"/>
        <source>Disaggregation always lowers the time to the first token.</source>
        <translation>分离式部署总能降低首 token 时间。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="180"/>
        <source>A lone request waits the same prefill, then the transfer and a decode step on top (step 2). The gain is under load and in the steadiness of the answer, not in a lone first token.</source>
        <translation>单个请求仍要等待同样的预填充，还要加上传输和一个解码步（第 2 步）。收益在于负载下以及回答的平稳性，而不在单个请求的首 token。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="181"/>
        <source>Prompts and answers on the same GPUs</source>
        <translation>提示和回答在同一批 GPU 上</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="182"/>
        <source>Eight H100s in tensor parallel 8 prefill each 4,096-token prompt themselves: the first token after {ttft}, then {tpot} a token. Under load each new prompt runs inside the decode iterations, and every answer in flight slows while it does.</source>
        <translation>八块 H100 以张量并行 8 自己预填充每个 4,096 token 的提示：首 token 在 {ttft} 后，之后每 token {tpot}。负载下每个新提示都在解码迭代中一起运行，期间所有进行中的回答都会变慢。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="183"/>
        <source>A prefill pool of its own</source>
        <translation>专用的预填充池</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="184"/>
        <source>Eight more H100s only prefill. Each prompt&apos;s cache travels to the decode GPUs over the servers&apos; InfiniBand in {kv-transfer}; the first token comes after {ttft} (the pool&apos;s prefill, the transfer, the first decode step) against {ttft-colocated} without the pool. The decode GPUs never pause for a prompt: {tpot} a token, steady under load.</source>
        <translation>另外八块 H100 只做预填充。每个提示的缓存经服务器的 InfiniBand 在 {kv-transfer} 内传到解码 GPU；首 token 在 {ttft} 后到来（池上的预填充、传输、第一个解码步），无预填充池时为 {ttft-colocated}。解码 GPU 从不因提示而暂停：每 token {tpot}，负载下保持平稳。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="185"/>
        <source>The network decides the transfer</source>
        <translation>网络决定传输</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="186"/>
        <source>With one 25 GbE adapter for the eight decode GPUs of a server, the same cache takes {kv-transfer} and the first token {ttft}. Disaggregation needs the fast network of a serving cluster, or short prompts.</source>
        <translation>若一台服务器的八块解码 GPU 只共用一块 25 GbE 网卡，同样的缓存需要 {kv-transfer}，首 token 需要 {ttft}。分离式部署需要推理集群的高速网络，或较短的提示。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="187"/>
        <source>Short prompts move little</source>
        <translation>短提示传输量小</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="188"/>
        <source>On the same 25 GbE adapter the cache of a 512-token prompt takes {kv-transfer}: the first token after {ttft}, against {ttft-colocated} without the pool. The transfer grows with the prompt and the model&apos;s KV heads, not with the answer.</source>
        <translation>经同一块 25 GbE 网卡，512 token 提示的缓存需要 {kv-transfer}：首 token 在 {ttft} 后，无预填充池时为 {ttft-colocated}。传输量随提示长度和模型的 KV 头数增长，与回答长度无关。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="189"/>
        <source>What the pool costs</source>
        <translation>预填充池的成本</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="190"/>
        <source>Back on InfiniBand: {gpus} GPUs now, {owned-per-hour} an hour owned. The pool pays when the answer&apos;s pace has a tight limit (a P99 time per token): co-located GPUs must keep prompts and batches small to meet it. Compare both with ridgeline-cli capacity and --tpot.</source>
        <translation>回到 InfiniBand：现在共 {gpus} 块 GPU，自有每小时 {owned-per-hour}。当回答节奏有严格限制（P99 每 token 时间）时预填充池才划算：共置的 GPU 必须让提示和批次保持很小才能满足。用 ridgeline-cli capacity 和 --tpot 比较两者。</translation>
    </message>
    <message>
        <source>Communication that does not overlap the compute takes {comm-share@1} of each 4090 step ({step-time@1} a step) and {comm-share} of an H100 step ({step-time}). Together the 1024 4090s train on {training-tokens-per-s@1}, the H100s on {training-tokens-per-s}.</source>
        <translation type="vanished">未与计算重叠的通信占 4090 每一步的 {comm-share@1}（每步 {step-time@1}），占 H100 每一步的 {comm-share}（每步 {step-time}）。1024 块 4090 合计的训练速度为 {training-tokens-per-s@1}，H100 为 {training-tokens-per-s}。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="142"/>
        <source>Time and money</source>
        <translation>时间与金钱</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="143"/>
        <source>On owned hardware the run costs {training-cost-owned@1} on 4090s and {training-cost-owned} on H100s, and it takes {training-time@1} against {training-time}. The cheap cards make neither a cheaper nor a faster run.</source>
        <translation>在自有硬件上，这次训练在 4090 上花费 {training-cost-owned@1}，在 H100 上花费 {training-cost-owned}，耗时分别为 {training-time@1} 和 {training-time}。便宜的显卡既没有让训练更便宜，也没有让它更快。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="144"/>
        <source>The deadline</source>
        <translation>截止期限</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="145"/>
        <source>The horizontal line is the 90-day deadline. At this efficiency about {gpus-for-deadline} H100s meet it; the 4090s would need about {gpus-for-deadline@1}, and every 4090 added buys less speed than the one before.</source>
        <translation>水平线是 90 天的截止期限。在这一效率下，约 {gpus-for-deadline} 块 H100 即可赶上期限；4090 则需要约 {gpus-for-deadline@1} 块，而且每多加一块 4090 带来的提速都比上一块更少。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="146"/>
        <source>Give the 4090s InfiniBand</source>
        <translation>给 4090 配上 InfiniBand</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="147"/>
        <source>With eight 400 Gb/s InfiniBand ports per 4090 server, as the H100 servers have, the run still takes {training-time@1} and the 4090 cluster keeps {scaling-efficiency@1}: tensor parallelism over PCIe inside each server, not the network alone, holds it back.</source>
        <translation>即使每台 4090 服务器像 H100 服务器一样配备八个 400 Gb/s InfiniBand 端口，训练仍需 {training-time@1}，4090 集群的扩展效率也只有 {scaling-efficiency@1}：拖后腿的是每台服务器内部走 PCIe 的张量并行，而不仅仅是网络。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="149"/>
        <source>Buy or rent: owned cost, utilization and break-even</source>
        <translation>购买还是租用：自有成本、利用率与盈亏平衡</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="150"/>
        <source>What an owned GPU costs an hour, when buying pays off against renting, and how utilization moves the answer.</source>
        <translation>自有 GPU 每小时的成本是多少，与租用相比购买何时回本，以及利用率如何改变答案。</translation>
    </message>
    <message>
        <source>seed 003</source>
        <translation type="vanished">来源文章 003</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="152"/>
        <source>An RTX 4090 bought for about $1,600 breaks even with renting at $0.34/h after about 14,000 hours (19 months at 24/7).</source>
        <translation>一块约 $1,600 购入的 RTX 4090，与按 $0.34/h 租用相比，约 14,000 小时后达到盈亏平衡（全天候运行约 19 个月）。</translation>
    </message>
    <message>
        <source>Buying pays off when the rent saved, less the power the owner pays, covers the price: step 3 shows the core&apos;s hours. The seed adds five years of power and cooling to the price as if paid up front, then divides by the whole rental rate.</source>
        <translation type="vanished">当省下的租金减去自有者支付的电费足以抵消购买价格时，购买就回本了：第 3 步显示计算核心得出的小时数。来源文章把五年的电费和散热费用当作预付款加到价格上，然后再除以全部租金。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="154"/>
        <source>An A100 80GB used for 18,396 GPU-hours costs $94,187 on demand at $5.12/h, against $12,000 to buy.</source>
        <translation>一块 A100 80GB 使用 18,396 GPU 时，按需租用（$5.12/h）需要 $94,187，而购买只需 $12,000。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="155"/>
        <source>18,396 x $5.12 = $94,187 (PHYSICS.md worked number 9). Step 6 shows the break-even at those prices: a few months of use.</source>
        <translation>18,396 x $5.12 = $94,187（PHYSICS.md 算例 9）。第 6 步显示这些价格下的盈亏平衡点：只需使用几个月。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="156"/>
        <source>Rent if usage is under two years or not continuous; buy for 24/7 use over three years or more.</source>
        <translation>使用时间不到两年或不连续时应租用；三年以上全天候使用时应购买。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="157"/>
        <source>Steps 4-5: at low utilization the break-even moves out by years; round the clock it comes within months.</source>
        <translation>第 4–5 步：低利用率时，盈亏平衡点会推迟数年；全天候使用时几个月内即可达到。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="158"/>
        <source>What owning costs an hour</source>
        <translation>自有一小时的成本</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="159"/>
        <source>Bought for {capex}, the RTX 4090 costs {owned-per-hour} an hour over its three-year life: the price spread over the hours plus {power-per-hour} of power. Renting one costs {cloud-per-hour}.</source>
        <translation>以 {capex} 购入的 RTX 4090，在三年使用寿命内每小时成本为 {owned-per-hour}：价格按小时摊销，再加上 {power-per-hour} 的电费。租用一块则每小时 {cloud-per-hour}。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="160"/>
        <source>Per million tokens</source>
        <translation>每百万 token</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="161"/>
        <source>Divide the hourly cost by the tokens made in the hours the GPU is busy: {cost-owned} per million tokens owned, {cost-cloud} rented (dashed), at 70% utilization and a batch of 8.</source>
        <translation>用每小时成本除以 GPU 忙碌时段内生成的 token 数：在 70% 利用率、批大小 8 时，自有为每百万 token {cost-owned}，租用为 {cost-cloud}（虚线）。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="162"/>
        <source>When buying pays off</source>
        <translation>购买何时回本</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="163"/>
        <source>Each hour of use saves the rent less the power: {capex} / ({cloud-per-hour} - {power-per-hour}) = {break-even-hours} hours of use. At 70% utilization that is {break-even-months} months, well inside the card&apos;s life.</source>
        <translation>每使用一小时，就省下租金减去电费的差额：{capex} / ({cloud-per-hour} - {power-per-hour}) = {break-even-hours} 小时的使用时间。在 70% 利用率下为 {break-even-months} 个月，远在显卡的使用寿命之内。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="164"/>
        <source>A GPU that sits idle</source>
        <translation>闲置的 GPU</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="165"/>
        <source>At 20% utilization the same card takes {break-even-months} months to pay off, and an owned million tokens costs {cost-owned}: idle hours still pay for the card. A GPU rented around the clock and as idle costs {cost-cloud}; but a rented GPU can be given back when the work stops, an owned one cannot.</source>
        <translation>在 20% 利用率下，同一块卡要 {break-even-months} 个月才能回本，自有的每百万 token 成本为 {cost-owned}：闲置的时间也在为显卡付费。全天候租用且同样闲置的 GPU 成本为 {cost-cloud}；但租用的 GPU 可以在工作结束时退还，自有的则不能。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="166"/>
        <source>Round the clock</source>
        <translation>全天候运行</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="167"/>
        <source>Busy all the time, the card pays for itself in {break-even-months} months, and owned tokens cost {cost-owned} per million against {cost-cloud} rented.</source>
        <translation>始终满负荷时，这块卡 {break-even-months} 个月即可回本，自有的每百万 token 成本为 {cost-owned}，租用则为 {cost-cloud}。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="168"/>
        <source>An A100 at $12,000 against $5.12 an hour</source>
        <translation>$12,000 的 A100 对比每小时 $5.12</translation>
    </message>
    <message>
        <source>Seed 002&apos;s A100: {capex@1} to buy, {cloud-per-hour@1} on demand. It pays off after {break-even-hours@1} hours of use, {break-even-months@1} months at 70%: for steady work, buying is far cheaper; for a two-week run, renting is.</source>
        <translation type="vanished">来源文章 002 的 A100：购买 {capex@1}，按需租用每小时 {cloud-per-hour@1}。使用 {break-even-hours@1} 小时后回本，按 70% 利用率为 {break-even-months@1} 个月：长期稳定的工作，购买便宜得多；只跑两周的任务，则租用更便宜。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_numbers.cpp" line="32"/>
        <source>compute-bound</source>
        <translation>计算受限</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_numbers.cpp" line="34"/>
        <source>communication-bound</source>
        <translation>通信受限</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_numbers.cpp" line="38"/>
        <source>memory-bound</source>
        <translation>访存受限</translation>
    </message>
</context>
<context>
    <name>Plan</name>
    <message>
        <location filename="../ui/plan_words.cpp" line="36"/>
        <source>for the run</source>
        <translation>整个训练</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="37"/>
        <source>per million tokens at the required load</source>
        <translation>每百万 token（在所需负载下）</translation>
    </message>
    <message>
        <source>Cheapest of the %1 plans the serving simulation sized: $%2 %3. The cheaper plans below it carry the queueing estimate only; the simulation did not reach them.</source>
        <translation type="vanished">服务仿真确定规模的 %1 个方案中最便宜：$%2 %3。排在它下面的更便宜方案只有排队估算，仿真没有覆盖它们。</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="41"/>
        <source>The only configuration that meets every limit: $%1 %2.</source>
        <translation>唯一满足所有限制的配置：$%1 %2。</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="45"/>
        <source>Cheapest of the %1 plans that meet every limit, $%2 %3, tied with the next (%4) and first on speed.</source>
        <translation>满足所有限制的 %1 个方案中最便宜，$%2 %3，与下一个（%4）持平，速度领先。</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="50"/>
        <source>Cheapest of the %1 plans that meet every limit: $%2 %3, %4 % below the next (%5).</source>
        <translation>满足所有限制的 %1 个方案中最便宜：$%2 %3，比下一个（%5）低 %4 %。</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="59"/>
        <source>a shorter run</source>
        <translation>更短的训练时间</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="60"/>
        <source>a faster answer</source>
        <translation>更快的回答</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="62"/>
        <source>fewer GPUs</source>
        <translation>更少的 GPU</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="64"/>
        <source>less to buy up front</source>
        <translation>更少的前期采购</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="65"/>
        <source>$%1 %2, %3 % more than the first</source>
        <translation>$%1 %2，比第一个多 %3 %</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="68"/>
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="71"/>
        <source>%1 and %2</source>
        <translation>%1 和 %2</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="73"/>
        <source>%1; it gives %2.</source>
        <translation>%1；它带来%2。</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="80"/>
        <source>%1 x %2 (TP %3, PP %4, ZeRO %5), %6</source>
        <translation>%1 x %2（TP %3，PP %4，ZeRO %5），%6</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="87"/>
        <source>%1 x %2 (TP %3), %4 weights, %5</source>
        <translation>%1 x %2（TP %3），%4 权重，%5</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="100"/>
        <source>draft %1</source>
        <translation>草稿模型 %1</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="104"/>
        <source>$%1 per million tokens against $%2 with plain decode</source>
        <translation>每百万 token $%1，普通解码为 $%2</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="107"/>
        <source>plain decode misses the limits here (%1)</source>
        <translation>普通解码在此不满足限制（%1）</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="108"/>
        <source>too few GPUs</source>
        <translation>GPU 太少</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="110"/>
        <source>speculative decoding (%1, k %2, acceptance %3): TPOT %4 ms instead of %5 ms at a batch of %6; %7</source>
        <translation>投机解码（%1，k %2，接受率 %3）：批大小 %6 时 TPOT 为 %4 ms，而非 %5 ms；%7</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="119"/>
        <source>host-memory offload: %1 of %2 layers on the %3 (llama.cpp gpu_layers), the rest in host memory; %4 tokens/s per sequence</source>
        <translation>主机内存卸载：%2 层中的 %1 层在 %3 上（llama.cpp gpu_layers），其余在主机内存中；每个序列 %4 token/s</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="126"/>
        <source>disaggregated prefill: prefill pool %1x + decode %2x %3: $%4 per million tokens against $%5 co-located (%6x), KV cache transfer %7 ms</source>
        <translation>分离式预填充：预填充池 %1x + 解码 %2x %3：每百万 token $%4，合并部署（%6x）为 $%5，KV 缓存传输 %7 ms</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="142"/>
        <source>time per output token up to %1 ms at P90 (limit %2 ms)</source>
        <translation>P90 时每输出 token 时间最高 %1 ms（限制 %2 ms）</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="146"/>
        <source>first token up to %1 ms at P90 with the queue (limit %2 ms)</source>
        <translation>含排队时 P90 首 token 最高 %1 ms（限制 %2 ms）</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="150"/>
        <source>answer up to %1 s at P90 with the queue (limit %2 s)</source>
        <translation>含排队时 P90 回答最高 %1 s（限制 %2 s）</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="154"/>
        <source>$%1 per million tokens at P90 (ceiling $%2)</source>
        <translation>P90 时每百万 token $%1（上限 $%2）</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="157"/>
        <source>up to %1 days at P90 (deadline %2 days)</source>
        <translation>P90 时最多 %1 天（截止 %2 天）</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="160"/>
        <source>$%1 at P90 (budget $%2)</source>
        <translation>P90 时 $%1（预算 $%2）</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="163"/>
        <source>slow: %1 of %2 layers in host memory, %3 tokens/s per sequence (offload)</source>
        <translation>慢：%2 层中的 %1 层在主机内存中，每个序列 %3 token/s（卸载）</translation>
    </message>
    <message>
        <source>simulated: %1 requests, seed %2</source>
        <translation type="vanished">仿真：%1 个请求，种子 %2</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="177"/>
        <source>simulated: %1 requests measured, seed %2</source>
        <translation>模拟：测量了 %1 个请求，随机种子 %2</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="181"/>
        <source>queueing estimate</source>
        <translation>排队估算</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="183"/>
        <source>%1 sequences in flight on average over %2 replicas of %3 GPU(s); p%4 first token %5 s, answer %6 s, %7 ms per token (%8); $%9 a month.</source>
        <translation>平均 %1 个序列在处理中，分布在 %2 个副本上，每个副本 %3 个 GPU；p%4 首 token %5 s，回答 %6 s，每 token %7 ms（%8）；每月 $%9。</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="194"/>
        <source>%1 days on %2 GPUs, %3 % implied MFU.</source>
        <translation>%2 个 GPU 上 %1 天，隐含 MFU %3 %。</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="201"/>
        <source>With %1.</source>
        <translation>使用%1。</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="209"/>
        <source>Run: %1 tokens, costed at owned prices.</source>
        <translation>运行：%1 个 token，按自有硬件价格计算。</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="210"/>
        <source>Run: %1 tokens, costed at cloud prices.</source>
        <translation>运行：%1 个 token，按云端价格计算。</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="212"/>
        <source>Every candidate is the scenario&apos;s training set-up on another GPU, engine and layout; for each micro-batch the fastest memory setting that fits is taken (ZeRO stage, then recompute).</source>
        <translation>每个候选都是场景的训练设置换到另一种 GPU、引擎和布局上；对每个 micro-batch 取能放下的最快内存设置（先 ZeRO 阶段，再重计算）。</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="217"/>
        <source>Data parallel doubles up to %1 GPUs on one node; the fewest GPUs that meet the deadline are then found by bisection.</source>
        <translation>数据并行在一个节点内逐次翻倍，最多 %1 个 GPU；然后用二分法找出满足截止期限的最少 GPU 数。</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="220"/>
        <source>Data parallel doubles up to %1 GPUs; the fewest GPUs that meet the deadline are then found by bisection.</source>
        <translation>数据并行逐次翻倍，最多 %1 个 GPU；然后用二分法找出满足截止期限的最少 GPU 数。</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="226"/>
        <source>Load: %1 requests/s of %2 prompt and %3 output tokens.</source>
        <translation>负载：每秒 %1 个请求，每个 %2 个提示 token 和 %3 个输出 token。</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="228"/>
        <source>Little&apos;s law gives the sequences in flight (rate x modelled latency); each replica holds `batch` of them at once.</source>
        <translation>由 Little 定律得出处理中的序列数（速率 x 建模延迟）；每个副本同时容纳 `batch` 个。</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="231"/>
        <source>Arrivals are taken as random (Poisson) and a request waits for a free batch place (an M/M/c queue whose service time is the modelled latency at that batch): the first-token and end-to-end limits are checked at the p%1 of that wait, the time per token at the full batch.</source>
        <translation>到达按随机（泊松）处理，请求等待空闲的 batch 位置（一个 M/M/c 队列，服务时间为该 batch 下的建模延迟）：首 token 和端到端限制按该等待的 p%1 检查，每 token 时间按满 batch 检查。</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="238"/>
        <source>That estimate sizes every candidate; the %1 cheapest are then sized again by the serving simulation (the engine&apos;s scheduler iteration by iteration, chunked prefill mixed with decode, at this rate with Poisson arrivals), fewest replicas whose simulated p%2 meets every limit, every time taken at the slow (P90) end of its range.</source>
        <translation>该估算为每个候选定规模；最便宜的 %1 个再由服务仿真重新定规模（逐次迭代模拟引擎的调度器，分块 prefill 与 decode 混合，按此速率泊松到达）：取仿真 p%2 满足所有限制的最少副本数，每个时间都取其范围的慢端（P90）。</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="245"/>
        <source>That estimate sizes every candidate; the %1 cheapest are then sized again by the serving simulation (the engine&apos;s scheduler iteration by iteration, chunked prefill mixed with decode, at this rate with Poisson arrivals), fewest replicas whose simulated p%2 meets every limit.</source>
        <translation>该估算为每个候选定规模；最便宜的 %1 个再由服务仿真重新定规模（逐次迭代模拟引擎的调度器，分块 prefill 与 decode 混合，按此速率泊松到达）：取仿真 p%2 满足所有限制的最少副本数。</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="252"/>
        <source>Costs are the fleet&apos;s owned cost per hour spread over the required output tokens at %1 % utilisation.</source>
        <translation>成本为整个集群每小时的自有硬件成本，按 %1 % 利用率分摊到所需的输出 token 上。</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="255"/>
        <source>Costs are the fleet&apos;s cloud cost per hour spread over the required output tokens at %1 % utilisation.</source>
        <translation>成本为整个集群每小时的云端成本，按 %1 % 利用率分摊到所需的输出 token 上。</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="260"/>
        <source>An engine that batches statically (a new batch when the last has ended) is estimated otherwise: each replica is fed in turn, a request waits for the rest of the running batch when the replica is busy, and the batch holds what arrives while one runs.</source>
        <translation>静态批处理的引擎（上一批结束后才开始新批）另行估算：各副本轮流接收请求，副本忙时请求等待当前批次的剩余时间，且一个批次须容纳其运行期间到达的请求。</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="267"/>
        <source>Offloaded plans keep the estimate: the simulation does not model host memory.</source>
        <translation>卸载方案保留估算：仿真不模拟主机内存。</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="271"/>
        <source>Prefill-pool splits of the cheapest simulated plans are sized by the simulation, which models the pool.</source>
        <translation>最便宜的仿真方案的 prefill 池拆分由仿真定规模，仿真会模拟该池。</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="274"/>
        <source>A prefill pool is tried only with a first-token limit.</source>
        <translation>只有设置了首 token 限制时才会尝试 prefill 池。</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="283"/>
        <source>does not fit in memory</source>
        <translation>显存放不下</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="286"/>
        <source>no price for the chosen pricing</source>
        <translation>所选计价方式下没有价格</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="289"/>
        <source>too slow per token</source>
        <translation>每个 token 太慢</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="292"/>
        <source>first token too late</source>
        <translation>首个 token 太晚</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="295"/>
        <source>answer too late</source>
        <translation>回答太晚</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="298"/>
        <source>needs more GPUs than allowed</source>
        <translation>需要的 GPU 多于允许数量</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="301"/>
        <source>misses the deadline</source>
        <translation>赶不上截止时间</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="304"/>
        <source>over the cost ceiling</source>
        <translation>超过成本上限</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="307"/>
        <source>over budget</source>
        <translation>超出预算</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="310"/>
        <source>disaggregated: not cheaper than co-located</source>
        <translation>分离式：不比同置部署便宜</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="313"/>
        <source>dearer than the simulated plans</source>
        <translation>比已模拟的方案更贵</translation>
    </message>
</context>
<context>
    <name>ProblemText</name>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="187"/>
        <source>whole numbers %1 to %2</source>
        <translation>整数 %1 到 %2</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="189"/>
        <source>more than %1, at most %2</source>
        <translation>大于 %1，至多 %2</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="194"/>
        <source>%1 to %2</source>
        <translation>%1 到 %2</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="203"/>
        <source>%1: %2 is out of range (allowed: %3).</source>
        <translation>%1：%2 超出范围（允许：%3）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="206"/>
        <source>%1: %2 is not a whole number (allowed: %3).</source>
        <translation>%1：%2 不是整数（允许：%3）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="209"/>
        <source>%1: has the wrong type, %2 (allowed: %3).</source>
        <translation>%1：类型错误，%2（允许：%3）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="212"/>
        <source>%1: &quot;%2&quot; is not known (allowed: %3).</source>
        <translation>%1：未知的“%2”（允许：%3）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="215"/>
        <source>%1: unknown field (allowed: %2).</source>
        <translation>%1：未知字段（允许：%2）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="228"/>
        <source>%1: is required (allowed: %2).</source>
        <translation>%1：必须填写（允许：%2）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="230"/>
        <source>%1: tensor parallel %2 is more than its GPUs (allowed: %3).</source>
        <translation>%1：张量并行 %2 超过了其 GPU 数量（允许：%3）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="233"/>
        <source>%1: %2 GPUs cannot be split into groups of tensor parallel × pipeline parallel GPUs (allowed: %3).</source>
        <translation>%1：%2 个 GPU 无法分成“张量并行 × 流水线并行”大小的组（允许：%3）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="237"/>
        <source>%1: data parallel %2 times tensor and pipeline parallel is not the GPU count (allowed: %3).</source>
        <translation>%1：数据并行 %2 乘以张量并行和流水线并行不等于 GPU 数量（允许：%3）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="241"/>
        <source>%1: a global batch of %2 is less than one micro-batch per data-parallel replica (allowed: %3).</source>
        <translation>%1：全局批量 %2 少于每个数据并行副本一个微批量（允许：%3）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="245"/>
        <source>%1: %2 KV heads do not divide the query heads (allowed: %3).</source>
        <translation>%1：%2 个 KV 头不能整除查询头数（允许：%3）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="248"/>
        <source>%1: %2 does not divide the attention heads (allowed: %3).</source>
        <translation>%1：%2 不能整除注意力头数（允许：%3）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="251"/>
        <source>%1: %2 pipeline stages are more than the layers (allowed: %3).</source>
        <translation>%1：%2 个流水线阶段多于层数（允许：%3）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="266"/>
        <source>%1: the engine &quot;%2&quot; does not run on every GPU shown (allowed: %3).</source>
        <translation>%1：引擎“%2”不能在所列的每块 GPU 上运行（允许：%3）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="270"/>
        <source>%1: the engine &quot;%2&quot; does not do this mode (allowed: %3).</source>
        <translation>%1：引擎“%2”不支持此模式（允许：%3）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="254"/>
        <source>%1: %2 active experts are more than the experts (allowed: %3).</source>
        <translation>%1：%2 个激活专家多于专家总数（允许：%3）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="39"/>
        <source>%1: cannot be opened for reading (no such file).</source>
        <translation>%1：无法打开读取（没有该文件）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="41"/>
        <source>%1: is not a regular file.</source>
        <translation>%1：不是普通文件。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="43"/>
        <source>%1: cannot be opened for reading.</source>
        <translation>%1：无法打开读取。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="46"/>
        <source>%1: is more than %2 bytes (allowed: at most %2 bytes).</source>
        <translation>%1：超过 %2 字节（允许：最多 %2 字节）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="48"/>
        <source>%1: is %2 bytes, too large (allowed: at most %3 bytes).</source>
        <translation>%1：大小为 %2 字节，太大（允许：最多 %3 字节）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="51"/>
        <source>%1: not valid JSON: a syntax error on line %2, column %3 (allowed: one JSON object in UTF-8 text).</source>
        <translation>%1：不是有效的 JSON：第 %2 行第 %3 列有语法错误（允许：UTF-8 文本中的一个 JSON 对象）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="55"/>
        <source>%1: not valid JSON: the text ends early, on line %2, column %3 (allowed: one JSON object in UTF-8 text).</source>
        <translation>%1：不是有效的 JSON：文本在第 %2 行第 %3 列提前结束（允许：UTF-8 文本中的一个 JSON 对象）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="59"/>
        <source>%1: not valid JSON: a number is beyond the range of a double (allowed: finite numbers).</source>
        <translation>%1：不是有效的 JSON：某个数超出 double 的范围（允许：有限数）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="63"/>
        <source>%1: nested more than %2 levels deep (allowed: up to %2).</source>
        <translation>%1：嵌套超过 %2 层（允许：最多 %2 层）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="66"/>
        <source>%1: the key &quot;%2&quot; appears twice in one object (allowed: each key once).</source>
        <translation>%1：键“%2”在同一对象中出现两次（允许：每个键一次）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="70"/>
        <source>%1: a quoted field opened on line %2 is never closed (allowed: &quot;...&quot; around a field, &quot;&quot; for a quote inside it).</source>
        <translation>%1：第 %2 行开始的带引号字段没有闭合（允许：字段两边用 &quot;...&quot;，字段内的引号写作 &quot;&quot;）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="74"/>
        <source>%1: is more than %2 bytes long (allowed: rows of up to %2 bytes).</source>
        <translation>%1：长度超过 %2 字节（允许：每行最多 %2 字节）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="77"/>
        <source>%1: has more than %2 fields (allowed: up to %2 fields a row).</source>
        <translation>%1：字段多于 %2 个（允许：每行最多 %2 个字段）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="80"/>
        <source>%1: has more than %2 rows (allowed: up to %2 rows, the header included).</source>
        <translation>%1：行数多于 %2（允许：最多 %2 行，含表头）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="84"/>
        <source>%1: %2 needs a mixture-of-experts model (allowed: 1 for a dense model).</source>
        <translation>%1：%2 需要混合专家（MoE）模型（允许：稠密模型为 1）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="88"/>
        <source>%1: %2 does not divide the tensor parallel %3 (allowed: a divisor of %3).</source>
        <translation>%1：%2 不能整除张量并行 %3（允许：%3 的约数）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="92"/>
        <source>%1: data-parallel attention needs a mixture-of-experts model with its experts spread over the whole tensor-parallel group (allowed: off, or expert parallel equal to the tensor parallel %2).</source>
        <translation>%1：数据并行注意力需要混合专家模型，且其专家分布在整个张量并行组上（允许：关闭，或专家并行等于张量并行 %2）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="97"/>
        <source>%1: no network cannot join the %2 nodes that %3 GPUs fill at %4 GPUs per node (allowed: %5).</source>
        <translation>%1：没有网络无法连接 %3 个 GPU（每节点 %4 个 GPU）占满的 %2 个节点（允许：%5）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="101"/>
        <source>%1: cannot be combined with a preset or a parameter count (allowed: %2).</source>
        <translation>%1：不能与预设或参数量同时使用（允许：%2）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="105"/>
        <source>%1: has %2 configurations (allowed: at most %3).</source>
        <translation>%1：有 %2 个配置（允许：最多 %3 个）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="108"/>
        <source>%1: is required to plan (allowed: an object, see &quot;Plans&quot; in the scenario format).</source>
        <translation>%1：规划时必须提供（允许：一个对象，见场景格式中的“Plans”）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="112"/>
        <source>%1: a serving plan needs a load (allowed: requests_per_s or tokens_per_s).</source>
        <translation>%1：服务方案需要负载（允许：requests_per_s 或 tokens_per_s）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="116"/>
        <source>%1: a training plan needs a limit (allowed: deadline_s or budget_usd).</source>
        <translation>%1：训练方案需要一个限制（允许：deadline_s 或 budget_usd）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="120"/>
        <source>%1: leaves no GPU to search (allowed: catalogue ids: %2).</source>
        <translation>%1：没有可搜索的 GPU（允许：目录 ID：%2）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="124"/>
        <source>%1: leaves no engine to search (allowed: engines that train; workload.engine when the list is empty).</source>
        <translation>%1：没有可搜索的引擎（允许：能训练的引擎；列表为空时用 workload.engine）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="127"/>
        <source>%1: leaves no engine to search (allowed: engines that serve).</source>
        <translation>%1：没有可搜索的引擎（允许：能提供推理服务的引擎）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="131"/>
        <source>%1: no engine searched runs %2 (allowed: the formats of the engines searched: %3).</source>
        <translation>%1：所搜索的引擎都不支持 %2（允许：所搜索引擎支持的格式：%3）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="135"/>
        <source>%1: has no &quot;generic&quot; profile.</source>
        <translation>%1：没有“generic”配置。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="137"/>
        <source>%1: cannot tell which catalogue model &quot;%2&quot; is (allowed: one of %3).</source>
        <translation>%1：无法判断“%2”是目录中的哪个模型（允许：%3 之一）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="141"/>
        <source>%1: cannot tell which catalogue GPU &quot;%2&quot; is (allowed: one of %3).</source>
        <translation>%1：无法判断“%2”是目录中的哪个 GPU（允许：%3 之一）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="145"/>
        <source>%1: holds no measurement to fit to.</source>
        <translation>%1：没有可拟合的测量数据。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="147"/>
        <source>%1: is empty (allowed: a CSV with a header row, or JSON).</source>
        <translation>%1：为空（允许：带表头行的 CSV 或 JSON）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="149"/>
        <source>%1: holds no usable measurement (allowed: at least one row with a known metric and a value above 0).</source>
        <translation>%1：没有可用的测量数据（允许：至少一行带已知指标且值大于 0）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="153"/>
        <source>%1: holds no rows (allowed: a CSV with a header row).</source>
        <translation>%1：没有任何行（允许：带表头行的 CSV）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="155"/>
        <source>%1: has %2 fields, the header %3 (allowed: as many fields as the header has columns).</source>
        <translation>%1：有 %2 个字段，表头有 %3 列（允许：字段数与表头列数相同）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="160"/>
        <source>%1: has more than %2 tests (allowed: up to %2).</source>
        <translation>%1：测试多于 %2 个（允许：最多 %2 个）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="162"/>
        <source>%1: has %2 tests (allowed: up to %3).</source>
        <translation>%1：有 %2 个测试（允许：最多 %3 个）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="165"/>
        <source>%1: has neither median_tpot_ms nor median_ttft_ms above 0 (allowed: the result JSON of vLLM&apos;s serving benchmark).</source>
        <translation>%1：median_tpot_ms 和 median_ttft_ms 都不大于 0（允许：vLLM 服务基准测试的结果 JSON）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="169"/>
        <source>%1: is neither a llama-bench test nor a vLLM benchmark result (allowed: a llama-bench test with avg_ts, or vLLM&apos;s result with median_tpot_ms).</source>
        <translation>%1：既不是 llama-bench 测试，也不是 vLLM 基准测试结果（允许：带 avg_ts 的 llama-bench 测试，或带 median_tpot_ms 的 vLLM 结果）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="222"/>
        <source>%1: model_type &quot;%2&quot; is not one this reader knows and the config lacks %3 (allowed: a config with hidden_size, num_hidden_layers, num_attention_heads, intermediate_size and vocab_size, or a model_type of %4).</source>
        <translation>%1：此读取器不认识 model_type“%2”，且配置缺少 %3（允许：含 hidden_size、num_hidden_layers、num_attention_heads、intermediate_size 和 vocab_size 的配置，或以下 model_type 之一：%4）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="257"/>
        <source>%1: prompt and output tokens together must be at least 1 (allowed: %2).</source>
        <translation>%1：提示与输出 token 之和至少为 1（允许：%2）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="261"/>
        <source>%1: a full fine-tune cannot update weights stored in fewer than 8 bits; train adapters (LoRA fraction above 0) or choose 8-bit or wider weights (allowed: %2).</source>
        <translation>%1：全量微调无法更新少于 8 位存储的权重；请训练适配器（LoRA 比例大于 0）或选择 8 位及以上的权重（允许：%2）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="273"/>
        <source>%1: the engine &quot;%2&quot; does not run %3 weights (allowed with it: %4).</source>
        <translation>%1：引擎“%2”不支持 %3 权重（该引擎允许：%4）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="277"/>
        <source>%1: the engine &quot;%2&quot; splits a replica over at most %3 GPUs, not %4 (allowed with it: %5).</source>
        <translation>%1：引擎“%2”最多把一个副本拆分到 %3 块 GPU 上，而不是 %4 块（该引擎允许：%5）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="281"/>
        <source>%1: a prompt and an answer of %2 tokens together are longer than the model&apos;s context of %3 tokens: the model cannot take them in one sequence, though the numbers are worked out as asked (allowed: %4).</source>
        <translation>%1：提示与回答合计 %2 个 token，超过了模型 %3 个 token 的上下文：模型无法在一个序列中处理它们，但仍按要求计算各项数字（允许：%4）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="287"/>
        <source>%1: &quot;%2&quot; is listed twice (allowed: each once).</source>
        <translation>%1：&quot;%2&quot; 出现了两次（允许：每项一次）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="290"/>
        <source>%1: is false and so is serves: a profile must serve or train (allowed: true where serves is false).</source>
        <translation>%1：为 false，且 serves 也为 false：配置必须用于推理或训练（允许：serves 为 false 时为 true）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="294"/>
        <source>%1: %2 shares one unified memory with its CPU: there is no host memory to offload to (allowed: no offload on this GPU).</source>
        <translation>%1：%2 与其 CPU 共用统一内存：没有可卸载到的主机内存（允许：此 GPU 上不卸载）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="298"/>
        <source>%1: %2 and %3 cannot both be given (allowed: one of the two).</source>
        <translation>%1：%2 与 %3 不能同时给出（允许：二者之一）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="301"/>
        <source>%1: applies only when %2 is &quot;%3&quot; (allowed: with %2 &quot;%3&quot;).</source>
        <translation>%1：仅在 %2 为 &quot;%3&quot; 时适用（允许：%2 为 &quot;%3&quot; 时）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="304"/>
        <source>%1: %2 does not divide the draft model&apos;s %3 attention heads (allowed: a divisor of %3).</source>
        <translation>%1：%2 不能整除草稿模型的 %3 个注意力头（允许：%3 的约数）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="308"/>
        <source>%1: describes layers of a kind Ridgeline does not model (state-space or linear attention) for model_type &quot;%2&quot; (allowed: attention layers, full, windowed or chunked, with dense or expert MLPs; the model_types %3).</source>
        <translation>%1：描述了 Ridgeline 不建模的层（状态空间或线性注意力），model_type 为 &quot;%2&quot;（允许：注意力层，完整、滑动窗口或分块，配稠密或专家 MLP；model_type 可为 %3）。</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="314"/>
        <source>%1: names %2 experts that this reader cannot place for model_type &quot;%3&quot; (allowed: the expert keys of the model_types %4).</source>
        <translation>%1：给出了 %2 个专家，本读取器无法为 model_type &quot;%3&quot; 归位（允许：model_type %4 的专家键）。</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <location filename="../ui/export/report.cpp" line="120"/>
        <source>the PDF writer could not start</source>
        <translation>PDF 写入器无法启动</translation>
    </message>
    <message>
        <location filename="../ui/export/report.cpp" line="132"/>
        <location filename="../ui/export/report.cpp" line="137"/>
        <location filename="../ui/export/report.cpp" line="146"/>
        <source>could not start page %1</source>
        <translation>无法开始第 %1 页</translation>
    </message>
    <message>
        <location filename="../ui/export/report.cpp" line="219"/>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <location filename="../ui/export/html_report.cpp" line="92"/>
        <location filename="../ui/export/report.cpp" line="243"/>
        <source>Ridgeline report: %1</source>
        <translation>Ridgeline 报告：%1</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="27"/>
        <source>custom model</source>
        <translation>自定义模型</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="37"/>
        <source>%1 training on %2</source>
        <translation>%1 在 %2 上训练</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="38"/>
        <source>%1 serving on %2</source>
        <translation>%1 在 %2 上推理服务</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="51"/>
        <source>%1× %2</source>
        <translation>%1× %2</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="52"/>
        <source>%1× %2 (TP%3)</source>
        <translation>%1× %2（TP%3）</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="108"/>
        <location filename="../ui/export/report_parts.cpp" line="74"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="74"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="82"/>
        <location filename="../ui/export/report_parts.cpp" line="88"/>
        <source>%1 per 1M tokens</source>
        <translation>%1 / 百万 token</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="100"/>
        <source>In brackets: the P10-P90 range. About 8 of 10 measured runs of setups like this one fall inside it; it comes from how far the engine profile&apos;s predictions were from the measurements it was fitted to (measured / predicted speed %1 to %2 for %3). A setup unlike the measured ones may miss further.</source>
        <translation>括号中为 P10–P90 区间。与此类似的配置的实测运行约有 8/10 落在其中；它来自推理引擎配置的预测与其拟合所用实测值之间的偏差（%3 的实测 / 预测速度为 %1 到 %2）。与实测配置差异较大的配置偏差可能更大。</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="106"/>
        <source>decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="109"/>
        <source>The ranges are widened by ±%1 for the efficiencies set by hand.</source>
        <translation>由于手动设置了效率，区间再放宽 ±%1。</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="159"/>
        <location filename="../ui/export/report_parts.cpp" line="215"/>
        <source>%1 of %2 usable</source>
        <translation>%1 / %2 可用</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="167"/>
        <source>no: host memory too small</source>
        <translation>否：主机内存不足</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="189"/>
        <source>%1: exposed communication %2 is its longest part</source>
        <translation>%1：暴露的通信 %2 是其最长部分</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="191"/>
        <source>%1: I %2 %3 the %4 %5</source>
        <translation>%1：I %2 %3 %4 %5</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="224"/>
        <source>Engine ridge / GPU ridge</source>
        <translation>引擎脊点 / GPU 脊点</translation>
    </message>
    <message>
        <source>%1: I %2 %3 its effective ridge %4</source>
        <translation type="vanished">%1：I %2 %3 其有效脊点 %4</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="203"/>
        <source>Training step</source>
        <translation>训练步</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="211"/>
        <source>Prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="215"/>
        <source>Host memory</source>
        <translation>主机内存</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="218"/>
        <source>Decode step: GPU + host + PCIe</source>
        <translation>解码步骤：GPU + 主机 + PCIe</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="219"/>
        <source>%1 + %2 + %3</source>
        <translation>%1 + %2 + %3</translation>
    </message>
    <message>
        <source>Ridge, engine / datasheet</source>
        <translation type="vanished">脊点，推理引擎 / 规格</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="225"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="218"/>
        <location filename="../ui/export/report_html.cpp" line="220"/>
        <location filename="../ui/export/report_html.cpp" line="222"/>
        <location filename="../ui/export/report_html.cpp" line="226"/>
        <location filename="../ui/export/report_parts.cpp" line="161"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export/report_parts.cpp" line="168"/>
        <source>yes, on %n GPU(s)</source>
        <translation>
            <numerusform>是，需 %n 块 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export/report_parts.cpp" line="169"/>
        <source>no: needs %n GPU(s)</source>
        <translation>
            <numerusform>否：需要 %n 块 GPU</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="177"/>
        <source>communication-bound</source>
        <translation>通信受限</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="181"/>
        <source>memory-bound</source>
        <translation>访存受限</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="175"/>
        <source>compute-bound</source>
        <translation>计算受限</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="24"/>
        <source>Training time</source>
        <translation>训练时间</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="26"/>
        <location filename="../ui/export/report_html.cpp" line="99"/>
        <source>GPU-hours</source>
        <translation>GPU 时</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="28"/>
        <location filename="../ui/export/report_html.cpp" line="55"/>
        <source>Cost, cloud</source>
        <translation>成本（云）</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="30"/>
        <location filename="../ui/export/report_html.cpp" line="53"/>
        <source>Cost, owned</source>
        <translation>成本（自有）</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="32"/>
        <location filename="../ui/export/report_html.cpp" line="41"/>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="34"/>
        <source>Step time (modelled)</source>
        <translation>步时间（建模）</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="35"/>
        <source>Scaling efficiency</source>
        <translation>扩展效率</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="38"/>
        <source>GPUs for the deadline</source>
        <translation>满足截止期限的 GPU 数</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="43"/>
        <source>Per-user speed</source>
        <translation>单用户速度</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="46"/>
        <source>Time to first token</source>
        <translation>首 token 时间</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="48"/>
        <source>Time per token</source>
        <translation>每 token 时间</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="50"/>
        <source>Request latency</source>
        <translation>请求延迟</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="209"/>
        <source>Decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <source>Intensity vs effective ridge</source>
        <translation type="vanished">算术强度与有效脊点</translation>
    </message>
    <message>
        <source>%1 vs %2 (datasheet ridge %3)</source>
        <translation type="vanished">%1 对比 %2（规格表脊点 %3）</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="58"/>
        <source>Speculative decoding</source>
        <translation>投机解码</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="59"/>
        <source>%1 tokens a step, draft %2 + verify %3, %4× plain decode</source>
        <translation>每步 %1 个 token，草稿 %2 + 验证 %3，为普通解码的 %4×</translation>
    </message>
    <message>
        <location filename="../ui/export/report_captions.cpp" line="18"/>
        <location filename="../ui/export/report_html.cpp" line="63"/>
        <source>Memory per GPU</source>
        <translation>每 GPU 显存</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="64"/>
        <location filename="../ui/export/report_html.cpp" line="97"/>
        <source>Fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="66"/>
        <source>Max batch</source>
        <translation>最大批大小</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="68"/>
        <source>Break-even, owned</source>
        <translation>盈亏平衡（自有）</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="69"/>
        <source>%1 months</source>
        <translation>%1 个月</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="97"/>
        <location filename="../ui/export/report_html.cpp" line="239"/>
        <source>GPU option</source>
        <translation>GPU 方案</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="97"/>
        <source>Memory / GPU</source>
        <translation>显存 / GPU</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="99"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="99"/>
        <source>Cloud cost</source>
        <translation>云成本</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="100"/>
        <source>Owned cost</source>
        <translation>自有成本</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="102"/>
        <source>Tokens/s</source>
        <translation>token/s</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="102"/>
        <source>Per user</source>
        <translation>单用户</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="102"/>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="103"/>
        <source>$/1M owned</source>
        <translation>$/百万（自有）</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="103"/>
        <source>$/1M cloud</source>
        <translation>$/百万（云）</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="109"/>
        <source>needs %1</source>
        <translation>需要 %1</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="124"/>
        <source>MHA</source>
        <translation>MHA</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="125"/>
        <source>MQA</source>
        <translation>MQA</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="126"/>
        <source>GQA</source>
        <translation>GQA</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="127"/>
        <location filename="../ui/export/report_html.cpp" line="428"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="128"/>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="130"/>
        <source>Active parameters</source>
        <translation>激活参数量</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="131"/>
        <source>Experts</source>
        <translation>专家</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="132"/>
        <source>%1, %2 active per token</source>
        <translation>%1，每 token 激活 %2 个</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="133"/>
        <source>Layers × hidden</source>
        <translation>层数 × 隐藏维度</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="133"/>
        <location filename="../ui/export/report_parts.cpp" line="33"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="134"/>
        <source>Attention heads</source>
        <translation>注意力头</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="134"/>
        <source>%1 query, %2 KV (%3), head dim %4</source>
        <translation>%1 个查询头，%2 个 KV 头（%3），头维度 %4</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="139"/>
        <source>MLP</source>
        <translation>MLP</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="140"/>
        <source>%1, FFN %2</source>
        <translation>%1，FFN %2</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="141"/>
        <source>gated (SwiGLU)</source>
        <translation>门控（SwiGLU）</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="141"/>
        <source>plain</source>
        <translation>普通</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="143"/>
        <source>Vocabulary</source>
        <translation>词表</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="143"/>
        <source>%1%2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="144"/>
        <source>, tied</source>
        <translation>，共享嵌入</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="149"/>
        <source>%1 (%2 bits)</source>
        <translation>%1（%2 位）</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="155"/>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="155"/>
        <location filename="../ui/export/report_parts.cpp" line="106"/>
        <source>training</source>
        <translation>训练</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="155"/>
        <source>inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="157"/>
        <source>Batch per replica</source>
        <translation>每副本批大小</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="158"/>
        <source>Prompt + output</source>
        <translation>提示 + 输出</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="159"/>
        <source>%1 + %2 tokens</source>
        <translation>%1 + %2 token</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="160"/>
        <source>Tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="161"/>
        <source>Replicas</source>
        <translation>副本数</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="162"/>
        <source>Usable VRAM</source>
        <translation>可用显存</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="163"/>
        <source>Runtime overhead</source>
        <translation>运行时开销</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="164"/>
        <location filename="../ui/export/report_html.cpp" line="263"/>
        <source>%1 per GPU</source>
        <translation>每 GPU %1</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="166"/>
        <source>Prefill chunk</source>
        <translation>预填充块</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="166"/>
        <location filename="../ui/export/report_html.cpp" line="174"/>
        <location filename="../ui/export/report_html.cpp" line="175"/>
        <source>%1 tokens</source>
        <translation>%1 token</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="169"/>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="169"/>
        <source>Adam</source>
        <translation>Adam</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="169"/>
        <source>SGD</source>
        <translation>SGD</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="170"/>
        <source>8-bit Adam</source>
        <translation>8 位 Adam</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="170"/>
        <location filename="../ui/export/report_html.cpp" line="171"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="171"/>
        <source>selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="171"/>
        <source>full</source>
        <translation>完全</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="174"/>
        <source>Tokens</source>
        <translation>token 数</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="175"/>
        <source>Sequence</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="176"/>
        <source>Micro / global batch</source>
        <translation>微批 / 全局批</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="177"/>
        <source>%1 / %2 sequences</source>
        <translation>%1 / %2 个序列</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="178"/>
        <source>Parallelism</source>
        <translation>并行方式</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="178"/>
        <source>DP %1, TP %2, PP %3</source>
        <translation>DP %1，TP %2，PP %3</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="182"/>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="183"/>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="184"/>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="185"/>
        <source>Flash attention</source>
        <translation>Flash Attention</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="187"/>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="189"/>
        <source>Deadline</source>
        <translation>截止期限</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="190"/>
        <source>Time basis</source>
        <translation>时间依据</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="191"/>
        <location filename="../ui/export/report_html.cpp" line="222"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="191"/>
        <source>modelled step</source>
        <translation>建模步</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="197"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../ui/export/report_captions.cpp" line="23"/>
        <location filename="../ui/export/report_html.cpp" line="199"/>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="200"/>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="204"/>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="205"/>
        <source>Master weights</source>
        <translation>主权重</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="212"/>
        <location filename="../ui/export/report_html.cpp" line="316"/>
        <location filename="../ui/export/report_html.cpp" line="321"/>
        <location filename="../ui/export/report_html.cpp" line="326"/>
        <source>set by user</source>
        <translation>用户设定</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="212"/>
        <source>engine</source>
        <translation>推理引擎</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="216"/>
        <source>Engine</source>
        <translation>推理引擎</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="217"/>
        <source>Memory η_m</source>
        <translation>内存 η_m</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="219"/>
        <source>Compute η_c</source>
        <translation>计算 η_c</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="225"/>
        <source>Step overhead</source>
        <translation>每步开销</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="229"/>
        <source>Fit error</source>
        <translation>拟合误差</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export/report_html.cpp" line="230"/>
        <source>%1 % MAPE over %n measurement(s)</source>
        <translation>
            <numerusform>%1 % MAPE（基于 %n 个测量值）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="239"/>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="240"/>
        <source>Bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="240"/>
        <source>Peak %1</source>
        <translation>峰值 %1</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="241"/>
        <source>Interconnect</source>
        <translation>互连</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="241"/>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="246"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="338"/>
        <source>Catalogue as of %1 (its newest figure)</source>
        <translation>目录截至 %1（其最新数据）</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="450"/>
        <source>How each summary figure for %1 follows from the inputs: the formula, then the same formula with this scenario&apos;s values. Memory in %2, bandwidth and bytes moved in decimal units.</source>
        <translation>%1 的每个摘要数字如何由输入得出：先给出公式，再代入本场景的数值。内存以 %2 计，带宽和传输字节以十进制单位计。</translation>
    </message>
    <message>
        <source>%1 GiB %2</source>
        <translation type="vanished">%1 GiB %2</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="250"/>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="252"/>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="262"/>
        <source>GPU price</source>
        <translation>GPU 价格</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="263"/>
        <location filename="../ui/export/report_html.cpp" line="265"/>
        <source>not known</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="264"/>
        <source>Cloud rate</source>
        <translation>云租用价格</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="264"/>
        <source>%1 per GPU-hour</source>
        <translation>每 GPU 时 %1</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="266"/>
        <source>Server overhead</source>
        <translation>服务器附加成本</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="268"/>
        <source>none: the catalogue&apos;s servers</source>
        <translation>无：使用目录中的服务器</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="269"/>
        <source>Utilization</source>
        <translation>利用率</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="270"/>
        <source>Lifetime</source>
        <translation>使用寿命</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="270"/>
        <source>%1 years</source>
        <translation>%1 年</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="271"/>
        <source>Electricity</source>
        <translation>电费</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="272"/>
        <source>%1 per kWh, PUE %2</source>
        <translation>每 kWh %1，PUE %2</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="273"/>
        <source>Maintenance</source>
        <translation>维护</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="274"/>
        <source>%1 of capital per year</source>
        <translation>每年为资本的 %1</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="279"/>
        <source>%1 per hour</source>
        <translation>每小时 %1</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="281"/>
        <source>Capital cost</source>
        <translation>资本成本</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="282"/>
        <source>Owned</source>
        <translation>自有</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="283"/>
        <source>of which power</source>
        <translation>其中电费</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="284"/>
        <source>Cloud</source>
        <translation>云</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="285"/>
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="286"/>
        <source>%1 whole, %2 without GPUs</source>
        <translation>%1 台整机，不含 GPU %2</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="288"/>
        <source>Power draw</source>
        <translation>功耗</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="289"/>
        <source>%1 W, GPUs and servers</source>
        <translation>%1 W，GPU 与服务器</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="291"/>
        <source>Energy</source>
        <translation>能耗</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="291"/>
        <source>%1 J per output token, %2 tokens/s per MW</source>
        <translation>每个输出 token %1 J，每 MW %2 tokens/s</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="295"/>
        <source>Break-even</source>
        <translation>盈亏平衡</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="296"/>
        <source>%1 hours of use</source>
        <translation>使用 %1 小时</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="306"/>
        <source>not given</source>
        <translation>未给出</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="313"/>
        <source>%1 specifications</source>
        <translation>%1 规格</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="316"/>
        <location filename="../ui/export/report_html.cpp" line="318"/>
        <source>%1 price</source>
        <translation>%1 价格</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="321"/>
        <location filename="../ui/export/report_html.cpp" line="323"/>
        <source>%1 cloud rate</source>
        <translation>%1 云租用价格</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="326"/>
        <location filename="../ui/export/report_html.cpp" line="328"/>
        <source>%1 server</source>
        <translation>%1 服务器</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="330"/>
        <source>Engine profile %1</source>
        <translation>推理引擎配置 %1</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="333"/>
        <source>%1 architecture</source>
        <translation>%1 架构</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="391"/>
        <source>GPU SIZING REPORT · TRAINING</source>
        <translation>GPU 选型报告 · 训练</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="392"/>
        <source>GPU SIZING REPORT · INFERENCE</source>
        <translation>GPU 选型报告 · 推理</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="396"/>
        <source>Scenario name: %1</source>
        <translation>场景名称：%1</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="399"/>
        <source>%1 on %2 · %3 · Ridgeline %4</source>
        <translation>%1 在 %2 上 · %3 · Ridgeline %4</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="405"/>
        <source>No results to report.</source>
        <translation>没有可报告的结果。</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="409"/>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="411"/>
        <source>%1 on %2. Figures are modelled from datasheet peaks and the engine&apos;s fitted efficiencies; see the formulas at the end for every number used.</source>
        <translation>%1 在 %2 上。数据根据规格表峰值和推理引擎的拟合效率建模；所用的每个数字见文末公式。</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="419"/>
        <source>GPU options compared</source>
        <translation>比较的 GPU 方案</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="422"/>
        <source>Each option runs the same workload; the bold row is the one the summary describes.</source>
        <translation>每个方案运行相同的工作负载；粗体行即摘要所描述的方案。</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="426"/>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="428"/>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="429"/>
        <source>Number formats</source>
        <translation>数值格式</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="429"/>
        <source>Efficiency</source>
        <translation>效率</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="431"/>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="434"/>
        <source>Economics</source>
        <translation>经济性</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="434"/>
        <source>Running costs</source>
        <translation>运行成本</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="436"/>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="443"/>
        <source>Formulas and numbers</source>
        <translation>公式与数值</translation>
    </message>
    <message>
        <source>How each summary figure for %1 follows from the inputs: the formula, then the same formula with this scenario&apos;s values. Memory in GiB, bandwidth and bytes moved in decimal units.</source>
        <translation type="vanished">%1 的每个摘要数字如何由输入得出：先给出公式，再代入本场景的数值。内存以 GiB 计，带宽和传输字节以十进制单位计。</translation>
    </message>
    <message>
        <location filename="../ui/export/report_captions.cpp" line="12"/>
        <source>Roofline</source>
        <translation>屋顶线</translation>
    </message>
    <message>
        <location filename="../ui/export/report_captions.cpp" line="13"/>
        <source>Attainable performance per GPU against arithmetic intensity, both axes logarithmic. Each roof bends at its ridge point; the markers are the modelled operating points of this workload.</source>
        <translation>每 GPU 可达性能与算术强度的关系，两轴均为对数刻度。每条屋顶在其脊点处转折；标记为该工作负载的建模工作点。</translation>
    </message>
    <message>
        <location filename="../ui/export/report_captions.cpp" line="19"/>
        <source>What one GPU holds, by component, against its usable VRAM (short line). A bar above the line does not fit.</source>
        <translation>一块 GPU 按组件容纳的内容，与其可用显存（短线）对比。高于该线的柱条表示放不下。</translation>
    </message>
    <message>
        <location filename="../ui/export/report_captions.cpp" line="24"/>
        <source>KV cache of one replica against context for batch 1, the current batch and the largest that fits; dashed lines mark the VRAM left for KV cache on each GPU.</source>
        <translation>一个副本的 KV 缓存随上下文的变化，分别为批大小 1、当前批大小和放得下的最大批大小；虚线标出每块 GPU 上剩余可用于 KV 缓存的显存。</translation>
    </message>
    <message>
        <location filename="../ui/export/report_captions.cpp" line="29"/>
        <source>Scaling</source>
        <translation>扩展</translation>
    </message>
    <message>
        <location filename="../ui/export/report_captions.cpp" line="30"/>
        <source>Training throughput (tokens/s of all GPUs, solid, left axis) and scaling efficiency (dashed, right axis) against GPU count, both counts logarithmic. The dotted vertical line marks the GPUs of one node: beyond it gradients cross the network.</source>
        <translation>训练吞吐量（所有 GPU 的 token/s，实线，左轴）和扩展效率（虚线，右轴）随 GPU 数的变化，GPU 数为对数刻度。竖直点线标出一个节点的 GPU 数：超过它梯度就要经过网络。</translation>
    </message>
    <message>
        <location filename="../ui/export/report_captions.cpp" line="36"/>
        <source>Time and cost to train</source>
        <translation>训练时间与成本</translation>
    </message>
    <message>
        <location filename="../ui/export/report_captions.cpp" line="37"/>
        <source>Days to train (dotted, left axis) and the cost of the whole run (right axis), owned (solid) and cloud (dashed), against GPU count; the horizontal line is the deadline when one is set.</source>
        <translation>训练天数（点线，左轴）和整个运行的成本（右轴），自有（实线）与云（虚线），随 GPU 数的变化；设置了截止期限时，水平线即为截止期限。</translation>
    </message>
    <message>
        <location filename="../ui/export/report_captions.cpp" line="42"/>
        <source>Cost per token</source>
        <translation>每 token 成本</translation>
    </message>
    <message>
        <location filename="../ui/export/report_captions.cpp" line="43"/>
        <source>Cost per million generated tokens against batch, owned (solid) and cloud (dashed), each curve ending at the largest batch that fits.</source>
        <translation>每百万生成 token 的成本随批大小的变化，自有（实线）与云（虚线），每条曲线止于放得下的最大批大小。</translation>
    </message>
    <message>
        <location filename="../ui/export/report_captions.cpp" line="48"/>
        <source>Figure %1. %2.</source>
        <translation>图 %1. %2。</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="479"/>
        <source>Ridgeline %1 · %2</source>
        <translation>Ridgeline %1 · %2</translation>
    </message>
    <message>
        <location filename="../ui/export/report_plan.cpp" line="26"/>
        <source>Plans</source>
        <translation>方案</translation>
    </message>
    <message>
        <location filename="../ui/export/report_plan.cpp" line="28"/>
        <source>The cheapest configurations of the catalogue that meet the scenario&apos;s requirements: %1 searched, %2 meet every limit.</source>
        <translation>目录中满足场景要求的最便宜配置：共搜索 %1 个，%2 个满足所有限制。</translation>
    </message>
    <message>
        <location filename="../ui/export/report_plan.cpp" line="34"/>
        <location filename="../ui/export/report_plan.cpp" line="36"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../ui/export/report_plan.cpp" line="34"/>
        <location filename="../ui/export/report_plan.cpp" line="36"/>
        <source>Configuration</source>
        <translation>配置</translation>
    </message>
    <message>
        <location filename="../ui/export/report_plan.cpp" line="35"/>
        <source>Run cost</source>
        <translation>运行成本</translation>
    </message>
    <message>
        <location filename="../ui/export/report_plan.cpp" line="35"/>
        <source>Days</source>
        <translation>天数</translation>
    </message>
    <message>
        <location filename="../ui/export/report_plan.cpp" line="37"/>
        <source>$/1M tokens at the load</source>
        <translation>该负载下的 $/百万 token</translation>
    </message>
    <message>
        <location filename="../ui/export/report_plan.cpp" line="37"/>
        <source>$/hour</source>
        <translation>$/小时</translation>
    </message>
    <message>
        <location filename="../ui/export/report_plan.cpp" line="38"/>
        <source>Answer, percentile</source>
        <translation>响应时间，百分位</translation>
    </message>
    <message>
        <location filename="../ui/export/report_plan.cpp" line="47"/>
        <source>%1, TP %2, PP %3, ZeRO %4, micro-batch %5, %6</source>
        <translation>%1，TP %2，PP %3，ZeRO %4，微批 %5，%6</translation>
    </message>
    <message>
        <location filename="../ui/export/report_plan.cpp" line="54"/>
        <source>%1, TP %2, batch %3, %4 weights, %5 KV, %6</source>
        <translation>%1，TP %2，批大小 %3，权重 %4，KV %5，%6</translation>
    </message>
    <message>
        <location filename="../ui/export/report_plan.cpp" line="73"/>
        <source>No configuration meets the requirements.</source>
        <translation>没有配置满足要求。</translation>
    </message>
    <message>
        <location filename="../ui/export/report_plan.cpp" line="80"/>
        <source>Turned down</source>
        <translation>已排除</translation>
    </message>
</context>
<context>
    <name>Ridge</name>
    <message>
        <location filename="../ui/ridge_words.cpp" line="8"/>
        <source>GPU ridge</source>
        <translation>GPU 脊点</translation>
    </message>
    <message>
        <location filename="../ui/ridge_words.cpp" line="12"/>
        <source>engine ridge</source>
        <translation>引擎脊点</translation>
    </message>
    <message>
        <location filename="../ui/ridge_words.cpp" line="18"/>
        <source>prefill ridge</source>
        <translation>预填充脊点</translation>
    </message>
    <message>
        <location filename="../ui/ridge_words.cpp" line="20"/>
        <source>step ridge</source>
        <translation>训练步脊点</translation>
    </message>
    <message>
        <location filename="../ui/ridge_words.cpp" line="22"/>
        <source>verify ridge</source>
        <translation>验证脊点</translation>
    </message>
    <message>
        <location filename="../ui/ridge_words.cpp" line="26"/>
        <source>decode ridge</source>
        <translation>解码脊点</translation>
    </message>
</context>
<context>
    <name>ScenarioFile</name>
    <message>
        <location filename="../ui/document/scenario_file.cpp" line="25"/>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location filename="../ui/document/scenario_file.cpp" line="28"/>
        <source>%1 is %2 MiB, too large for a scenario (allowed: up to %3 MiB)</source>
        <translation>%1 大小为 %2 MiB，作为场景文件太大（允许：最多 %3 MiB）</translation>
    </message>
    <message>
        <location filename="../ui/document/scenario_file.cpp" line="36"/>
        <source>%1 is too large for a scenario</source>
        <translation>%1 作为场景文件太大</translation>
    </message>
    <message>
        <location filename="../ui/document/scenario_file.cpp" line="42"/>
        <source>%1 is not a scenario: it is not UTF-8 text (a binary file?)</source>
        <translation>%1 不是场景文件：它不是 UTF-8 文本（二进制文件？）</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <location filename="../ui/units.cpp" line="116"/>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <location filename="../ui/units.cpp" line="117"/>
        <source>%1 years</source>
        <translation>%1 年</translation>
    </message>
    <message>
        <location filename="../ui/per_dollar.cpp" line="16"/>
        <source>— per %1</source>
        <translation>每 %1：—</translation>
    </message>
    <message>
        <location filename="../ui/per_dollar.cpp" line="17"/>
        <source>%1 TB/s, %2 TFLOP/s per %3</source>
        <translation>每 %3：%1 TB/s，%2 TFLOP/s</translation>
    </message>
    <message>
        <location filename="../ui/per_dollar.cpp" line="24"/>
        <source>%1 tok/s per $/h</source>
        <translation>每 $/h：%1 tok/s</translation>
    </message>
    <message>
        <location filename="../ui/window/units_menu.cpp" line="11"/>
        <source>GB (decimal, 10^9 bytes)</source>
        <translation>GB（十进制，10^9 字节）</translation>
    </message>
    <message>
        <location filename="../ui/window/units_menu.cpp" line="12"/>
        <source>GiB (binary, 2^30 bytes)</source>
        <translation>GiB（二进制，2^30 字节）</translation>
    </message>
    <message>
        <location filename="../ui/window/units_menu.cpp" line="17"/>
        <source>&amp;Units</source>
        <translation>单位(&amp;U)</translation>
    </message>
    <message>
        <location filename="../ui/window/units_menu.cpp" line="19"/>
        <source>How memory sizes are shown on the charts, in the summary, the explanations, the chart CSV files and the report</source>
        <translation>内存大小在图表、摘要、说明、图表 CSV 文件和报告中的显示方式</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::ArchitectureEditor</name>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="17"/>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="20"/>
        <source>Grouped-query attention for sized models</source>
        <translation>按规模生成的模型使用分组查询注意力</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="21"/>
        <source>Gated MLP (SwiGLU)</source>
        <translation>门控 MLP（SwiGLU）</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="31"/>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="31"/>
        <source>Transformer blocks L</source>
        <translation>Transformer 块数 L</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="33"/>
        <source>Hidden size</source>
        <translation>隐藏维度</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="33"/>
        <source>Model width d</source>
        <translation>模型宽度 d</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="34"/>
        <source>Attention heads</source>
        <translation>注意力头</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="34"/>
        <source>Query heads n_h; head dim = hidden / heads</source>
        <translation>查询头数 n_h；头维度 = 隐藏维度 / 头数</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="36"/>
        <source>KV heads</source>
        <translation>KV 头数</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="36"/>
        <source>Key/value heads n_kv: equal to heads is MHA, 1 is MQA, in between GQA</source>
        <translation>键/值头数 n_kv：等于头数为 MHA，1 为 MQA，介于两者之间为 GQA</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="38"/>
        <source>FFN width</source>
        <translation>FFN 宽度</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="38"/>
        <source>MLP inner width d_ff</source>
        <translation>MLP 内部宽度 d_ff</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="39"/>
        <source>Vocabulary</source>
        <translation>词表</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="39"/>
        <source>Tokens in the vocabulary V</source>
        <translation>词表中的 token 数 V</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="41"/>
        <source>Experts</source>
        <translation>专家</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="41"/>
        <source>MoE experts per layer E; 1 for a dense model</source>
        <translation>每层 MoE 专家数 E；稠密模型为 1</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="43"/>
        <source>Active experts</source>
        <translation>激活专家数</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="43"/>
        <source>Experts each token is routed to k</source>
        <translation>每个 token 路由到的专家数 k</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="45"/>
        <source>Three MLP matrices (SwiGLU) instead of two</source>
        <translation>三个 MLP 矩阵（SwiGLU）而不是两个</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="46"/>
        <source>When the size slider derives a Llama-shaped model, give it 8 KV heads</source>
        <translation>当规模滑块生成 Llama 结构的模型时，为其设置 8 个 KV 头</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="50"/>
        <source>Gated MLP</source>
        <translation>门控 MLP</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="56"/>
        <source>Grouped-query attention</source>
        <translation>分组查询注意力</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::Autosave</name>
    <message>
        <location filename="../ui/document/autosave.cpp" line="43"/>
        <source>cannot create the folder of %1</source>
        <translation>无法创建 %1 所在的文件夹</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::ChartGrid</name>
    <message>
        <source>%1: double-click to enlarge, again or Esc to return</source>
        <translation type="vanished">%1：双击放大，再次双击或按 Esc 返回</translation>
    </message>
    <message>
        <location filename="../ui/layout/chart_grid.cpp" line="50"/>
        <source>%1: double-click or Esc to return to the grid</source>
        <translation>%1：双击或按 Esc 返回网格</translation>
    </message>
    <message>
        <location filename="../ui/layout/chart_grid.cpp" line="51"/>
        <source>%1: double-click to enlarge, again or Esc to return; right-click to pin a note</source>
        <translation>%1：双击放大，再次双击或按 Esc 返回；右键单击可钉上注释</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::ChartNoteMenu</name>
    <message>
        <location filename="../ui/layout/chart_note_menu.cpp" line="43"/>
        <location filename="../ui/layout/chart_note_menu.cpp" line="77"/>
        <source>Add note</source>
        <translation>添加注释</translation>
    </message>
    <message>
        <location filename="../ui/layout/chart_note_menu.cpp" line="174"/>
        <source>Remove note</source>
        <translation>移除注释</translation>
    </message>
    <message>
        <location filename="../ui/layout/chart_note_menu.cpp" line="182"/>
        <source>Remove notes</source>
        <translation>移除全部注释</translation>
    </message>
    <message>
        <location filename="../ui/layout/chart_note_menu.cpp" line="199"/>
        <source>Add Note Here…</source>
        <translation>在此处添加注释…</translation>
    </message>
    <message>
        <location filename="../ui/layout/chart_note_menu.cpp" line="201"/>
        <source>Pin a Note to a Region…</source>
        <translation>将注释钉到区域上…</translation>
    </message>
    <message>
        <location filename="../ui/layout/chart_note_menu.cpp" line="202"/>
        <source>Then drag out the region on the chart; Esc cancels</source>
        <translation>然后在图表上拖出区域；按 Esc 取消</translation>
    </message>
    <message>
        <location filename="../ui/layout/chart_note_menu.cpp" line="208"/>
        <source>Remove Note “%1”</source>
        <translation>移除注释“%1”</translation>
    </message>
    <message>
        <location filename="../ui/layout/chart_note_menu.cpp" line="210"/>
        <source>Remove All Notes on This Chart</source>
        <translation>移除此图表上的所有注释</translation>
    </message>
    <message>
        <location filename="../ui/layout/chart_note_menu.cpp" line="111"/>
        <source>Add Note</source>
        <translation>添加注释</translation>
    </message>
    <message>
        <location filename="../ui/layout/chart_note_menu.cpp" line="112"/>
        <source>Note (saved with the scenario, drawn in exports and the report):</source>
        <translation>注释（随场景保存，并绘制在导出文件和报告中）：</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::ClusterPanel</name>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="28"/>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="41"/>
        <source>GPUs in one server of the primary configuration; more GPUs than this talk over the network</source>
        <translation>主配置中一台服务器内的 GPU 数；超出此数的 GPU 通过网络通信</translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="43"/>
        <location filename="../ui/panels/cluster_panel.cpp" line="71"/>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="46"/>
        <source>The network adapter (NIC) that joins the servers</source>
        <translation>连接各服务器的网络适配器（网卡）</translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="50"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="51"/>
        <source>Ethernet 25 Gb/s</source>
        <translation>以太网 25 Gb/s</translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="52"/>
        <source>Ethernet 100 Gb/s</source>
        <translation>以太网 100 Gb/s</translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="53"/>
        <source>Ethernet 200 Gb/s</source>
        <translation>以太网 200 Gb/s</translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="54"/>
        <source>InfiniBand HDR 200 Gb/s</source>
        <translation>InfiniBand HDR 200 Gb/s</translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="55"/>
        <source>InfiniBand NDR 400 Gb/s</source>
        <translation>InfiniBand NDR 400 Gb/s</translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="56"/>
        <source>InfiniBand XDR 800 Gb/s</source>
        <translation>InfiniBand XDR 800 Gb/s</translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="59"/>
        <source>Custom (from the file)</source>
        <translation>自定义（来自文件）</translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="62"/>
        <location filename="../ui/panels/cluster_panel.cpp" line="82"/>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="65"/>
        <source>Network adapters in one server</source>
        <translation>一台服务器中的网络适配器数</translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="66"/>
        <location filename="../ui/panels/cluster_panel.cpp" line="75"/>
        <source>NICs per node</source>
        <translation>每节点网卡数</translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="99"/>
        <source>Network per GPU: %1%2</source>
        <translation>每 GPU 网络带宽：%1%2</translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="101"/>
        <source> (the GPU&apos;s catalogue server)</source>
        <translation>（该 GPU 的目录服务器）</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::CollapsibleSection</name>
    <message>
        <location filename="../ui/widgets/collapsible_section.cpp" line="20"/>
        <source>Show or hide %1</source>
        <translation>显示或隐藏 %1</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::CostChart</name>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="36"/>
        <source>Batch (sequences)</source>
        <translation>批大小（序列数）</translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="37"/>
        <source>Cost ($ per 1M tokens)</source>
        <translation>成本（$ / 百万 token）</translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="45"/>
        <source>Cost per token</source>
        <translation>每 token 成本</translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="76"/>
        <source>owned (solid)</source>
        <translation>自有（实线）</translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="81"/>
        <source>cloud (dashed)</source>
        <translation>云（虚线）</translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="97"/>
        <source>does not fit,
not even at batch 1:
%1</source>
        <translation>放不下，
即使批大小为 1：
%1</translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="103"/>
        <source>pinned (A)</source>
        <translation>已固定（A）</translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="131"/>
        <source>%1 owned: %2 per 1M tokens at batch %3
fits up to batch %4</source>
        <translation>%1 自有：批大小 %3 时每百万 token %2
最大可容纳批大小 %4</translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="143"/>
        <source>%1 cloud</source>
        <translation>%1 云</translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="150"/>
        <source>%1 cloud: %2 per 1M tokens at batch %3
fits up to batch %4</source>
        <translation>%1 云：批大小 %3 时每百万 token %2
最大可容纳批大小 %4</translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="159"/>
        <source>%1 at batch %2</source>
        <translation>%1，批大小 %2</translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="162"/>
        <source>
owned %1 per 1M tokens</source>
        <translation>
自有：每百万 token %1</translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="166"/>
        <source>
cloud %1 per 1M tokens</source>
        <translation>
云：每百万 token %1</translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="169"/>
        <source>%1 current batch</source>
        <translation>%1 当前批大小</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::Document</name>
    <message>
        <location filename="../ui/document/document.cpp" line="35"/>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::EconomicsPanel</name>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="37"/>
        <source>Economics</source>
        <translation>经济性</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="40"/>
        <source>&amp;Owned</source>
        <translation>自有(&amp;O)</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="41"/>
        <source>C&amp;loud</source>
        <translation>云(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="47"/>
        <source>Headline cost: buy the GPUs (price over the lifetime plus power)</source>
        <translation>主要成本：购买 GPU（按使用寿命折算的价格加电费）</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="48"/>
        <source>Headline cost: rent the GPUs by the hour</source>
        <translation>主要成本：按小时租用 GPU</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="50"/>
        <source>Cost basis:</source>
        <translation>成本依据：</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="56"/>
        <source>Cost basis</source>
        <translation>成本依据</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="62"/>
        <location filename="../ui/panels/economics_panel.cpp" line="98"/>
        <source>Utilization</source>
        <translation>利用率</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="62"/>
        <source>Share of the hours the GPUs do useful work (1 to 100 %)</source>
        <translation>GPU 执行有效工作的时间占比（1 到 100 %）</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="63"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="68"/>
        <source>Electricity</source>
        <translation>电费</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="68"/>
        <source>Price of a kilowatt-hour</source>
        <translation>每千瓦时电价</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="68"/>
        <location filename="../ui/panels/economics_panel.cpp" line="79"/>
        <location filename="../ui/panels/economics_panel.cpp" line="144"/>
        <location filename="../ui/panels/economics_panel.cpp" line="153"/>
        <source>$</source>
        <translation>$</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="68"/>
        <source> /kWh</source>
        <translation> /kWh</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="70"/>
        <location filename="../ui/panels/economics_panel.cpp" line="100"/>
        <source>Lifetime</source>
        <translation>使用寿命</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="70"/>
        <source>Years the purchase is written off over</source>
        <translation>购置费用的折旧年数</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="71"/>
        <source> years</source>
        <translation> 年</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="73"/>
        <location filename="../ui/panels/economics_panel.cpp" line="101"/>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="73"/>
        <source>Power usage effectiveness: facility power / IT power</source>
        <translation>电能使用效率：设施总功率 / IT 功率</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="76"/>
        <location filename="../ui/panels/economics_panel.cpp" line="102"/>
        <source>Server and network</source>
        <translation>服务器与网络</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="77"/>
        <source>Purchase price of everything but the GPUs (chassis, CPUs, memory, network) for the whole system; written off with the GPUs</source>
        <translation>整个系统中 GPU 以外所有部件（机箱、CPU、内存、网络）的购置价格；与 GPU 一起折旧</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="87"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="88"/>
        <location filename="../ui/panels/economics_panel.cpp" line="104"/>
        <source>Maintenance</source>
        <translation>维护</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="89"/>
        <source>Yearly maintenance and support, as a share of the purchase price</source>
        <translation>每年的维护和支持费用，占购置价格的比例</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="90"/>
        <source> % /year</source>
        <translation> % /年</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="99"/>
        <source>Electricity price</source>
        <translation>电价</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="133"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="134"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="135"/>
        <source>Cloud /GPU-h</source>
        <translation>云 /GPU 时</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="146"/>
        <source>Price of %1</source>
        <translation>%1 的价格</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="147"/>
        <source>Purchase price of one %1; catalogue: %2 (%3)</source>
        <translation>一块 %1 的购买价格；目录：%2（%3）</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="155"/>
        <source>Cloud rate of %1</source>
        <translation>%1 的云租用价格</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="156"/>
        <source>On-demand rate per GPU-hour of %1; catalogue: %2 (%3)</source>
        <translation>%1 每 GPU 时的按需价格；目录：%2（%3）</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="171"/>
        <source>GPU price</source>
        <translation>GPU 价格</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="176"/>
        <source>Cloud rate</source>
        <translation>云租用价格</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="206"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="208"/>
        <source>no cloud rate</source>
        <translation>无云租用价格</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::EfficiencyPanel</name>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="30"/>
        <source>not fitted to calibration rows (documented defaults)</source>
        <translation>未按校准数据拟合（使用文档中的默认值）</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="31"/>
        <source>fitted to calibration rows %1</source>
        <translation>按校准数据 %1 拟合</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="33"/>
        <source>MAPE %1 %</source>
        <translation>MAPE %1 %</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="34"/>
        <source>MAPE not measured</source>
        <translation>MAPE 未测量</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="35"/>
        <source>%1: %2; %3.</source>
        <translation>%1：%2；%3。</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="41"/>
        <source>Efficiency</source>
        <translation>效率</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="45"/>
        <source>&amp;Reset to engine profile</source>
        <translation>重置为推理引擎配置(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="47"/>
        <source>Memory efficiency η_m</source>
        <translation>显存带宽效率 η_m</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="48"/>
        <source>Memory efficiency</source>
        <translation>显存带宽效率</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="49"/>
        <source>Compute efficiency η_c</source>
        <translation>计算效率 η_c</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="50"/>
        <source>Compute efficiency</source>
        <translation>计算效率</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="51"/>
        <source>Training MFU</source>
        <translation>训练 MFU</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="51"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="53"/>
        <location filename="../ui/panels/efficiency_panel.cpp" line="54"/>
        <source>Step overhead</source>
        <translation>每步开销</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="54"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="56"/>
        <source>Uncertainty of your values ±</source>
        <translation>您设置值的不确定度 ±</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="57"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="57"/>
        <source>Efficiency uncertainty</source>
        <translation>效率不确定度</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="61"/>
        <source>Drop the values you set and use the engine profile&apos;s again</source>
        <translation>丢弃您设置的值，重新使用推理引擎配置中的值</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="67"/>
        <source>Reset efficiency</source>
        <translation>重置效率</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="105"/>
        <source>Your value; the engine profile gives %1 on %2.</source>
        <translation>您设置的值；推理引擎配置在 %2 上给出 %1。</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="106"/>
        <source>Engine profile value on %1.</source>
        <translation>推理引擎配置在 %1 上的值。</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="111"/>
        <source>η_m: the share of the peak memory bandwidth the engine reaches; decode time is the bytes read per step divided by η_m × bandwidth.</source>
        <translation>η_m：推理引擎达到的峰值显存带宽比例；解码时间为每步读取的字节数除以 η_m × 带宽。</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="115"/>
        <source>η_c: the share of the peak tensor-core FLOP/s reached in inference (prefill and compute-bound decode).</source>
        <translation>η_c：推理（预填充和计算受限的解码）中达到的 Tensor Core 峰值 FLOP/s 比例。</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="119"/>
        <source>Model-FLOPs utilisation of training: useful FLOP/s over peak, all overheads included; the headline training time divides 6 P T by it.</source>
        <translation>训练的模型 FLOPs 利用率：有效 FLOP/s 与峰值之比，已包含所有开销；主要训练时间为 6 P T 除以它。</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="123"/>
        <source>Fixed time added to every decode step: kernel launches, sampling, scheduling.</source>
        <translation>每个解码步附加的固定时间：内核启动、采样、调度。</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="124"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="128"/>
        <source>How sure you are of the efficiencies you set, relative: the P10-P90 ranges of what they govern widen by this much. It applies only while you set an efficiency.</source>
        <translation>您对所设效率的把握程度（相对值）：它们所决定的数值的 P10–P90 区间会按此放宽。仅在您设置了效率时生效。</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="130"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="132"/>
        <source>Profile on %1: η_m %2, η_c %3, MFU %4, %5 ms.%6</source>
        <translation>%1 上的配置：η_m %2，η_c %3，MFU %4，%5 ms。%6</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="136"/>
        <source> Bold: your values.</source>
        <translation>粗体：您设置的值。</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::ExplainPanel</name>
    <message>
        <location filename="../ui/explain/explain_panel.cpp" line="31"/>
        <source>Step by Step</source>
        <translation>逐步显示</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_panel.cpp" line="33"/>
        <source>Show the derivation one line at a time, for a class to work out each step first</source>
        <translation>逐行显示推导，让学生先自己算出每一步</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_panel.cpp" line="36"/>
        <source>Next Line</source>
        <translation>下一行</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_panel.cpp" line="39"/>
        <source>Show the next line of the derivation (Ctrl+.)</source>
        <translation>显示推导的下一行（Ctrl+.）</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_panel.cpp" line="52"/>
        <source>Explanation</source>
        <translation>说明</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_panel.cpp" line="53"/>
        <source>How the number under the mouse, or the one you clicked, is computed</source>
        <translation>鼠标下方或您点击的数字是如何计算的</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_panel.cpp" line="130"/>
        <source>Next Line (%1 of %2)</source>
        <translation>下一行（%1 / %2）</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_panel.cpp" line="192"/>
        <source>&lt;p&gt;Hover a number or a chart point to see how it is computed.&lt;/p&gt;</source>
        <translation>&lt;p&gt;将鼠标悬停在数字或图表点上，查看其计算方法。&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/explain/explain_panel.cpp" line="205"/>
        <source>… %n more line(s): Next Line (Ctrl+.)</source>
        <translation>
            <numerusform>… 还有 %n 行：下一行（Ctrl+.）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::ExportActions</name>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="31"/>
        <source>&amp;Copy Chart Image</source>
        <translation>复制图表图像(&amp;C)</translation>
    </message>
    <message>
        <source>Export &amp;Report (PDF)…</source>
        <translation type="vanished">导出报告（PDF）(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="32"/>
        <source>Export &amp;Report (PDF or HTML)…</source>
        <translation>导出报告（PDF 或 HTML）(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="34"/>
        <source>Copy the focused chart to the clipboard as an image</source>
        <translation>将当前焦点图表作为图像复制到剪贴板</translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="39"/>
        <source>Caption &amp;Under Exported Charts</source>
        <translation>在导出的图表下方添加说明(&amp;U)</translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="41"/>
        <source>PNG, SVG and PDF exports name the model, the GPUs and the key settings under the chart</source>
        <translation>PNG、SVG 和 PDF 导出会在图表下方注明模型、GPU 和关键设置</translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="49"/>
        <source>Copy Image</source>
        <translation>复制图像</translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="61"/>
        <source>&amp;PNG Image…</source>
        <translation>PNG 图像(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="62"/>
        <source>&amp;SVG Vector Image…</source>
        <translation>SVG 矢量图像(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="63"/>
        <source>P&amp;DF Document…</source>
        <translation>PDF 文档(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="64"/>
        <source>&amp;CSV Data…</source>
        <translation>CSV 数据(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="77"/>
        <source>S&amp;lide (PNG, 1920×1080, large text)…</source>
        <translation>幻灯片（PNG，1920×1080，大号文字）(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="80"/>
        <source>Copy &amp;Image</source>
        <translation>复制图像(&amp;I)</translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="137"/>
        <source>Export %1</source>
        <translation>导出 %1</translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="138"/>
        <source>%1 files (*.%2)</source>
        <translation>%1 文件 (*.%2)</translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="145"/>
        <location filename="../ui/window/export_actions.cpp" line="187"/>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="168"/>
        <source>Export Report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="169"/>
        <source>PDF documents (*.pdf);;HTML pages (*.html *.htm)</source>
        <translation>PDF 文档 (*.pdf);;HTML 页面 (*.html *.htm)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation type="vanished">PDF 文档 (*.pdf)</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::FileActions</name>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="23"/>
        <source>Ridgeline scenarios (*%1);;JSON files (*.json);;All files (*)</source>
        <translation>Ridgeline 场景 (*%1);;JSON 文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="36"/>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="37"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="38"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="39"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="40"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="41"/>
        <source>&amp;Examples</source>
        <translation>示例(&amp;E)</translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="43"/>
        <source>Start from the default scenario</source>
        <translation>从默认场景开始</translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="119"/>
        <source>Open Scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="129"/>
        <source>Cannot open scenario</source>
        <translation>无法打开场景</translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="130"/>
        <source>&quot;%1&quot; was not opened; the current scenario is unchanged.</source>
        <translation>未打开“%1”；当前场景保持不变。</translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="144"/>
        <source>Cannot open example</source>
        <translation>无法打开示例</translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="145"/>
        <source>The example &quot;%1&quot; did not load.</source>
        <translation>示例“%1”未能加载。</translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="157"/>
        <location filename="../ui/document/file_actions.cpp" line="178"/>
        <source>Cannot save scenario</source>
        <translation>无法保存场景</translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="171"/>
        <source>Save Scenario As</source>
        <translation>场景另存为</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::FormatsPanel</name>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="24"/>
        <location filename="../ui/panels/formats_panel.cpp" line="149"/>
        <source>%1 (%2 bit)</source>
        <translation>%1（%2 位）</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="35"/>
        <source>Precision and engine</source>
        <translation>精度与推理引擎</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="39"/>
        <source>LoRA adapters</source>
        <translation>LoRA 适配器</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="43"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="44"/>
        <source>Storage format of the weights (bits per weight, block scales included)</source>
        <translation>权重的存储格式（每个权重的位数，含块缩放因子）</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="51"/>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="51"/>
        <source>Storage format of the key/value cache</source>
        <translation>键/值缓存的存储格式</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="56"/>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="57"/>
        <source>Tensor-core format the matrix products run in; a GPU without it uses the nearest one it has</source>
        <translation>矩阵乘法使用的 Tensor Core 格式；不支持该格式的 GPU 使用其最接近的格式</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="67"/>
        <source>Engine</source>
        <translation>推理引擎</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="68"/>
        <source>Serving or training software whose measured efficiencies apply (see Efficiency)</source>
        <translation>应用其实测效率的推理或训练软件（见“效率”）</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="139"/>
        <source>Source: %1 (%2)</source>
        <translation>来源：%1（%2）</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="83"/>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="83"/>
        <source>Storage format of the gradients</source>
        <translation>梯度的存储格式</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="89"/>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="90"/>
        <source>Optimizer states per trained parameter: Adam/AdamW 8 bytes (+4 fp32 master copy), SGD 4, 8-bit Adam 2</source>
        <translation>每个训练参数的优化器状态：Adam/AdamW 8 字节（+4 字节 fp32 主权重副本），SGD 4 字节，8 位 Adam 2 字节</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="100"/>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="101"/>
        <source>Sharding over data-parallel GPUs: 1 optimizer states, 2 also gradients, 3 also weights</source>
        <translation>在数据并行 GPU 上分片：1 为优化器状态，2 再加梯度，3 再加权重</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="106"/>
        <source>Recomputation</source>
        <translation>重计算</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="107"/>
        <source>Activation recomputation: none, selective (drops attention scores) or full (keeps layer inputs only, 8 P T FLOP)</source>
        <translation>激活重计算：无、选择性（丢弃注意力分数）或完全（只保留层输入，8 P T FLOP）</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="118"/>
        <source> % of P</source>
        <translation> % 的 P</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="119"/>
        <source>Share of the parameters in LoRA adapters; 0 trains the full model</source>
        <translation>LoRA 适配器中参数所占比例；0 表示训练完整模型</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="121"/>
        <source>LoRA fraction</source>
        <translation>LoRA 比例</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::FrontierChart</name>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="40"/>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="47"/>
        <source>Tokens/s per user</source>
        <translation>单用户 token/s</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="49"/>
        <location filename="../ui/charts/frontier_chart.cpp" line="154"/>
        <source>Output tokens/s per GPU</source>
        <translation>每 GPU 输出 token/s</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="57"/>
        <source>Frontier: throughput per GPU against interactivity</source>
        <translation>前沿：每 GPU 吞吐量与交互速度</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="71"/>
        <source> EP%1</source>
        <translation> EP%1</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="73"/>
        <source>, DP attention</source>
        <translation>，DP 注意力</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="119"/>
        <source>%1, %2, %3 weights, %4 compute
concurrency %5: %6 tokens/s per GPU (%7 output), %8 tokens/s per user
TTFT mean %9 ms, TPOT mean %10 ms
per 1M output tokens: %11 owned, %12 cloud; %13 J per output token</source>
        <translation>%1，%2，权重 %3，计算 %4
并发 %5：每 GPU %6 token/s（输出 %7），单用户 %8 token/s
TTFT 均值 %9 ms，TPOT 均值 %10 ms
每百万输出 token：自有 %11，云 %12；每个输出 token %13 J</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="153"/>
        <source>Tokens/s per GPU (prompt and output)</source>
        <translation>每 GPU token/s（提示与输出）</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="158"/>
        <source>No layout of these GPUs holds the model</source>
        <translation>这些 GPU 的任何布局都放不下该模型</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="237"/>
        <source>TP %1</source>
        <translation>TP %1</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="252"/>
        <source>experts whole (EP 1)</source>
        <translation>专家完整（EP 1）</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="253"/>
        <source>experts spread (EP = TP)</source>
        <translation>专家分布（EP = TP）</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="256"/>
        <source>EP with DP attention</source>
        <translation>EP 配合 DP 注意力</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="267"/>
        <source>Pareto front</source>
        <translation>帕累托前沿</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="273"/>
        <source>The Pareto front: no other point serves each user faster with more output tokens/s per GPU</source>
        <translation>帕累托前沿：没有其他点能以更多的每 GPU 输出 token/s 更快地服务每个用户</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="282"/>
        <source>%1 tokens/s per user</source>
        <translation>单用户 %1 token/s</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="303"/>
        <source>cheapest %1: %2</source>
        <translation>最便宜（%1）：%2</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="307"/>
        <source>Cheapest %1</source>
        <translation>最便宜（%1）</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="317"/>
        <source>owned</source>
        <translation>自有</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="319"/>
        <source>cloud</source>
        <translation>云</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="336"/>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="352"/>
        <source>measured %1: %2 output tokens/s per GPU, %3 tokens/s per user%4</source>
        <translation>实测 %1：每 GPU 输出 %2 token/s，单用户 %3 token/s%4</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::FrontierView</name>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="42"/>
        <source>&amp;Measured points...</source>
        <translation>实测点(&amp;M)...</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="43"/>
        <source>E&amp;xport...</source>
        <translation>导出(&amp;X)...</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="46"/>
        <source>Output tokens/s per GPU</source>
        <translation>每 GPU 输出 token/s</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="47"/>
        <source>Total tokens/s per GPU</source>
        <translation>每 GPU 总 token/s</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="48"/>
        <source>Tokens/s per GPU over the output tokens only, or over prompt and output tokens</source>
        <translation>每 GPU token/s：只计输出 token，或计提示与输出 token</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="53"/>
        <source> tokens/s per user</source>
        <translation> 单用户 token/s</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="54"/>
        <source>Interactivity</source>
        <translation>交互速度</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="56"/>
        <source>The speed each user needs (tokens/s per user, 1 / mean time per output token): the cheapest configurations at or above it are named and marked (allowed: 0.1 to %1)</source>
        <translation>每个用户需要的速度（单用户 token/s，即 1 / 每个输出 token 的平均时间）：达到或超过它的最便宜配置会被列出并标记（允许范围：0.1 到 %1）</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="59"/>
        <source>Lay measured points over the chart: a serving-curves CSV or the result JSON of a vLLM or SGLang serving benchmark</source>
        <translation>在图表上叠加实测点：服务曲线 CSV，或 vLLM / SGLang 服务基准的结果 JSON</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="61"/>
        <source>Save the view as PNG or SVG, or its figures as CSV</source>
        <translation>将视图保存为 PNG 或 SVG，或将其数据保存为 CSV</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="62"/>
        <source>%v of %m simulations</source>
        <translation>%v / %m 次模拟</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="81"/>
        <source>&amp;Interactivity:</source>
        <translation>交互速度(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="137"/>
        <source>The frontier is drawn for serving: switch the workload to inference.</source>
        <translation>前沿只用于服务：请将工作负载切换为推理。</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="142"/>
        <source>Simulating every layout of the compared GPUs over concurrency 1 to 512...</source>
        <translation>正在以并发 1 到 512 模拟所比较 GPU 的每种布局...</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="162"/>
        <source>No layout of these GPUs holds the model.</source>
        <translation>这些 GPU 的任何布局都放不下该模型。</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="170"/>
        <source>Cheapest %1 at %2 tokens/s per user or more: none (no priced point is that fast).</source>
        <translation>单用户 %2 token/s 或以上最便宜（%1）：无（没有带价格的点能达到该速度）。</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="175"/>
        <source>Cheapest %1 at %2 tokens/s per user or more: %3 (%4) at concurrency %5: $%6 per 1M output tokens, %7 tokens/s per user, %8 output tokens/s per GPU.</source>
        <translation>单用户 %2 token/s 或以上最便宜（%1）：%3（%4），并发 %5：每百万输出 token $%6，单用户 %7 token/s，每 GPU 输出 %8 token/s。</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="183"/>
        <source>owned</source>
        <translation>自有</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="185"/>
        <source>cloud</source>
        <translation>云</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="210"/>
        <source>Measured points</source>
        <translation>实测点</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="211"/>
        <source>Serving curves or benchmark results (*.csv *.json);;All files (*)</source>
        <translation>服务曲线或基准结果 (*.csv *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="216"/>
        <source>The measured points could not be read</source>
        <translation>无法读取实测点</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="236"/>
        <source>Export the frontier</source>
        <translation>导出前沿</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="237"/>
        <source>PNG image (*.png);;SVG image (*.svg);;CSV table (*.csv)</source>
        <translation>PNG 图像 (*.png);;SVG 图像 (*.svg);;CSV 表格 (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="242"/>
        <source>%1: the file name should end in .png, .svg or .csv</source>
        <translation>%1：文件名应以 .png、.svg 或 .csv 结尾</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="245"/>
        <source>The frontier could not be exported</source>
        <translation>无法导出前沿</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::GpuPanel</name>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="36"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="44"/>
        <source>Check up to %1 GPUs to compare side by side</source>
        <translation>勾选最多 %1 款 GPU 进行并排比较</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="45"/>
        <source>GPU catalogue</source>
        <translation>GPU 目录</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="159"/>
        <source>Number of %1 GPUs (%2)</source>
        <translation>%1 GPU 的数量（%2）</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="251"/>
        <source>%1  ·  %2, %3</source>
        <translation>%1  ·  %2，%3</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="53"/>
        <source>%1 %2, %3 %4, TDP %5 W
Specs: %6 (%7)</source>
        <translation>%1 %2，%3 %4，TDP %5 W
规格：%6（%7）</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="101"/>
        <source>At most %1 GPUs can be compared at once: uncheck one before adding %2.</source>
        <translation>最多可同时比较 %1 款 GPU：添加 %2 之前请取消勾选一款。</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="110"/>
        <source>At least one GPU must stay selected.</source>
        <translation>至少要保留一款选中的 GPU。</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="124"/>
        <source>Add GPU</source>
        <translation>添加 GPU</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="124"/>
        <source>Remove GPU</source>
        <translation>移除 GPU</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="139"/>
        <source>Primary</source>
        <translation>主 GPU</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="140"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="141"/>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="142"/>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="143"/>
        <source>Tensor-parallel degree</source>
        <translation>张量并行度</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="147"/>
        <source>Make %1 the primary GPU: the summary shows its numbers</source>
        <translation>将 %1 设为主 GPU：摘要显示它的数据</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="148"/>
        <source>Primary: %1</source>
        <translation>主 GPU：%1</translation>
    </message>
    <message>
        <source>Number of %1 GPUs (1 to 1024)</source>
        <translation type="vanished">%1 GPU 的数量（1 到 1024）</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="160"/>
        <source>Count of %1</source>
        <translation>%1 的数量</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="164"/>
        <source>GPUs each model replica of %1 is split over (tensor parallel); must divide the count</source>
        <translation>%1 的每个模型副本所切分到的 GPU 数（张量并行）；必须整除数量</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="167"/>
        <source>Tensor parallel of %1</source>
        <translation>%1 的张量并行度</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="176"/>
        <source>Primary GPU</source>
        <translation>主 GPU</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="180"/>
        <source>GPU count</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="185"/>
        <source>Tensor parallel</source>
        <translation>张量并行</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::ImportActions</name>
    <message>
        <location filename="../ui/document/import_actions.cpp" line="36"/>
        <source>Import &amp;Model Config…</source>
        <translation>导入模型配置(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../ui/document/import_actions.cpp" line="37"/>
        <source>Import M&amp;easurements…</source>
        <translation>导入测量数据(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../ui/document/import_actions.cpp" line="38"/>
        <source>Set the model from a Hugging Face config.json</source>
        <translation>根据 Hugging Face 的 config.json 设置模型</translation>
    </message>
    <message>
        <location filename="../ui/document/import_actions.cpp" line="40"/>
        <source>Fit an engine profile to measured results (CSV, llama-bench, vLLM benchmark)</source>
        <translation>将推理引擎配置拟合到实测结果（CSV、llama-bench、vLLM benchmark）</translation>
    </message>
    <message>
        <location filename="../ui/document/import_actions.cpp" line="45"/>
        <source>Import Model Config</source>
        <translation>导入模型配置</translation>
    </message>
    <message>
        <location filename="../ui/document/import_actions.cpp" line="46"/>
        <source>Model configs (config.json *.json);;All files (*)</source>
        <translation>模型配置 (config.json *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../ui/document/import_actions.cpp" line="54"/>
        <source>Import Measurements</source>
        <translation>导入测量数据</translation>
    </message>
    <message>
        <location filename="../ui/document/import_actions.cpp" line="55"/>
        <source>Measurements (*.csv *.json *.jsonl);;All files (*)</source>
        <translation>测量数据 (*.csv *.json *.jsonl);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../ui/document/import_actions.cpp" line="84"/>
        <source>Cannot import the model config</source>
        <translation>无法导入模型配置</translation>
    </message>
    <message>
        <location filename="../ui/document/import_actions.cpp" line="85"/>
        <source>%1 does not describe a model Ridgeline can read.</source>
        <translation>%1 中没有 Ridgeline 能读取的模型描述。</translation>
    </message>
    <message>
        <location filename="../ui/document/import_actions.cpp" line="90"/>
        <source>Import model config</source>
        <translation>导入模型配置</translation>
    </message>
    <message>
        <location filename="../ui/document/import_actions.cpp" line="107"/>
        <source>Cannot import the measurements</source>
        <translation>无法导入测量数据</translation>
    </message>
    <message>
        <location filename="../ui/document/import_actions.cpp" line="108"/>
        <source>%1 holds no measurements Ridgeline can read.</source>
        <translation>%1 中没有 Ridgeline 能读取的测量数据。</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::KvCacheChart</name>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="40"/>
        <source>Context (tokens)</source>
        <translation>上下文（token）</translation>
    </message>
    <message>
        <source>KV cache per replica (GiB)</source>
        <translation type="vanished">每副本 KV 缓存（GiB）</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="49"/>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="103"/>
        <source>batch %1%2: %3 %4 of KV cache at %5 tokens</source>
        <translation>批大小 %1%2：%5 token 时 KV 缓存为 %3 %4</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="122"/>
        <source>batch 1</source>
        <translation>批大小 1</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="124"/>
        <source>b=1</source>
        <translation>b=1</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="143"/>
        <source>current context</source>
        <translation>当前上下文</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="150"/>
        <source>current context: %1 tokens (prompt + output)</source>
        <translation>当前上下文：%1 token（提示 + 输出）</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="220"/>
        <source>%1: no room for KV cache</source>
        <translation>%1：没有空间容纳 KV 缓存</translation>
    </message>
    <message>
        <source>%1: %2 GiB free for KV cache after weights
largest batch at this context: %3</source>
        <translation type="vanished">%1：放下权重后有 %2 GiB 可用于 KV 缓存
此上下文下的最大批大小：%3</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="278"/>
        <source>%1 longest context</source>
        <translation>%1 最长上下文</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="272"/>
        <source>&gt; %1 tokens</source>
        <translation>&gt; %1 token</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="24"/>
        <source>KV cache per replica (%1)</source>
        <translation>每副本 KV 缓存（%1）</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="100"/>
        <source> (the largest that fits %1)</source>
        <translation>（%1 可容纳的最大值）</translation>
    </message>
    <message>
        <source>batch %1%2: %3 GiB of KV cache at %4 tokens</source>
        <translation type="vanished">批大小 %1%2：%4 token 时 KV 缓存为 %3 GiB</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="127"/>
        <source>current batch (max)</source>
        <translation>当前批大小（最大）</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="127"/>
        <source>current batch</source>
        <translation>当前批大小</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="132"/>
        <source>b=%1</source>
        <translation>b=%1</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="136"/>
        <source>largest batch</source>
        <translation>最大批大小</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="139"/>
        <source>b=%1 (max)</source>
        <translation>b=%1（最大）</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="156"/>
        <source>max context %1</source>
        <translation>最大上下文 %1</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="158"/>
        <source>model&apos;s max context</source>
        <translation>模型的最大上下文</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="166"/>
        <source>%1 tokens: the longest context the model was trained for</source>
        <translation>%1 token：模型训练时的最长上下文</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="258"/>
        <source>%1: %2 %3 free for KV cache after weights
largest batch at this context: %4</source>
        <translation>%1：放下权重后有 %2 %3 可用于 KV 缓存
此上下文下的最大批大小：%4</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="274"/>
        <source>&lt; %1 tokens</source>
        <translation>&lt; %1 token</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="275"/>
        <source>%1 tokens</source>
        <translation>%1 token</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="286"/>
        <source>%1: longest context at batch %2: %3</source>
        <translation>%1：批大小 %2 时的最长上下文：%3</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="176"/>
        <source>batch %1</source>
        <translation>批大小 %1</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::LessonPlayer</name>
    <message>
        <location filename="../ui/lessons/lesson_player.cpp" line="43"/>
        <source>◀ Previous</source>
        <translation>◀ 上一步</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_player.cpp" line="44"/>
        <source>Next ▶</source>
        <translation>下一步 ▶</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_player.cpp" line="45"/>
        <source>Back to the step</source>
        <translation>回到本步</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_player.cpp" line="46"/>
        <source>Claims…</source>
        <translation>论断…</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_player.cpp" line="47"/>
        <location filename="../ui/lessons/lesson_player.cpp" line="132"/>
        <source>End lesson</source>
        <translation>结束课程</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_player.cpp" line="50"/>
        <source>Lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_player.cpp" line="59"/>
        <source>Previous step (Left, Page Up)</source>
        <translation>上一步（左方向键、Page Up）</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_player.cpp" line="60"/>
        <source>Next step (Right, Page Down)</source>
        <translation>下一步（右方向键、Page Down）</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_player.cpp" line="61"/>
        <source>You changed the scenario: return to what this step shows</source>
        <translation>您修改了场景：返回本步所展示的内容</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_player.cpp" line="62"/>
        <source>What this lesson shows, and the claims of the source articles it checks: which hold, which are wrong and why</source>
        <translation>本课程展示的内容，以及它所检验的来源文章中的论断：哪些成立、哪些错误，以及原因</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_player.cpp" line="151"/>
        <source>Lesson step %1</source>
        <translation>课程第 %1 步</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_player.cpp" line="170"/>
        <source>%1: the highlight names nothing the chart shows</source>
        <translation>%1：高亮所指的对象不在图表中</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_player.cpp" line="196"/>
        <source>Claims from the sources this lesson checks</source>
        <translation>本课程检验的来源文章论断</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_player.cpp" line="199"/>
        <source>Holds.</source>
        <translation>成立。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_player.cpp" line="199"/>
        <source>Wrong.</source>
        <translation>错误。</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_player.cpp" line="212"/>
        <source>%1 — step %2 of %3: %4</source>
        <translation>%1 — 第 %2 步，共 %3 步：%4</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_player.cpp" line="224"/>
        <source>unknown number %1 in the caption</source>
        <translation>说明文字中有未知数值 %1</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::MainWindow</name>
    <message>
        <location filename="../ui/window/main_window.cpp" line="91"/>
        <source>Controls</source>
        <translation>控制面板</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="96"/>
        <source>How is this computed?</source>
        <translation>这是如何计算的？</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="103"/>
        <source>Undo History</source>
        <translation>撤销历史</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="106"/>
        <source>&lt;opened scenario&gt;</source>
        <translation>&lt;已打开的场景&gt;</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="158"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="167"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="170"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="171"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="173"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="160"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="193"/>
        <source>E&amp;xport</source>
        <translation>导出(&amp;X)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="196"/>
        <source>&amp;Plan</source>
        <translation>规划(&amp;P)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="196"/>
        <source>&amp;What to buy or rent...</source>
        <translation>买什么或租什么(&amp;W)...</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="219"/>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="224"/>
        <location filename="../ui/window/main_window.cpp" line="353"/>
        <source>&amp;Pin as A</source>
        <translation>固定为 A(&amp;P)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="226"/>
        <source>Keep the current scenario as &quot;A&quot; on every chart and in the summary while you change it (Ctrl+P)</source>
        <translation>在您修改时，将当前场景作为“A”保留在每张图表和摘要中（Ctrl+P）</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="229"/>
        <source>U&amp;npin A</source>
        <translation>取消固定 A(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="231"/>
        <source>Remove the pinned scenario A (Ctrl+Shift+P)</source>
        <translation>移除固定的场景 A（Ctrl+Shift+P）</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="246"/>
        <source>Show all four charts (Esc)</source>
        <translation>显示全部四张图表（Esc）</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="248"/>
        <source>TTFT, TPOT and throughput against the request rate, simulated (%1)</source>
        <translation>TTFT、TPOT 和吞吐量随请求速率的变化，模拟（%1）</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="251"/>
        <source>Show this chart alone (%1)</source>
        <translation>单独显示此图表（%1）</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="261"/>
        <source>&amp;All charts</source>
        <translation>全部图表(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="262"/>
        <source>&amp;Roofline</source>
        <translation>屋顶线(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="262"/>
        <source>&amp;Memory</source>
        <translation>显存(&amp;M)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="262"/>
        <location filename="../ui/window/main_window.cpp" line="289"/>
        <source>&amp;KV cache</source>
        <translation>KV 缓存(&amp;K)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="262"/>
        <location filename="../ui/window/main_window.cpp" line="290"/>
        <source>&amp;Cost</source>
        <translation>成本(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="271"/>
        <source>S&amp;erving</source>
        <translation>服务(&amp;E)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="274"/>
        <source>&amp;Frontier</source>
        <translation>前沿(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="278"/>
        <source>Tokens/s per GPU against tokens/s per user for every layout of the compared GPUs, simulated (%1)</source>
        <translation>所比较 GPU 每种布局的每 GPU token/s 与单用户 token/s，模拟得出（%1）</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="289"/>
        <source>&amp;Scaling</source>
        <translation>扩展(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="290"/>
        <source>&amp;Time and cost</source>
        <translation>时间与成本(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="339"/>
        <source>%1[*] — Ridgeline</source>
        <translation>%1[*] — Ridgeline</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="353"/>
        <source>Re&amp;pin as A</source>
        <translation>重新固定为 A(&amp;P)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="393"/>
        <source>Restore autosave</source>
        <translation>恢复自动保存</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="209"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="210"/>
        <source>&amp;About Ridgeline</source>
        <translation>关于 Ridgeline(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="211"/>
        <source>About Ridgeline</source>
        <translation>关于 Ridgeline</translation>
    </message>
    <message>
        <location filename="../ui/window/about_text.cpp" line="9"/>
        <source>&lt;p&gt;&lt;b&gt;Ridgeline&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Which GPU, how many, and what it will cost, for LLM inference and training. Every number can be traced to its formula: hover it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ridgeline&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;选哪款 GPU、需要几块、要花多少钱：面向 LLM 推理与训练。每个数字都可以追溯到它的公式：将鼠标悬停在上面即可。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/window/about_text.cpp" line="14"/>
        <source>&lt;p&gt;Ridgeline is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version (SPDX: GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY. See &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;the GNU GPL&lt;/a&gt; for details.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ridgeline 是自由软件：您可以依据 GNU 通用公共许可证第 3 版或（由您选择）任何更高版本的条款重新分发和/或修改它（SPDX：GPL-3.0-or-later）。本软件不提供任何担保。详情请参阅 &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GNU GPL&lt;/a&gt;。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/window/about_text.cpp" line="24"/>
        <source>&lt;p&gt;Catalogue as of %1: the newest date among its GPU, model and engine figures. Prices go stale; edit them, or add a catalogue file of your own.&lt;/p&gt;</source>
        <translation>&lt;p&gt;目录截至 %1：即其 GPU、模型和推理引擎数据中最新的日期。价格会过时；请编辑它们，或添加你自己的目录文件。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::MeasurementsDialog</name>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="42"/>
        <source>decode tok/s</source>
        <translation>解码 tok/s</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="44"/>
        <source>time per token (s)</source>
        <translation>每 token 时间（s）</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="46"/>
        <source>time to first token (s)</source>
        <translation>首 token 时间（s）</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="48"/>
        <source>prefill tok/s</source>
        <translation>预填充 tok/s</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="73"/>
        <source>&amp;Save to User Catalogue</source>
        <translation>保存到用户目录(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="74"/>
        <source>Calibrate from %1</source>
        <translation>根据 %1 校准</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="83"/>
        <location filename="../ui/document/measurements_dialog.cpp" line="86"/>
        <source>As the file says</source>
        <translation>按文件中的设置</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="91"/>
        <source>Profile id</source>
        <translation>配置 ID</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="92"/>
        <source>Start from</source>
        <translation>起始配置</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="93"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="94"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="95"/>
        <source>The engine id the fitted profile is saved under (an existing one is replaced)</source>
        <translation>拟合所得配置保存时使用的推理引擎 ID（若已存在则替换）</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="97"/>
        <source>The GPU the measurements ran on, when the file does not name it</source>
        <translation>测量所用的 GPU（当文件中未指明时）</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="103"/>
        <source>Row</source>
        <translation>行</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="103"/>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="103"/>
        <location filename="../ui/document/measurements_dialog.cpp" line="252"/>
        <source>Measured</source>
        <translation>实测值</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="103"/>
        <location filename="../ui/document/measurements_dialog.cpp" line="209"/>
        <source>Before</source>
        <translation>拟合前</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="103"/>
        <location filename="../ui/document/measurements_dialog.cpp" line="213"/>
        <source>Fitted</source>
        <translation>拟合后</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="103"/>
        <source>Error</source>
        <translation>误差</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="155"/>
        <source>Cannot fit: %1</source>
        <translation>无法拟合：%1</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="173"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="182"/>
        <source>Mean error %1% before, %2% after.</source>
        <translation>平均误差：拟合前 %1%，拟合后 %2%。</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="186"/>
        <source>memory efficiency %1, compute efficiency %2, %3 ms per step</source>
        <translation>显存带宽效率 %1，计算效率 %2，每步 %3 ms</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="191"/>
        <source>Fitted: %1.</source>
        <translation>拟合结果：%1。</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="192"/>
        <source>Fitted for %1 GPUs: %2.</source>
        <translation>%1 GPU 的拟合结果：%2。</translation>
    </message>
    <message>
        <source>Mean error %1% before, %2% after. Fitted: memory efficiency %3, compute efficiency %4, %5 ms per step.</source>
        <translation type="vanished">平均误差：拟合前 %1%，拟合后 %2%。拟合结果：显存带宽效率 %3，计算效率 %4，每步 %5 ms。</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="196"/>
        <source>Decode: 80% of rows within %1-%2× the prediction.</source>
        <translation>解码：80% 的数据行在预测值的 %1-%2× 之内。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/document/measurements_dialog.cpp" line="200"/>
        <source>%n row(s) skipped.</source>
        <translation>
            <numerusform>已跳过 %n 行。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="206"/>
        <source>Predicted against measured</source>
        <translation>预测值与实测值</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="217"/>
        <source>Predicted = measured</source>
        <translation>预测值 = 实测值</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="253"/>
        <source>Predicted</source>
        <translation>预测值</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="267"/>
        <source>Nothing fitted to save.</source>
        <translation>没有可保存的拟合结果。</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="271"/>
        <source>The profile needs an id.</source>
        <translation>配置需要一个 ID。</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="276"/>
        <source>Cannot read %1.</source>
        <translation>无法读取 %1。</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::MemoryChart</name>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="50"/>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="52"/>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="54"/>
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="56"/>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="58"/>
        <source>optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="60"/>
        <source>overhead</source>
        <translation>开销</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="62"/>
        <source>draft model</source>
        <translation>草稿模型</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="69"/>
        <source>optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="71"/>
        <source>runtime overhead</source>
        <translation>运行时开销</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="79"/>
        <location filename="../ui/charts/memory_chart.cpp" line="220"/>
        <source>host memory</source>
        <translation>主机内存</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="107"/>
        <source>Memory per GPU (%1)</source>
        <translation>每 GPU 显存（%1）</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="111"/>
        <source>Memory (%1)</source>
        <translation>内存（%1）</translation>
    </message>
    <message>
        <source>Memory per GPU and host memory (%1)</source>
        <translation type="vanished">每个 GPU 的内存与主机内存（%1）</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="147"/>
        <source>host memory (CPU RAM): the offloaded layers&apos; weights and KV cache
%1: %2
total %3 of %4 usable</source>
        <translation>主机内存（CPU 内存）：卸载层的权重和 KV 缓存
%1：%2
共 %3，可用 %4</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="157"/>
        <source>%1
%2: %3
total %4 of %5 usable per GPU</source>
        <translation>%1
%2：%3
每 GPU 共 %4 / 可用 %5</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="283"/>
        <location filename="../ui/charts/memory_chart.cpp" line="291"/>
        <source>usable host memory</source>
        <translation>可用主机内存</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="300"/>
        <source>host memory: %1 usable (0.9 of the host&apos;s RAM)</source>
        <translation>主机内存：可用 %1（主机内存的 0.9）</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="301"/>
        <source>%1: %2 usable per GPU</source>
        <translation>%1：每 GPU 可用 %2</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="319"/>
        <source>pinned scenario A: %1 per GPU</source>
        <translation>固定场景 A：每 GPU %1</translation>
    </message>
    <message>
        <source>Memory per GPU (GiB)</source>
        <translation type="vanished">每 GPU 显存（GiB）</translation>
    </message>
    <message>
        <source>%1
%2: %3 GiB
total %4 GiB of %5 GiB usable per GPU</source>
        <translation type="vanished">%1
%2：%3 GiB
每 GPU 共 %4 GiB / 可用 %5 GiB</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="165"/>
        <source>
does not fit: needs %1 GPUs</source>
        <translation>
放不下：需要 %1 块 GPU</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="176"/>
        <source>Memory per GPU</source>
        <translation>每 GPU 显存</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="283"/>
        <source>%1 usable VRAM</source>
        <translation>%1 可用显存</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="291"/>
        <source>usable VRAM</source>
        <translation>可用显存</translation>
    </message>
    <message>
        <source>%1: %2 GiB usable per GPU</source>
        <translation type="vanished">%1：每 GPU 可用 %2 GiB</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="338"/>
        <location filename="../ui/charts/memory_chart.cpp" line="356"/>
        <source>needs %1 GPUs</source>
        <translation>需要 %1 块 GPU</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="355"/>
        <source>host memory too small</source>
        <translation>主机内存不足</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="356"/>
        <source>needs
%1 GPUs</source>
        <translation>需要
%1 块 GPU</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation type="vanished">%1 GiB</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="311"/>
        <source>total</source>
        <translation>总计</translation>
    </message>
    <message>
        <source>pinned scenario A: %1 GiB per GPU</source>
        <translation type="vanished">固定场景 A：每 GPU %1 GiB</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::ModelPanel</name>
    <message>
        <location filename="../ui/panels/model_panel.cpp" line="30"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../ui/panels/model_panel.cpp" line="34"/>
        <source>Size</source>
        <translation>规模</translation>
    </message>
    <message>
        <location filename="../ui/panels/model_panel.cpp" line="36"/>
        <source>A published model architecture from the catalogue</source>
        <translation>目录中的已发布模型架构</translation>
    </message>
    <message>
        <location filename="../ui/panels/model_panel.cpp" line="37"/>
        <location filename="../ui/panels/model_panel.cpp" line="85"/>
        <source>Model preset</source>
        <translation>模型预设</translation>
    </message>
    <message>
        <location filename="../ui/panels/model_panel.cpp" line="46"/>
        <source>%1 parameters, %2 layers; source: %3 (%4)</source>
        <translation>%1 参数，%2 层；来源：%3（%4）</translation>
    </message>
    <message>
        <location filename="../ui/panels/model_panel.cpp" line="53"/>
        <source>Custom (Llama-shaped)</source>
        <translation>自定义（Llama 结构）</translation>
    </message>
    <message>
        <location filename="../ui/panels/model_panel.cpp" line="59"/>
        <source> B params</source>
        <translation> B 参数</translation>
    </message>
    <message>
        <location filename="../ui/panels/model_panel.cpp" line="61"/>
        <source>Parameter count in billions. Near a preset the slider snaps to it; elsewhere it derives a Llama-shaped architecture (head dim 128, d ≈ (128 P / 12)^(1/3), L = P / 12 d²).</source>
        <translation>以十亿为单位的参数量。靠近预设时滑块会吸附到预设；其他位置则推导出 Llama 结构的架构（头维度 128，d ≈ (128 P / 12)^(1/3)，L = P / 12 d²）。</translation>
    </message>
    <message>
        <location filename="../ui/panels/model_panel.cpp" line="101"/>
        <source>Model size</source>
        <translation>模型规模</translation>
    </message>
    <message>
        <location filename="../ui/panels/model_panel.cpp" line="123"/>
        <source>%1 layers, d = %2, %3 heads (%4 KV), FFN %5</source>
        <translation>%1 层，d = %2，%3 个头（%4 个 KV 头），FFN %5</translation>
    </message>
    <message>
        <location filename="../ui/panels/model_panel.cpp" line="130"/>
        <source>, %1 of %2 experts</source>
        <translation>，%2 个专家中激活 %1 个</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::PinnedComparison</name>
    <message>
        <location filename="../ui/model/pinned_comparison.cpp" line="25"/>
        <source>custom model</source>
        <translation>自定义模型</translation>
    </message>
    <message>
        <location filename="../ui/model/pinned_comparison.cpp" line="27"/>
        <source>%1 × %2, %3</source>
        <translation>%1 × %2，%3</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::PlanChart</name>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="27"/>
        <source>Time to train (days)</source>
        <translation>训练时间（天）</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="28"/>
        <source>Run cost ($)</source>
        <translation>运行成本（$）</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="30"/>
        <source>Tokens/s per user</source>
        <translation>单用户 token/s</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="31"/>
        <source>Tokens/s per GPU</source>
        <translation>每 GPU token/s</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="37"/>
        <source>Plans: time against cost of the run</source>
        <translation>方案：时间与运行成本</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="38"/>
        <source>Plans: speed per user against throughput per GPU</source>
        <translation>方案：单用户速度与每 GPU 吞吐量</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="71"/>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="71"/>
        <source>tokens/s per user</source>
        <translation>单用户 token/s</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="72"/>
        <source>for the run</source>
        <translation>整个运行</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="72"/>
        <source>tokens/s per GPU</source>
        <translation>每 GPU token/s</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="75"/>
        <source>%1 days, %2 for the run</source>
        <translation>%1 天，整个运行 %2</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="76"/>
        <source>%1 %2, %3 %4</source>
        <translation>%1 %2，%3 %4</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="79"/>
        <source>configurations evaluated</source>
        <translation>已评估的配置</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="87"/>
        <source>Pareto frontier</source>
        <translation>帕累托前沿</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="93"/>
        <source>meets every limit</source>
        <translation>满足所有限制</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="101"/>
        <source>chosen plan</source>
        <translation>选定方案</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="111"/>
        <source>deadline</source>
        <translation>截止期限</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="111"/>
        <source>time-per-token limit</source>
        <translation>每 token 时间上限</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="118"/>
        <source>deadline: %1 days</source>
        <translation>截止期限：%1 天</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="119"/>
        <source>TPOT limit: %1 tokens/s per user</source>
        <translation>TPOT 上限：单用户 %1 token/s</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="129"/>
        <source>budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="135"/>
        <source>budget: %1</source>
        <translation>预算：%1</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::PlanDialog</name>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="79"/>
        <source>%1 + speculative decoding</source>
        <translation>%1 + 投机解码</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="81"/>
        <source>%1 + host offload</source>
        <translation>%1 + 主机内存卸载</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="83"/>
        <source>%1 + prefill pool</source>
        <translation>%1 + 预填充池</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="93"/>
        <source>Plan: what to buy or rent</source>
        <translation>规划：买什么或租什么</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="96"/>
        <source>Serving requirements</source>
        <translation>推理服务要求</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="98"/>
        <source> requests/s</source>
        <translation> 请求/s</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="101"/>
        <location filename="../ui/plan/plan_dialog.cpp" line="103"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="101"/>
        <location filename="../ui/plan/plan_dialog.cpp" line="102"/>
        <location filename="../ui/plan/plan_dialog.cpp" line="103"/>
        <location filename="../ui/plan/plan_dialog.cpp" line="106"/>
        <location filename="../ui/plan/plan_dialog.cpp" line="107"/>
        <location filename="../ui/plan/plan_dialog.cpp" line="143"/>
        <source>no limit</source>
        <translation>无限制</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="102"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="105"/>
        <source> $/1M tokens</source>
        <translation> $/百万 token</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="107"/>
        <location filename="../ui/plan/plan_dialog.cpp" line="143"/>
        <source> $</source>
        <translation> $</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="108"/>
        <source>Load</source>
        <translation>负载</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="109"/>
        <source>Prompt tokens</source>
        <translation>提示 token 数</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="110"/>
        <source>Output tokens</source>
        <translation>输出 token 数</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="111"/>
        <source>First token within</source>
        <translation>首 token 时间上限</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="112"/>
        <source>Time per token within</source>
        <translation>每 token 时间上限</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="113"/>
        <source>Answer within</source>
        <translation>响应时间上限</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="114"/>
        <source>Percentile</source>
        <translation>百分位</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="115"/>
        <source>Cost ceiling</source>
        <translation>成本上限</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="116"/>
        <source>Budget (buy, or a month&apos;s rent)</source>
        <translation>预算（购买，或一个月的租金）</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="117"/>
        <source>Try speculative decoding</source>
        <translation>尝试投机解码</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="119"/>
        <source>Also size every configuration with a draft model of the same family (or an MTP or EAGLE head); kept where it is cheaper or meets a limit plain decode misses.</source>
        <translation>同时用同一系列的草稿模型（或 MTP、EAGLE 头）为每个配置定规模；在更便宜或满足普通解码达不到的限制时保留。</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="122"/>
        <source>Try offload to host memory</source>
        <translation>尝试卸载到主机内存</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="124"/>
        <source>A single GPU whose weights do not fit keeps the most layers it can hold and the rest in host memory (llama.cpp). Slow: only a light load.</source>
        <translation>权重放不下的单个 GPU 保留尽可能多的层，其余放在主机内存中（llama.cpp）。速度慢：只适合轻负载。</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="127"/>
        <source>Try a prefill pool (disaggregated)</source>
        <translation>尝试预填充池（分离式）</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="129"/>
        <source>With a first-token limit: split the cheapest plans into GPUs that only prefill and GPUs that only decode; kept when cheaper than co-located serving.</source>
        <translation>在有首 token 限制时：把最便宜的方案拆分为只做预填充的 GPU 和只做解码的 GPU；比同置部署便宜时保留。</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="133"/>
        <source>Options</source>
        <translation>选项</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="138"/>
        <source>Training requirements</source>
        <translation>训练要求</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="140"/>
        <source> billion tokens</source>
        <translation> 十亿 token</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="142"/>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="142"/>
        <source>no deadline</source>
        <translation>无截止期限</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="144"/>
        <source>Tokens</source>
        <translation>token 数</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="145"/>
        <source>Deadline</source>
        <translation>截止期限</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="146"/>
        <source>Budget for the run</source>
        <translation>运行预算</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="148"/>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="151"/>
        <source>Cloud (rented GPU-hours)</source>
        <translation>云（租用 GPU 时）</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="152"/>
        <source>Owned (bought hardware)</source>
        <translation>自有（购买硬件）</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="154"/>
        <source>One node only</source>
        <translation>仅限单节点</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="155"/>
        <source>Meet the limits at P90 of the range</source>
        <translation>在区间的 P90 处满足限制</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="157"/>
        <source>Keep only plans that meet every limit even at the slow end of their P10-P90 prediction range, not only at the prediction.</source>
        <translation>只保留即使在其 P10-P90 预测区间的慢端也满足所有限制的方案，而不仅是在预测值处满足。</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="159"/>
        <source>Pricing</source>
        <translation>定价</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="160"/>
        <source>Most GPUs</source>
        <translation>最多 GPU 数</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="164"/>
        <source>&amp;Search</source>
        <translation>搜索(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="213"/>
        <source>&amp;Open in explorer</source>
        <translation>在主窗口中打开(&amp;O)</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="216"/>
        <source>&amp;Serving curve</source>
        <translation>服务曲线(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="218"/>
        <source>Open the selected plan in the explorer with its serving chart: first token, time per token and throughput against the request rate, simulated, with the limits and the capacity marked</source>
        <translation>在主窗口中打开所选方案并显示其服务图表：首 token、每 token 时间和吞吐量随请求速率的变化（模拟），并标出上限和容量</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="223"/>
        <source>&amp;Frontier</source>
        <translation>前沿(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="224"/>
        <source>Open the selected plan in the explorer with the frontier view: tokens/s per GPU against tokens/s per user</source>
        <translation>在浏览器中打开所选方案并显示前沿视图：每 GPU token/s 与单用户 token/s</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="237"/>
        <source>&amp;Export chart...</source>
        <translation>导出图表(&amp;E)...</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="341"/>
        <source>Set requirements</source>
        <translation>设置要求</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="351"/>
        <location filename="../ui/plan/plan_dialog.cpp" line="354"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="351"/>
        <location filename="../ui/plan/plan_dialog.cpp" line="355"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="351"/>
        <location filename="../ui/plan/plan_dialog.cpp" line="356"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="351"/>
        <location filename="../ui/plan/plan_dialog.cpp" line="357"/>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="352"/>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="352"/>
        <source>Micro-batch</source>
        <translation>微批</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="352"/>
        <source>ZeRO</source>
        <translation>ZeRO</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="352"/>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="353"/>
        <location filename="../ui/plan/plan_dialog.cpp" line="362"/>
        <source>Engine</source>
        <translation>推理引擎</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="353"/>
        <source>Run cost</source>
        <translation>运行成本</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="353"/>
        <source>Days</source>
        <translation>天数</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="358"/>
        <source>Batch</source>
        <translation>批大小</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="359"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="360"/>
        <source>Compute</source>
        <translation>计算格式</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="361"/>
        <source>KV</source>
        <translation>KV</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="363"/>
        <source>$/1M tokens</source>
        <translation>$/百万 token</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="364"/>
        <source>$/hour</source>
        <translation>$/小时</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="365"/>
        <source>$/month</source>
        <translation>$/月</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="366"/>
        <source>TTFT p%1</source>
        <translation>TTFT p%1</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="367"/>
        <source>TPOT p%1</source>
        <translation>TPOT p%1</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation type="vanished">TPOT</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="368"/>
        <source>Latency p%1</source>
        <translation>延迟 p%1</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="370"/>
        <source>Risk</source>
        <translation>风险</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="385"/>
        <location filename="../ui/plan/plan_dialog.cpp" line="421"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="386"/>
        <source>selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="387"/>
        <source>full</source>
        <translation>完全</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="397"/>
        <source>at risk</source>
        <translation>有风险</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/plan/plan_dialog.cpp" line="412"/>
        <source>%n with the same numbers as a listed plan (another engine)</source>
        <translation>
            <numerusform>另有 %n 个与所列方案数值相同（推理引擎不同）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="416"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="418"/>
        <source>%1 configurations searched, %2 plans meet every limit. Turned down: %3.</source>
        <translation>共搜索 %1 个配置，%2 个方案满足所有限制。已排除：%3。</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="425"/>
        <source>No configuration meets the requirements: see the reasons below.</source>
        <translation>没有配置满足要求：原因见下文。</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="442"/>
        <source>At risk: it meets the limits only at the optimistic end of its P10-P90 range: %1.</source>
        <translation>有风险：只有在其 P10–P90 区间的乐观一端才满足限制：%1。</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="467"/>
        <source>Open plan %1</source>
        <translation>打开方案 %1</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="489"/>
        <source>Export the plan chart</source>
        <translation>导出方案图表</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="490"/>
        <source>PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 图像 (*.png);;SVG 图像 (*.svg);;PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="496"/>
        <source>Export</source>
        <translation>导出</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::PredictFirst</name>
    <message>
        <location filename="../ui/lessons/predict_first.cpp" line="17"/>
        <source>Predict &amp;First</source>
        <translation>先预测(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/lessons/predict_first.cpp" line="20"/>
        <source>Hide the figures, the chart points and the derivation until you click them: ask the class first (F6)</source>
        <translation>隐藏数字、图表上的点和推导，直到点击它们：先向学生提问（F6）</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::RecentFiles</name>
    <message>
        <location filename="../ui/document/recent_files.cpp" line="50"/>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <location filename="../ui/document/recent_files.cpp" line="57"/>
        <source>No recent files</source>
        <translation>没有最近的文件</translation>
    </message>
    <message>
        <location filename="../ui/document/recent_files.cpp" line="59"/>
        <source>&amp;Clear Menu</source>
        <translation>清除菜单(&amp;C)</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::RooflineChart</name>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="38"/>
        <source>decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="40"/>
        <source>prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="42"/>
        <source>training step</source>
        <translation>训练步</translation>
    </message>
    <message>
        <source>%1, %2
intensity %3 FLOP/byte
attainable %4 TFLOP/s
modelled %5 TFLOP/s
%6</source>
        <translation type="vanished">%1，%2
算术强度 %3 FLOP/byte
可达 %4 TFLOP/s
建模 %5 TFLOP/s
%6</translation>
    </message>
    <message>
        <source>memory-bound (left of the effective ridge)</source>
        <translation type="vanished">访存受限（位于有效脊点左侧）</translation>
    </message>
    <message>
        <source>compute-bound (right of the effective ridge)</source>
        <translation type="vanished">计算受限（位于有效脊点右侧）</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="96"/>
        <source>communication-bound (exposed communication is its longest part)</source>
        <translation>通信受限（暴露的通信是其最长部分）</translation>
    </message>
    <message>
        <source>compute-bound (right of its effective ridge %1 FLOP/byte)</source>
        <translation type="vanished">计算受限（位于其有效脊点 %1 FLOP/byte 右侧）</translation>
    </message>
    <message>
        <source>memory-bound (left of its effective ridge %1 FLOP/byte)</source>
        <translation type="vanished">访存受限（位于其有效脊点 %1 FLOP/byte 左侧）</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="99"/>
        <source>compute-bound (right of the %1 %2 FLOP/byte)</source>
        <translation>计算受限（位于%1 %2 FLOP/byte 右侧）</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="104"/>
        <source>memory-bound (left of the %1 %2 FLOP/byte)</source>
        <translation>访存受限（位于%1 %2 FLOP/byte 左侧）</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="109"/>
        <source>%1, %2
intensity %3 FLOP/byte
attainable %4 TFLOP/s
modelled %5 TFLOP/s, its roof %6 TFLOP/s
%7</source>
        <translation>%1，%2
强度 %3 FLOP/byte
可达 %4 TFLOP/s
模型值 %5 TFLOP/s，其屋顶 %6 TFLOP/s
%7</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="119"/>
        <source>decode roof</source>
        <translation>解码屋顶</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="121"/>
        <source>prefill roof</source>
        <translation>预填充屋顶</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="123"/>
        <source>training step roof</source>
        <translation>训练步屋顶</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="131"/>
        <source>Arithmetic intensity (FLOP/byte)</source>
        <translation>算术强度（FLOP/byte）</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="133"/>
        <source>Performance (TFLOP/s)</source>
        <translation>性能（TFLOP/s）</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="148"/>
        <source>Roofline</source>
        <translation>屋顶线</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="213"/>
        <source>effective roof (η)</source>
        <translation>有效屋顶（η）</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="238"/>
        <source>pinned (A)</source>
        <translation>已固定（A）</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="266"/>
        <source>%1 roof
peak %2 TFLOP/s, bandwidth %3 TB/s
at %4 FLOP/byte: %5 TFLOP/s</source>
        <translation>%1 屋顶
峰值 %2 TFLOP/s，带宽 %3 TB/s
在 %4 FLOP/byte 处：%5 TFLOP/s</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="304"/>
        <source>%1 %2: %3 FLOP/byte (datasheet peak / bandwidth)
an engine reaches less: each pass is judged against its own ridge</source>
        <translation>%1 %2：%3 FLOP/byte（规格表峰值 / 带宽）
推理引擎达不到这么高：每个阶段按其自身的脊点判定</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="381"/>
        <source>%1 %2: %3 FLOP/byte (%4)
where no roof of its own is drawn, a pass left of it is memory-bound</source>
        <translation>%1 %2：%3 FLOP/byte（%4）
在没有画出自身屋顶的地方，位于其左侧的阶段为访存受限</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="414"/>
        <source>%1, %2 roof: %3 TFLOP/s (η_c and the GEMM shapes of the %2), %4 %5 FLOP/byte
the %2 is memory-bound left of it, compute-bound right of it, unless communication takes longer</source>
        <translation>%1，%2屋顶：%3 TFLOP/s（η_c 及%2的 GEMM 形状），%4 %5 FLOP/byte
%2在其左侧为访存受限，右侧为计算受限，除非通信耗时更长</translation>
    </message>
    <message>
        <source>%1 ridge</source>
        <translation type="vanished">%1 脊点</translation>
    </message>
    <message>
        <source>%1 ridge point: %2 FLOP/byte (datasheet peak / bandwidth)
an engine reaches less: each pass is judged against its effective roof</source>
        <translation type="vanished">%1 脊点：%2 FLOP/byte（规格峰值 / 带宽）
推理引擎达到的更低：每个阶段按其有效屋顶判定</translation>
    </message>
    <message>
        <source>%1 effective ridge %2 FLOP/byte (%3)
where no roof of its own is drawn, a pass left of it is memory-bound</source>
        <translation type="vanished">%1 有效脊点 %2 FLOP/byte（%3）
未绘制自身屋顶时，位于其左侧的阶段为访存受限</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="295"/>
        <location filename="../ui/charts/roofline_chart.cpp" line="313"/>
        <location filename="../ui/charts/roofline_chart.cpp" line="371"/>
        <location filename="../ui/charts/roofline_chart.cpp" line="404"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1, %2 roof: %3 TFLOP/s (η_c and the GEMM shapes of the %2), ridge %4 FLOP/byte
the %2 is memory-bound left of it, compute-bound right of it, unless communication takes longer</source>
        <translation type="vanished">%1，%2屋顶：%3 TFLOP/s（η_c 与%2的 GEMM 形状），脊点 %4 FLOP/byte
%2在其左侧为访存受限，右侧为计算受限，除非通信耗时更长</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="447"/>
        <source>%1, decode at batch %2
%3 FLOP/byte, %4 TFLOP/s
%5</source>
        <translation>%1，批大小 %2 时的解码
%3 FLOP/byte，%4 TFLOP/s
%5</translation>
    </message>
    <message>
        <source>%1 ridge point: %2 FLOP/byte
below it memory-bound, above it compute-bound</source>
        <translation type="vanished">%1 脊点：%2 FLOP/byte
低于它为访存受限，高于它为计算受限</translation>
    </message>
    <message>
        <source>ridge %1</source>
        <translation type="vanished">脊点 %1</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="349"/>
        <source>ηc %1, ηm %2</source>
        <translation>ηc %1，ηm %2</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="351"/>
        <source>%1 effective roof</source>
        <translation>%1 有效屋顶</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="360"/>
        <source>%1 effective roof (%2)
peak %3 TFLOP/s, bandwidth %4 TB/s
at %5 FLOP/byte: %6 TFLOP/s</source>
        <translation>%1 有效屋顶（%2）
峰值 %3 TFLOP/s，带宽 %4 TB/s
在 %5 FLOP/byte 处：%6 TFLOP/s</translation>
    </message>
    <message>
        <source>%1 effective ridge</source>
        <translation type="vanished">%1 有效脊点</translation>
    </message>
    <message>
        <source>%1 effective ridge %2 FLOP/byte (%3)
points left of it are memory-bound</source>
        <translation type="vanished">%1 有效脊点 %2 FLOP/byte（%3）
其左侧的点为访存受限</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="429"/>
        <source>%1 decode as the batch grows</source>
        <translation>%1 随批大小增长的解码</translation>
    </message>
    <message>
        <source>%1, decode at batch %2
%3 FLOP/byte, %4 TFLOP/s</source>
        <translation type="vanished">%1，批大小 %2 时的解码
%3 FLOP/byte，%4 TFLOP/s</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="465"/>
        <source>b=%1 (max)</source>
        <translation>b=%1（最大）</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="465"/>
        <source>b=%1</source>
        <translation>b=%1</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_verify.cpp" line="18"/>
        <source>compute-bound</source>
        <translation>计算受限</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_verify.cpp" line="20"/>
        <source>communication-bound</source>
        <translation>通信受限</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_verify.cpp" line="24"/>
        <source>memory-bound</source>
        <translation>访存受限</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_verify.cpp" line="35"/>
        <location filename="../ui/charts/roofline_verify.cpp" line="47"/>
        <source>verify (speculative)</source>
        <translation>验证（投机）</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_verify.cpp" line="56"/>
        <source>%1, speculative verify pass: %2 tokens a sequence in one pass
intensity %3 FLOP/byte, modelled %4 TFLOP/s
%5 (the %6 %7 FLOP/byte)</source>
        <translation>%1，投机验证过程：每个序列一次处理 %2 个 token
算术强度 %3 FLOP/byte，建模 %4 TFLOP/s
%5（%6 %7 FLOP/byte）</translation>
    </message>
    <message>
        <source>%1, speculative verify pass: %2 tokens a sequence in one pass
intensity %3 FLOP/byte, modelled %4 TFLOP/s
%5 (its effective ridge %6 FLOP/byte)</source>
        <translation type="vanished">%1，投机解码验证前向：每序列 %2 个 token 一次完成
强度 %3 FLOP/字节，模型 %4 TFLOP/s
%5（其有效拐点 %6 FLOP/字节）</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_verify.cpp" line="67"/>
        <source>verify k+1=%1</source>
        <translation>验证 k+1=%1</translation>
    </message>
    <message>
        <source>host roof (CPU and host memory)</source>
        <translation type="vanished">主机屋顶（CPU 与主机内存）</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_host.cpp" line="20"/>
        <source>host roof</source>
        <translation>主机屋顶</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_host.cpp" line="30"/>
        <source>host roof: the CPU&apos;s %1 TFLOP/s over host memory at %2 GB/s (datasheet x efficiency)
at %3 FLOP/byte: %4 TFLOP/s</source>
        <translation>主机屋顶：CPU 的 %1 TFLOP/s，主机内存 %2 GB/s（数据表 x 效率）
在 %3 FLOP/字节：%4 TFLOP/s</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_host.cpp" line="43"/>
        <source>decode, host part</source>
        <translation>解码，主机部分</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_host.cpp" line="54"/>
        <source>decode, the host&apos;s layers on the CPU
%1 FLOP/byte, %2 TFLOP/s achieved</source>
        <translation>解码，主机的层在 CPU 上
%1 FLOP/字节，实际 %2 TFLOP/s</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::ScalingChart</name>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="21"/>
        <source>%1 on %2 GPUs (%3 nodes)
%4 tokens/s, scaling efficiency %5%</source>
        <translation>%1 在 %2 块 GPU 上（%3 个节点）
%4 token/s，扩展效率 %5%</translation>
    </message>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="30"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="31"/>
        <source>Throughput (tokens/s)</source>
        <translation>吞吐量（token/s）</translation>
    </message>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="35"/>
        <source>Scaling efficiency (%)</source>
        <translation>扩展效率（%）</translation>
    </message>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="41"/>
        <source>Scaling</source>
        <translation>扩展</translation>
    </message>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="75"/>
        <source>tokens/s</source>
        <translation>token/s</translation>
    </message>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="79"/>
        <source>efficiency</source>
        <translation>效率</translation>
    </message>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="90"/>
        <source>pinned (A)</source>
        <translation>已固定（A）</translation>
    </message>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="117"/>
        <source>node boundary</source>
        <translation>节点边界</translation>
    </message>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="125"/>
        <source>%1 GPUs per node (%2): more GPUs talk over the network</source>
        <translation>每节点 %1 块 GPU（%2）：更多 GPU 需通过网络通信</translation>
    </message>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="131"/>
        <source>%1 GPUs
per node</source>
        <translation>每节点
%1 块 GPU</translation>
    </message>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="173"/>
        <source>%1 scaling efficiency</source>
        <translation>%1 扩展效率</translation>
    </message>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="187"/>
        <source>%1 at the node boundary</source>
        <translation>%1 在节点边界处</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::ServingChart</name>
    <message>
        <source>%1 requests/s offered (Poisson, %2 simulated requests, seed %3)
first token: P50 %4 s, P90 %5 s, P99 %6 s
per output token: P50 %7 s, P90 %8 s, P99 %9 s
completed: %10 tokens/s (%11 offered)</source>
        <translation type="vanished">提供 %1 请求/s（泊松，%2 个模拟请求，种子 %3）
首 token：P50 %4 s，P90 %5 s，P99 %6 s
每个输出 token：P50 %7 s，P90 %8 s，P99 %9 s
完成：%10 token/s（提供 %11）</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="37"/>
        <source>%1 requests/s offered (Poisson, seed %2): overloaded
the queue grows without bound; %3 requests/s carried, %4 tokens/s (%5 offered)</source>
        <translation>提供 %1 请求/秒（泊松，种子 %2）：过载
队列无限增长；承载 %3 请求/秒，%4 token/秒（提供 %5）</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="44"/>
        <source>%1 requests/s offered (Poisson, steady state of at least %2 requests, seed %3)
first token: P50 %4 s, P90 %5 s, P99 %6 s
per output token: P50 %7 s, P90 %8 s, P99 %9 s
completed: %10 tokens/s (%11 offered)</source>
        <translation>提供 %1 请求/秒（泊松，至少 %2 个请求的稳态，种子 %3）
首个 token：P50 %4 s，P90 %5 s，P99 %6 s
每个输出 token：P50 %7 s，P90 %8 s，P99 %9 s
完成：%10 token/秒（提供 %11）</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="61"/>
        <source>Request rate (req/s)</source>
        <translation>请求速率（请求/s）</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="62"/>
        <source>Time (s)</source>
        <translation>时间（s）</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="66"/>
        <source>Throughput (tokens/s)</source>
        <translation>吞吐量（token/s）</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="72"/>
        <source>Serving under load</source>
        <translation>负载下的推理服务</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="119"/>
        <source>Nothing served: the weights leave no room for a KV cache</source>
        <translation>无法服务：权重没有为 KV 缓存留下空间</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="161"/>
        <location filename="../ui/charts/serving_chart.cpp" line="186"/>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="163"/>
        <location filename="../ui/charts/serving_chart.cpp" line="189"/>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="192"/>
        <source>Latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="200"/>
        <location filename="../ui/charts/serving_chart.cpp" line="312"/>
        <source>tokens/s</source>
        <translation>token/s</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="234"/>
        <source>TTFT limit %1 s at %2</source>
        <translation>TTFT 上限 %1 s（%2）</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="237"/>
        <source>TPOT limit %1 s at %2</source>
        <translation>TPOT 上限 %1 s（%2）</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="240"/>
        <source>latency limit %1 s at %2</source>
        <translation>延迟上限 %1 s（%2）</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="249"/>
        <source>no rate meets the limits</source>
        <translation>没有速率满足上限</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="250"/>
        <source>capacity %1 req/s</source>
        <translation>容量 %1 请求/s</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="250"/>
        <source>offline maximum %1 req/s</source>
        <translation>离线最大值 %1 请求/s</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="254"/>
        <source>No simulated Poisson rate meets every limit at %1</source>
        <translation>没有模拟的泊松速率在 %1 满足所有上限</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="256"/>
        <source>Capacity: %1 requests/s, %2 tokens/s, the highest Poisson rate whose %3 meets every limit</source>
        <translation>容量：%1 请求/s，%2 token/s，即 %3 满足所有上限的最高泊松速率</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="260"/>
        <source>Offline maximum: %1 requests/s, %2 tokens/s with all %3 requests queued at once (no limit set)</source>
        <translation>离线最大值：%1 请求/s，%2 token/s，全部 %3 个请求同时排队（未设上限）</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="305"/>
        <source>TTFT P99</source>
        <translation>TTFT P99</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::SplitView</name>
    <message>
        <location filename="../ui/layout/split_view.cpp" line="51"/>
        <source>Spl&amp;it View</source>
        <translation>分屏视图(&amp;I)</translation>
    </message>
    <message>
        <location filename="../ui/layout/split_view.cpp" line="122"/>
        <source>B (current)</source>
        <translation>B（当前）</translation>
    </message>
    <message>
        <location filename="../ui/layout/split_view.cpp" line="67"/>
        <source>The pinned scenario A beside the current one, each with its own numbers and charts (F7)</source>
        <translation>固定的场景 A 与当前场景并排显示，各有自己的数字和图表（F7）</translation>
    </message>
    <message>
        <location filename="../ui/layout/split_view.cpp" line="122"/>
        <source>B (current) · one chart a side</source>
        <translation>B（当前）· 每侧一张图</translation>
    </message>
    <message>
        <location filename="../ui/layout/split_view.cpp" line="124"/>
        <source>Four charts a side would not fit: the chart buttons choose the one shown, and the grid comes back when the window has room</source>
        <translation>每侧放不下四张图：用图表按钮选择显示哪一张；窗口有足够空间时恢复网格</translation>
    </message>
    <message>
        <location filename="../ui/layout/split_view.cpp" line="162"/>
        <source>A (pinned): %1</source>
        <translation>A（已固定）：%1</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::SummaryItem</name>
    <message>
        <location filename="../ui/summary/summary_item.cpp" line="61"/>
        <source>%1: hover or click to see how it is computed</source>
        <translation>%1：悬停或点击查看其计算方法</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_item.cpp" line="82"/>
        <source>Copy Value</source>
        <translation>复制数值</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_item.cpp" line="106"/>
        <source>click to reveal</source>
        <translation>点击显示</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_item.cpp" line="175"/>
        <source>A: %1</source>
        <translation>A：%1</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_item.cpp" line="182"/>
        <source>B same</source>
        <translation>B 相同</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_item.cpp" line="183"/>
        <source>B %1%2%</source>
        <translation>B %1%2%</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::SummaryStrip</name>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="74"/>
        <source>The primary GPU, whose numbers these are: choose it in the GPUs section</source>
        <translation>主 GPU，即这些数据所属的 GPU：在 GPU 部分中选择</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="79"/>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="80"/>
        <source>Per user</source>
        <translation>单用户</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="81"/>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="82"/>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="83"/>
        <source>P99 TTFT</source>
        <translation>P99 TTFT</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="84"/>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="85"/>
        <source>Training time</source>
        <translation>训练时间</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="86"/>
        <source>GPU-hours</source>
        <translation>GPU 时</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="87"/>
        <source>Run cost</source>
        <translation>运行成本</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="88"/>
        <source>Memory per GPU</source>
        <translation>每 GPU 显存</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="89"/>
        <source>Implied MFU</source>
        <translation>隐含 MFU</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="90"/>
        <source>Communication</source>
        <translation>通信</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="91"/>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="92"/>
        <source>Owned, per 1M tok</source>
        <translation>自有，每百万 token</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="93"/>
        <source>Cloud, per 1M tok</source>
        <translation>云，每百万 token</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="94"/>
        <source>Per dollar</source>
        <translation>每美元</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="95"/>
        <source>Energy</source>
        <translation>能耗</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="96"/>
        <source>Decode bound by</source>
        <translation>解码瓶颈</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="97"/>
        <source>Prefill bound by</source>
        <translation>预填充瓶颈</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="98"/>
        <source>Step bound by</source>
        <translation>训练步瓶颈</translation>
    </message>
    <message>
        <source>What holds the pass back: communication when its exposed communication takes longer than its compute and its memory traffic; otherwise compute exactly when its intensity lies right of its own effective ridge (the engine&apos;s, lowered by the pass&apos;s GEMM shapes), else memory</source>
        <translation type="vanished">限制该阶段的因素：若暴露的通信比计算和访存都长，则为通信；否则当其强度位于自身有效脊点（推理引擎的脊点，按该阶段的 GEMM 形状降低）右侧时为计算，否则为访存</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="107"/>
        <source>Time to first token: the prefill of the prompt</source>
        <translation>首 token 时间：提示的预填充</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="108"/>
        <source>Time per output token: one decode step</source>
        <translation>每个输出 token 的时间：一个解码步</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="110"/>
        <source>Time to first token of 99 in 100 requests of the scenario&apos;s serving load, simulated iteration by iteration (View &gt; Serving shows it against the rate)</source>
        <translation>场景服务负载中 100 个请求里 99 个的首 token 时间，逐次迭代模拟（视图 &gt; 服务 按速率显示）</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="114"/>
        <source>The highest Poisson request rate whose percentiles meet the scenario&apos;s limits, simulated; without limits, the offline maximum</source>
        <translation>百分位满足场景上限的最高泊松请求速率（模拟）；无上限时为离线最大值</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="117"/>
        <source>Model FLOP utilisation the modelled run reaches: 6·P·T over N GPUs at peak for the training time</source>
        <translation>建模运行达到的模型 FLOP 利用率：6·P·T 除以 N 块 GPU 在训练时间内的峰值算力</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="120"/>
        <source>Throughput per dollar-hour of the owned or cloud cost (as the cost basis selects), and the primary GPU&apos;s bandwidth and peak per $1,000 of its price</source>
        <translation>按自有或云成本（依所选的成本依据）计算的每美元·小时吞吐量，以及主 GPU 按其价格计算的每 $1,000 带宽和峰值算力</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="124"/>
        <source>Energy per output token at the wall: whole servers&apos; draw (GPUs and the rest of each server) times PUE, over the tokens per second</source>
        <translation>按电表计的每个输出 token 能耗：整台服务器的功耗（GPU 及服务器其余部分）乘以 PUE，再除以每秒 token 数</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="127"/>
        <source>The share of a training step spent in communication that does not overlap compute</source>
        <translation>训练步中未与计算重叠的通信所占的比例</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="202"/>
        <source>a %1-parameter model</source>
        <translation>一个 %1 参数的模型</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="206"/>
        <source>&lt;b&gt;%1&lt;/b&gt; × %2 (tensor parallel %3), training %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; × %2（张量并行 %3），训练 %4</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="207"/>
        <source>&lt;b&gt;%1&lt;/b&gt; × %2 (tensor parallel %3), serving %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; × %2（张量并行 %3），推理服务 %4</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="214"/>
        <source>, prompts on a prefill pool of %1 × %2 (tensor parallel %3)</source>
        <translation>，提示在 %1 × %2 的预填充池上（张量并行 %3）</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="220"/>
        <source>B (current): %1 &amp;nbsp;&amp;nbsp;|&amp;nbsp;&amp;nbsp; A (pinned): %2</source>
        <translation>B（当前）：%1 &amp;nbsp;&amp;nbsp;|&amp;nbsp;&amp;nbsp; A（已固定）：%2</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="223"/>
        <source> — a different mode, values not compared</source>
        <translation> — 模式不同，不比较数值</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="270"/>
        <source>%1 J/token</source>
        <translation>%1 J/token</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/summary/summary_strip.cpp" line="272"/>
        <source>%1 W, %n server(s)</source>
        <translation>
            <numerusform>%1 W，%n 台服务器</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="280"/>
        <source>if it fitted: needs %1 GPUs</source>
        <translation>若要放得下：需要 %1 块 GPU</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="281"/>
        <source>at MFU %1</source>
        <translation>MFU 为 %1 时</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="282"/>
        <source>modelled step</source>
        <translation>建模步</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="286"/>
        <source>one GPU</source>
        <translation>单块 GPU</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="301"/>
        <source>scaling eff. %1</source>
        <translation>扩展效率 %1</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="304"/>
        <source>of a step, one node</source>
        <translation>占步时间，单节点</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="305"/>
        <source>of a step, %1 nodes</source>
        <translation>占步时间，%1 个节点</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="316"/>
        <source>if it fitted</source>
        <translation>若放得下</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="319"/>
        <source>one replica</source>
        <translation>一个副本</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="319"/>
        <source>%1 replicas</source>
        <translation>%1 个副本</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="327"/>
        <source>incl. %1 KV transfer</source>
        <translation>含 %1 KV 传输</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="328"/>
        <source>latency %1</source>
        <translation>延迟 %1</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="331"/>
        <source>max batch %1</source>
        <translation>最大批大小 %1</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="337"/>
        <location filename="../ui/summary/summary_strip.cpp" line="402"/>
        <source>overloaded</source>
        <translation>过载</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="338"/>
        <source>%1 in flight &gt; %2 places</source>
        <translation>%1 进行中 &gt; %2 个位置</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="345"/>
        <source>p%1 with queue; latency %2</source>
        <translation>含排队的 p%1；延迟 %2</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="351"/>
        <source>of %1 usable</source>
        <translation>/ 可用 %1</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="403"/>
        <source>%1 of %2 req/s carried</source>
        <translation>承载 %1 / %2 请求/秒</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="439"/>
        <source>I %1 &gt; %2 %3</source>
        <translation>I %1 &gt; %2 %3</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="446"/>
        <source>I %1 ≤ %2 %3</source>
        <translation>I %1 ≤ %2 %3</translation>
    </message>
    <message>
        <source>I %1 ≤ eff. ridge %2</source>
        <translation type="vanished">I %1 ≤ 有效脊点 %2</translation>
    </message>
    <message>
        <source>I %1 %2 eff. ridge %3</source>
        <translation type="vanished">I %1 %2 有效脊点 %3</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="297"/>
        <location filename="../ui/summary/summary_strip.cpp" line="352"/>
        <source>needs %1 GPUs</source>
        <translation>需要 %1 块 GPU</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="354"/>
        <source>headline</source>
        <translation>主要结果</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="358"/>
        <source>at the required load</source>
        <translation>在所需负载下</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="366"/>
        <source>buy pays off in %1 mo</source>
        <translation>购买 %1 个月后回本</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="367"/>
        <source>no purchase price</source>
        <translation>无购买价格</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="367"/>
        <location filename="../ui/summary/summary_strip.cpp" line="377"/>
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="377"/>
        <source>no cloud rate</source>
        <translation>无云租用价格</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="398"/>
        <source>at %1 req/s</source>
        <translation>%1 请求/s 时</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="399"/>
        <source>closed loop</source>
        <translation>闭环</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="408"/>
        <source>none served</source>
        <translation>无请求完成</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="409"/>
        <source>simulated %1</source>
        <translation>模拟，%1</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="421"/>
        <source>%1 req/s</source>
        <translation>%1 请求/s</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="421"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="422"/>
        <source>below the load&apos;s %1 req/s</source>
        <translation>低于负载的 %1 请求/s</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="423"/>
        <source>within the limits at P%1</source>
        <translation>在 P%1 满足上限</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="424"/>
        <source>offline maximum</source>
        <translation>离线最大值</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="434"/>
        <source>communication</source>
        <translation>通信</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="434"/>
        <source>comm. %1 &gt; compute, memory</source>
        <translation>通信 %1 &gt; 计算、访存</translation>
    </message>
    <message>
        <source>I %1 &gt; eff. ridge %2</source>
        <translation type="vanished">I %1 &gt; 有效脊点 %2</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="445"/>
        <source>memory</source>
        <translation>访存</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="438"/>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="102"/>
        <source>What holds the pass back: communication when its exposed communication takes longer than its compute and its memory traffic; otherwise compute exactly when its intensity lies right of the pass&apos;s own ridge (the engine ridge lowered by the shapes of the pass&apos;s GEMMs: the decode, prefill or step ridge), else memory</source>
        <translation>限制该阶段的因素：若其未被重叠的通信耗时超过计算和访存，则为通信；否则，当其算术强度位于该阶段自身脊点（因其 GEMM 形状而低于引擎脊点：即解码、预填充或训练步脊点）右侧时为计算，否则为内存</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="286"/>
        <source>%1 GPUs</source>
        <translation>%1 块 GPU</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="292"/>
        <source>owned %1</source>
        <translation>自有 %1</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="292"/>
        <source>cloud %1</source>
        <translation>云 %1</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="296"/>
        <source>fits in %1</source>
        <translation>可放入 %1</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="308"/>
        <source>%1 steps</source>
        <translation>%1 步</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::Teaching</name>
    <message>
        <location filename="../ui/lessons/teaching.cpp" line="36"/>
        <source>&amp;Presenter View</source>
        <translation>演示视图(&amp;P)</translation>
    </message>
    <message>
        <location filename="../ui/lessons/teaching.cpp" line="42"/>
        <source>Large text, thick lines and high contrast for a projector; controls hidden (F5; Esc leaves)</source>
        <translation>适合投影仪的大字体、粗线条和高对比度；隐藏控制面板（F5；按 Esc 退出）</translation>
    </message>
    <message>
        <location filename="../ui/lessons/teaching.cpp" line="54"/>
        <source>&amp;Lessons</source>
        <translation>课程(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/lessons/teaching.cpp" line="64"/>
        <location filename="../ui/lessons/teaching.cpp" line="135"/>
        <source>Lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <location filename="../ui/lessons/teaching.cpp" line="69"/>
        <source>Open &amp;Lesson File…</source>
        <translation>打开课程文件(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../ui/lessons/teaching.cpp" line="71"/>
        <source>Decode &amp;Trail on the Roofline</source>
        <translation>屋顶线上的解码轨迹(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/lessons/teaching.cpp" line="73"/>
        <source>The decode point at batch 1, 2, 4, ... up to the largest batch that fits: how batching climbs the roof</source>
        <translation>批大小为 1、2、4……直到放得下的最大批大小时的解码点：展示批处理如何沿屋顶向上攀升</translation>
    </message>
    <message>
        <location filename="../ui/lessons/teaching.cpp" line="80"/>
        <source>P&amp;resenter</source>
        <translation>演示(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/lessons/teaching.cpp" line="83"/>
        <source>&amp;Full Screen</source>
        <translation>全屏(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/lessons/teaching.cpp" line="99"/>
        <source>&amp;Larger</source>
        <translation>放大(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/lessons/teaching.cpp" line="102"/>
        <source>&amp;Smaller</source>
        <translation>缩小(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/lessons/teaching.cpp" line="116"/>
        <source>%1: no such lesson file or lesson id (lessons: %2)</source>
        <translation>%1：没有这样的课程文件或课程 ID（课程：%2）</translation>
    </message>
    <message>
        <location filename="../ui/lessons/teaching.cpp" line="130"/>
        <source>Open Lesson</source>
        <translation>打开课程</translation>
    </message>
    <message>
        <location filename="../ui/lessons/teaching.cpp" line="130"/>
        <source>Ridgeline lessons (*.lesson.json *.json)</source>
        <translation>Ridgeline 课程 (*.lesson.json *.json)</translation>
    </message>
    <message>
        <location filename="../ui/lessons/teaching.cpp" line="136"/>
        <source>%1 is not a lesson Ridgeline can play:
%2</source>
        <translation>%1 不是 Ridgeline 能播放的课程：
%2</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::TimeCostChart</name>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="24"/>
        <source>%1 on %2 GPUs: %3 days</source>
        <translation>%1 在 %2 块 GPU 上：%3 天</translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="27"/>
        <source>
owned %1 for the run</source>
        <translation>
自有：整个运行 %1</translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="29"/>
        <source>
cloud %1 for the run</source>
        <translation>
云：整个运行 %1</translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="37"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="38"/>
        <source>Time to train (days)</source>
        <translation>训练时间（天）</translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="41"/>
        <source>Run cost ($)</source>
        <translation>运行成本（$）</translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="47"/>
        <source>Time and cost to train</source>
        <translation>训练时间与成本</translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="85"/>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="90"/>
        <source>owned $</source>
        <translation>自有 $</translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="95"/>
        <source>cloud $</source>
        <translation>云 $</translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="102"/>
        <source>deadline</source>
        <translation>截止期限</translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="109"/>
        <source>deadline: %1 days</source>
        <translation>截止期限：%1 天</translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="120"/>
        <source>pinned (A)</source>
        <translation>已固定（A）</translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="162"/>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="187"/>
        <source>%1 cloud</source>
        <translation>%1 云</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::TrainingPanel</name>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="35"/>
        <source>Training run</source>
        <translation>训练运行</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="38"/>
        <source> seq</source>
        <translation> 个序列</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="39"/>
        <source>Tokens to train</source>
        <translation>训练 token 数</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="40"/>
        <source>Tokens of the whole run, in billions (0.1 B to 100 T)</source>
        <translation>整个运行的 token 数，以十亿计（0.1 B 到 100 T）</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="41"/>
        <source> B tokens</source>
        <translation> B token</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="46"/>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="46"/>
        <source>Tokens per training sequence</source>
        <translation>每个训练序列的 token 数</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="47"/>
        <source> tokens</source>
        <translation> token</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="50"/>
        <source>Micro-batch</source>
        <translation>微批大小</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="51"/>
        <source>Sequences per GPU per forward/backward pass</source>
        <translation>每次前向/反向传播中每块 GPU 的序列数</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="55"/>
        <source>Global batch: &amp;automatic (micro-batch × data-parallel)</source>
        <translation>全局批大小：自动(&amp;A)（微批 × 数据并行）</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="56"/>
        <source>Sequences per optimizer step; automatic takes one micro-batch per data-parallel GPU group, more means gradient accumulation</source>
        <translation>每个优化器步的序列数；自动表示每个数据并行 GPU 组取一个微批，更大则为梯度累积</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="64"/>
        <source>Global batch</source>
        <translation>全局批大小</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="68"/>
        <source>Pipeline parallel</source>
        <translation>流水线并行</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="69"/>
        <source>Pipeline stages the layers are split over; tensor parallel × pipeline parallel GPUs hold one model replica and must divide the GPU count</source>
        <translation>切分各层的流水线阶段数；张量并行 × 流水线并行个 GPU 构成一个模型副本，且必须整除 GPU 数量</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="71"/>
        <source> stages</source>
        <translation> 个阶段</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="73"/>
        <source>Data parallel: a&amp;utomatic (GPUs / (tensor × pipeline))</source>
        <translation>数据并行：自动(&amp;U)（GPU 数 / (张量 × 流水线)）</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="74"/>
        <source>Model replicas trained side by side; automatic uses every GPU</source>
        <translation>并行训练的模型副本数；自动表示使用所有 GPU</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="80"/>
        <source>Data parallel</source>
        <translation>数据并行</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="81"/>
        <source> replicas</source>
        <translation> 个副本</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="88"/>
        <source>&amp;Deadline</source>
        <translation>截止期限(&amp;D)</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="89"/>
        <source>Finish the run within a number of days; the charts mark the GPUs needed for it</source>
        <translation>在指定天数内完成运行；图表会标出所需的 GPU 数</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="97"/>
        <source>Deadline</source>
        <translation>截止期限</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="97"/>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="104"/>
        <source>Time basis</source>
        <translation>时间依据</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="105"/>
        <source>Headline training time: 6 P T / (MFU × peak), or the modelled step time (compute, communication, pipeline bubble)</source>
        <translation>主要训练时间：6 P T / (MFU × 峰值)，或建模的步时间（计算、通信、流水线气泡）</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="111"/>
        <source>MFU headline</source>
        <translation>以 MFU 为主</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="112"/>
        <source>Modelled step time</source>
        <translation>建模步时间</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="113"/>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="114"/>
        <source>Activation memory: the per-layer formula, or the rule of thumb of twice the weights</source>
        <translation>激活值显存：逐层公式，或权重两倍的经验法则</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="120"/>
        <source>Formula</source>
        <translation>公式</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="121"/>
        <source>2 × weights</source>
        <translation>2 × 权重</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="123"/>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="124"/>
        <source>Storage format of the optimizer states (Adam m and v, SGD momentum)</source>
        <translation>优化器状态的存储格式（Adam 的 m 和 v，SGD 动量）</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="131"/>
        <source>%1 (%2 bit)</source>
        <translation>%1（%2 位）</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="133"/>
        <source>&amp;Flash attention</source>
        <translation>Flash Attention(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="134"/>
        <source>Fused attention that never stores the s² attention scores</source>
        <translation>融合注意力，从不存储 s² 个注意力分数</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="136"/>
        <source>fp32 &amp;master weights</source>
        <translation>fp32 主权重(&amp;M)</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="137"/>
        <source>Keep an fp32 copy of weights narrower than fp32 (4 bytes per trained parameter)</source>
        <translation>为窄于 fp32 的权重保留一份 fp32 副本（每个训练参数 4 字节）</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="209"/>
        <source>pipeline_parallel on %5: %1 stages × tensor parallel %2 = %3 GPUs per model replica, and its %4 GPUs are not a multiple of %3 (allowed: a pipeline degree p with %2 × p dividing %4).</source>
        <translation>%5 上的 pipeline_parallel：%1 个阶段 × 张量并行 %2 = 每个模型副本 %3 块 GPU，而它的 %4 块 GPU 不是 %3 的倍数（允许：满足 %2 × p 整除 %4 的流水线并行度 p）。</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::WorkloadPanel</name>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="20"/>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="23"/>
        <source>&amp;Inference</source>
        <translation>推理(&amp;I)</translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="24"/>
        <source>&amp;Training</source>
        <translation>训练(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="28"/>
        <source>Serve the model: tokens per second, latency, cost per token</source>
        <translation>部署模型推理服务：每秒 token 数、延迟、每 token 成本</translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="29"/>
        <source>Train or fine-tune: time, GPU-hours, memory per GPU</source>
        <translation>训练或微调：时间、GPU 时、每 GPU 显存</translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="36"/>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="43"/>
        <source> tokens</source>
        <translation> token</translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="46"/>
        <source>Batch</source>
        <translation>批大小</translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="47"/>
        <source>Sequences decoded together per model replica (%1)</source>
        <translation>每个模型副本同时解码的序列数（%1）</translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="52"/>
        <source>Prompt tokens per sequence (%1)</source>
        <translation>每个序列的提示 token 数（%1）</translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="56"/>
        <source>Generated tokens per sequence (%1)</source>
        <translation>每个序列生成的 token 数（%1）</translation>
    </message>
    <message>
        <source>Sequences decoded together per model replica (1 to 4096)</source>
        <translation type="vanished">每个模型副本同时解码的序列数（1 到 4096）</translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="48"/>
        <source> seq</source>
        <translation> 个序列</translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="51"/>
        <source>Prompt length</source>
        <translation>提示长度</translation>
    </message>
    <message>
        <source>Prompt tokens per sequence (128 to 1M)</source>
        <translation type="vanished">每个序列的提示 token 数（128 到 1M）</translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="55"/>
        <source>Output length</source>
        <translation>输出长度</translation>
    </message>
    <message>
        <source>Generated tokens per sequence (128 to 1M)</source>
        <translation type="vanished">每个序列生成的 token 数（128 到 1M）</translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="66"/>
        <source>all, no offload</source>
        <translation>全部，不卸载</translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="67"/>
        <source>Layers on the GPUs; the rest live in host memory and run on the CPU (llama.cpp&apos;s -ngl)</source>
        <translation>GPU 上的层数；其余层位于主机内存并由 CPU 计算（llama.cpp 的 -ngl）</translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="71"/>
        <location filename="../ui/panels/workload_panel.cpp" line="77"/>
        <source>GPU layers</source>
        <translation>GPU 层数</translation>
    </message>
</context>
</TS>
