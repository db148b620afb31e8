<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
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
        <translation>Speicher</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="80"/>
        <source>compute</source>
        <translation>Rechenleistung</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="82"/>
        <source>communication</source>
        <translation>Kommunikation</translation>
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
        <translation>Reihe</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="93"/>
        <source>Intensity (FLOP/byte)</source>
        <translation>Intensität (FLOP/Byte)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="93"/>
        <source>Performance (TFLOP/s)</source>
        <translation>Leistung (TFLOP/s)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="94"/>
        <source>Attainable (TFLOP/s)</source>
        <translation>Erreichbar (TFLOP/s)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="94"/>
        <source>Bound</source>
        <translation>Begrenzt durch</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="100"/>
        <source>roof</source>
        <translation>Dach</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="107"/>
        <source>effective roof</source>
        <translation>effektives Dach</translation>
    </message>
    <message>
        <source>ridge</source>
        <translation type="vanished">Knickpunkt</translation>
    </message>
    <message>
        <source>effective ridge</source>
        <translation type="vanished">effektiver Knickpunkt</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="125"/>
        <source>decode</source>
        <translation>Decode</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="126"/>
        <source>prefill</source>
        <translation>Prefill</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="127"/>
        <source>training step</source>
        <translation>Trainingsschritt</translation>
    </message>
    <message>
        <source>%1 effective ridge</source>
        <translation type="vanished">%1 effektiver Knickpunkt</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="147"/>
        <source>verify (%1 tokens)</source>
        <translation>Verifikation (%1 Tokens)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="154"/>
        <source>host roof</source>
        <translation>Host-Dach</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="160"/>
        <source>decode, host part</source>
        <translation>Decode, Host-Anteil</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="172"/>
        <location filename="../ui/export/chart_csv.cpp" line="283"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="172"/>
        <source>Tensor parallel</source>
        <translation>Tensor-Parallelität</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="173"/>
        <source>Weights (%1)</source>
        <translation>Gewichte (%1)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="173"/>
        <source>KV cache (%1)</source>
        <translation>KV-Cache (%1)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="174"/>
        <source>Activations (%1)</source>
        <translation>Aktivierungen (%1)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="174"/>
        <source>Gradients (%1)</source>
        <translation>Gradienten (%1)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="175"/>
        <source>Optimizer states (%1)</source>
        <translation>Optimiererzustände (%1)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="176"/>
        <source>Runtime overhead (%1)</source>
        <translation>Laufzeit-Overhead (%1)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="181"/>
        <source>Draft model (%1)</source>
        <translation>Entwurfsmodell (%1)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="182"/>
        <source>Total per GPU (%1)</source>
        <translation>Gesamt pro GPU (%1)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="207"/>
        <source>host memory</source>
        <translation>Hauptspeicher</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="222"/>
        <source>KV cache at batch %1 (%2)</source>
        <translation>KV-Cache bei Batch %1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="223"/>
        <source>KV cache at current batch %1 (%2)</source>
        <translation>KV-Cache bei aktuellem Batch %1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="224"/>
        <source>KV cache at largest batch %1 (%2)</source>
        <translation>KV-Cache bei größtem Batch %1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="227"/>
        <source>%1 free for KV cache (%2)</source>
        <translation>%1 frei für KV-Cache (%2)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="334"/>
        <source>Request rate (req/s)</source>
        <translation>Anfragerate (Anfragen/s)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="334"/>
        <source>Completed (req/s)</source>
        <translation>Abgeschlossen (Anfragen/s)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="335"/>
        <source>Completed (tokens/s)</source>
        <translation>Abgeschlossen (Tokens/s)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="335"/>
        <source>Offered (tokens/s)</source>
        <translation>Angeboten (Tokens/s)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="336"/>
        <source>TTFT P50 (s)</source>
        <translation>TTFT P50 (s)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="336"/>
        <source>TTFT P90 (s)</source>
        <translation>TTFT P90 (s)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="337"/>
        <source>TTFT P99 (s)</source>
        <translation>TTFT P99 (s)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="337"/>
        <source>TPOT P50 (s)</source>
        <translation>TPOT P50 (s)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="338"/>
        <source>TPOT P90 (s)</source>
        <translation>TPOT P90 (s)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="338"/>
        <source>TPOT P99 (s)</source>
        <translation>TPOT P99 (s)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="339"/>
        <source>Latency P99 (s)</source>
        <translation>Latenz P99 (s)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="341"/>
        <source>TTFT P%1 (s)</source>
        <translation>TTFT P%1 (s)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="341"/>
        <source>TPOT P%1 (s)</source>
        <translation>TPOT P%1 (s)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="342"/>
        <source>Latency P%1 (s)</source>
        <translation>Latenz P%1 (s)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="344"/>
        <source>TTFT limit at P%1 (s)</source>
        <translation>TTFT-Grenze bei P%1 (s)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="345"/>
        <source>TPOT limit at P%1 (s)</source>
        <translation>TPOT-Grenze bei P%1 (s)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="346"/>
        <source>Latency limit at P%1 (s)</source>
        <translation>Latenzgrenze bei P%1 (s)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="350"/>
        <source>Capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <source>Weights (GiB)</source>
        <translation type="vanished">Gewichte (GiB)</translation>
    </message>
    <message>
        <source>KV cache (GiB)</source>
        <translation type="vanished">KV-Cache (GiB)</translation>
    </message>
    <message>
        <source>Activations (GiB)</source>
        <translation type="vanished">Aktivierungen (GiB)</translation>
    </message>
    <message>
        <source>Gradients (GiB)</source>
        <translation type="vanished">Gradienten (GiB)</translation>
    </message>
    <message>
        <source>Optimizer states (GiB)</source>
        <translation type="vanished">Optimiererzustände (GiB)</translation>
    </message>
    <message>
        <source>Runtime overhead (GiB)</source>
        <translation type="vanished">Laufzeit-Overhead (GiB)</translation>
    </message>
    <message>
        <source>Total per GPU (GiB)</source>
        <translation type="vanished">Gesamt pro GPU (GiB)</translation>
    </message>
    <message>
        <source>Usable per GPU (GiB)</source>
        <translation type="vanished">Nutzbar pro GPU (GiB)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="183"/>
        <source>Fits</source>
        <translation>Passt</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="183"/>
        <source>Usable per GPU (%1)</source>
        <translation>Nutzbar pro GPU (%1)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="184"/>
        <source>GPUs needed</source>
        <translation>Benötigte GPUs</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="200"/>
        <location filename="../ui/export/chart_csv.cpp" line="210"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="200"/>
        <location filename="../ui/export/chart_csv.cpp" line="210"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="219"/>
        <source>Context (tokens)</source>
        <translation>Kontext (Tokens)</translation>
    </message>
    <message>
        <source>KV cache at batch %1 (GiB)</source>
        <translation type="vanished">KV-Cache bei Batch %1 (GiB)</translation>
    </message>
    <message>
        <source>KV cache at current batch %1 (GiB)</source>
        <translation type="vanished">KV-Cache bei aktuellem Batch %1 (GiB)</translation>
    </message>
    <message>
        <source>KV cache at largest batch %1 (GiB)</source>
        <translation type="vanished">KV-Cache bei größtem Batch %1 (GiB)</translation>
    </message>
    <message>
        <source>%1 free for KV cache (GiB)</source>
        <translation type="vanished">%1 frei für KV-Cache (GiB)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="255"/>
        <source>Batch (sequences)</source>
        <translation>Batch (Sequenzen)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="258"/>
        <source>%1 owned ($ per 1M tokens)</source>
        <translation>%1 eigen ($ pro 1 Mio. Tokens)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="259"/>
        <source>%1 cloud ($ per 1M tokens)</source>
        <translation>%1 Cloud ($ pro 1 Mio. Tokens)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="304"/>
        <source>%1 throughput (tokens/s)</source>
        <translation>%1 Durchsatz (Tokens/s)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="305"/>
        <source>%1 scaling efficiency (%)</source>
        <translation>%1 Skalierungseffizienz (%)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="306"/>
        <source>%1 nodes</source>
        <translation>%1 Knoten</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="316"/>
        <source>%1 time to train (days)</source>
        <translation>%1 Trainingsdauer (Tage)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="317"/>
        <source>%1 owned run cost ($)</source>
        <translation>%1 Kosten des Laufs, eigen ($)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_csv.cpp" line="318"/>
        <source>%1 cloud run cost ($)</source>
        <translation>%1 Kosten des Laufs, Cloud ($)</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_export.cpp" line="122"/>
        <source>the image is too large to create</source>
        <translation>das Bild ist zu groß, um es zu erzeugen</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_export.cpp" line="138"/>
        <source>Exported from Ridgeline</source>
        <translation>Exportiert aus Ridgeline</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_export.cpp" line="141"/>
        <source>the SVG generator could not start</source>
        <translation>der SVG-Generator konnte nicht starten</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_export.cpp" line="163"/>
        <source>the PDF writer could not start</source>
        <translation>der PDF-Writer konnte nicht starten</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_export.cpp" line="277"/>
        <source>Cannot write %1: there is no chart number %2.</source>
        <translation>%1 kann nicht geschrieben werden: Es gibt kein Diagramm Nummer %2.</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_export.cpp" line="285"/>
        <source>Cannot write %1: the size %2x%3 at scale %4 is not valid (allowed: %5..%6 pixels a side, scale up to %7).</source>
        <translation>%1 kann nicht geschrieben werden: Die Größe %2x%3 bei Skalierung %4 ist ungültig (erlaubt: %5..%6 Pixel je Seite, Skalierung bis %7).</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_export.cpp" line="296"/>
        <source>Cannot write %1: the text scale %2 is not valid (allowed: 1 to %3).</source>
        <translation>%1 kann nicht geschrieben werden: Die Textskalierung %2 ist ungültig (erlaubt: 1 bis %3).</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_export.cpp" line="326"/>
        <source>Cannot write %1: the size %2x%3 at scale %4 is not valid.</source>
        <translation>%1 kann nicht geschrieben werden: Die Größe %2x%3 bei Skalierung %4 ist ungültig.</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_export.cpp" line="324"/>
        <source>Cannot write %1: this chart exports as PNG, SVG or PDF.</source>
        <translation>%1 kann nicht geschrieben werden: Dieses Diagramm exportiert als PNG, SVG oder PDF.</translation>
    </message>
    <message>
        <location filename="../ui/export/save_file.cpp" line="18"/>
        <source>Cannot write the file: no file name given.</source>
        <translation>Die Datei kann nicht geschrieben werden: Kein Dateiname angegeben.</translation>
    </message>
    <message>
        <location filename="../ui/export/save_file.cpp" line="20"/>
        <source>Cannot write %1: it is a folder.</source>
        <translation>%1 kann nicht geschrieben werden: Es ist ein Ordner.</translation>
    </message>
    <message>
        <location filename="../ui/export/save_file.cpp" line="47"/>
        <source>Cannot write %1: you do not have permission to write in %2.</source>
        <translation>%1 kann nicht geschrieben werden: Sie haben keine Schreibrechte in %2.</translation>
    </message>
    <message>
        <location filename="../ui/export/save_file.cpp" line="53"/>
        <source>Cannot write %1: the disk holding %2 is full (%3).</source>
        <translation>%1 kann nicht geschrieben werden: Der Datenträger mit %2 ist voll (%3).</translation>
    </message>
    <message>
        <location filename="../ui/export/save_file.cpp" line="55"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/export/save_file.cpp" line="62"/>
        <source>Cannot write into %1: it is a file, not a folder.</source>
        <translation>In %1 kann nicht geschrieben werden: Es ist eine Datei, kein Ordner.</translation>
    </message>
    <message>
        <location filename="../ui/export/save_file.cpp" line="67"/>
        <source>cannot create the folder %1</source>
        <translation>Der Ordner %1 kann nicht erstellt werden</translation>
    </message>
    <message>
        <location filename="../ui/export/save_file.cpp" line="77"/>
        <source>cannot rename the staging folder</source>
        <translation>Der temporäre Ordner kann nicht umbenannt werden</translation>
    </message>
    <message>
        <location filename="../ui/export/save_file.cpp" line="89"/>
        <source>cannot move the new file in place</source>
        <translation>Die neue Datei kann nicht an ihren Platz verschoben werden</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../app/gui/command_line.cpp" line="39"/>
        <source>Which GPU, how many, and what it will cost, for LLM inference and training.</source>
        <translation>Welche GPU, wie viele und was es kostet – für LLM-Inferenz und -Training.</translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="46"/>
        <source>Render the window to a PNG file and exit.</source>
        <translation>Das Fenster als PNG-Datei rendern und beenden.</translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="50"/>
        <source>Start on this scenario file.</source>
        <translation>Mit dieser Szenariodatei starten.</translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="54"/>
        <source>Window size for --screenshot (default 1280x800).</source>
        <translation>Fenstergröße für --screenshot (Standard 1280x800).</translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="59"/>
        <source>Write the four charts of --scenario into this folder and exit (no window; works without a display).</source>
        <translation>Die vier Diagramme von --scenario in diesen Ordner schreiben und beenden (kein Fenster; funktioniert ohne Display).</translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="65"/>
        <source>Formats for --export, comma separated (default png,svg,pdf,csv).</source>
        <translation>Formate für --export, durch Kommas getrennt (Standard png,svg,pdf,csv).</translation>
    </message>
    <message>
        <source>Write the PDF report of --scenario to this file and exit.</source>
        <translation type="vanished">Den PDF-Bericht von --scenario in diese Datei schreiben und beenden.</translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="70"/>
        <source>Write the report of --scenario to this file and exit: a PDF, or one HTML page when the name ends in .html.</source>
        <translation>Den Bericht von --scenario in diese Datei schreiben und beenden: als PDF oder als eine HTML-Seite, wenn der Name auf .html endet.</translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="76"/>
        <source>For --export and --report: compare these configurations instead of the scenario&apos;s hardware.compare, comma separated, each ID[:COUNT[:TP]] (h100-sxm:8:8).</source>
        <translation>Für --export und --report: diese Konfigurationen statt hardware.compare des Szenarios vergleichen, durch Kommas getrennt, jeweils ID[:COUNT[:TP]] (h100-sxm:8:8).</translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="83"/>
        <source>Start the lesson with this id (File &gt; Lessons) or this lesson file.</source>
        <translation>Die Lektion mit dieser ID (Datei &gt; Lektionen) oder diese Lektionsdatei starten.</translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="89"/>
        <source>With --lesson: start at this step (from 1).</source>
        <translation>Mit --lesson: bei diesem Schritt beginnen (ab 1 gezählt).</translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="93"/>
        <source>Start in the presenter view (large text, high contrast).</source>
        <translation>In der Präsentationsansicht starten (große Schrift, hoher Kontrast).</translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="97"/>
        <source>Show memory in gib (binary, the default) or gb (decimal) for this run, in the window, exports and the report.</source>
        <translation>Speicher für diesen Lauf in gib (binär, Standard) oder gb (dezimal) anzeigen, im Fenster, in Exporten und im Bericht.</translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="103"/>
        <source>Change a scenario field after the start, as one undoable edit (repeatable), e.g. workload.batch=64.</source>
        <translation>Ein Szenariofeld nach dem Start ändern, als eine rückgängig machbare Bearbeitung (wiederholbar), z. B. workload.batch=64.</translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="109"/>
        <source>When the last session did not exit cleanly: ask (default), restore or discard its autosaved scenario without asking.</source>
        <translation>Wenn die letzte Sitzung nicht ordnungsgemäß beendet wurde: nachfragen (ask, Standard) oder ihr automatisch gesichertes Szenario ohne Rückfrage wiederherstellen (restore) bzw. verwerfen (discard).</translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="115"/>
        <source>While the window runs, write where each chart, its plot area and its series are on the screen to this JSON file (for tests that check a screen capture).</source>
        <translation>Während das Fenster läuft, in diese JSON-Datei schreiben, wo jedes Diagramm, sein Zeichenbereich und seine Reihen auf dem Bildschirm liegen (für Tests, die eine Bildschirmaufnahme prüfen).</translation>
    </message>
    <message>
        <location filename="../app/gui/command_line.cpp" line="125"/>
        <source>A scenario file to open (as --scenario).</source>
        <translation>Eine zu öffnende Szenariodatei (wie --scenario).</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <location filename="../ui/document/dialogs.cpp" line="23"/>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location filename="../ui/document/dialogs.cpp" line="24"/>
        <source>Save the changes to &quot;%1&quot;?</source>
        <translation>Änderungen an „%1“ speichern?</translation>
    </message>
    <message>
        <location filename="../ui/document/dialogs.cpp" line="26"/>
        <source>Your changes are lost if you don&apos;t save them.</source>
        <translation>Wenn Sie nicht speichern, gehen Ihre Änderungen verloren.</translation>
    </message>
    <message>
        <location filename="../ui/document/dialogs.cpp" line="39"/>
        <source>Restore unsaved changes</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <location filename="../ui/document/dialogs.cpp" line="40"/>
        <source>Ridgeline did not exit cleanly last time. Restore the scenario as it was last autosaved?</source>
        <translation>Ridgeline wurde beim letzten Mal nicht ordnungsgemäß beendet. Das Szenario im Stand der letzten automatischen Sicherung wiederherstellen?</translation>
    </message>
    <message>
        <location filename="../ui/document/dialogs.cpp" line="43"/>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../ui/document/dialogs.cpp" line="44"/>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <location filename="../ui/document/dialogs.cpp" line="62"/>
        <source>Export PNG</source>
        <translation>PNG exportieren</translation>
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
        <translation>&amp;Folie: 1920×1080, große Schrift</translation>
    </message>
    <message>
        <location filename="../ui/document/dialogs.cpp" line="89"/>
        <source>&amp;Width:</source>
        <translation>&amp;Breite:</translation>
    </message>
    <message>
        <location filename="../ui/document/dialogs.cpp" line="90"/>
        <source>&amp;Height:</source>
        <translation>&amp;Höhe:</translation>
    </message>
    <message>
        <location filename="../ui/document/dialogs.cpp" line="91"/>
        <source>&amp;Scale:</source>
        <translation>&amp;Skalierung:</translation>
    </message>
    <message>
        <location filename="../ui/document/dialogs.cpp" line="92"/>
        <source>&amp;Text size:</source>
        <translation>&amp;Textgröße:</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/document/dialogs.cpp" line="113"/>
        <source>… and %n more (see details)</source>
        <translation>
            <numerusform>… und %n weiteres (siehe Details)</numerusform>
            <numerusform>… und %n weitere (siehe Details)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/document/scripted_session.cpp" line="19"/>
        <source>The last session did not exit cleanly: its autosaved scenario is restored.</source>
        <translation>Die letzte Sitzung wurde nicht ordnungsgemäß beendet: Ihr automatisch gesichertes Szenario wird wiederhergestellt.</translation>
    </message>
    <message>
        <location filename="../ui/document/scripted_session.cpp" line="21"/>
        <source>The last session did not exit cleanly: its autosaved scenario is discarded.</source>
        <translation>Die letzte Sitzung wurde nicht ordnungsgemäß beendet: Ihr automatisch gesichertes Szenario wird verworfen.</translation>
    </message>
    <message>
        <location filename="../ui/document/scripted_session.cpp" line="34"/>
        <source>--set: &quot;%1&quot; is not FIELD=VALUE (allowed: e.g. workload.batch=64)</source>
        <translation>--set: „%1“ ist nicht FIELD=VALUE (erlaubt: z. B. workload.batch=64)</translation>
    </message>
    <message>
        <location filename="../ui/document/scripted_session.cpp" line="45"/>
        <source>Set %1</source>
        <translation>%1 setzen</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>$/1M tokens = $/h / (tokens/s × 3600 × u) × 10⁶ = %1 / (%2 × 3600 × %3) × 10⁶ = %4</source>
        <translation type="vanished">$/1 Mio. Tokens = $/h / (Tokens/s × 3600 × u) × 10⁶ = %1 / (%2 × 3600 × %3) × 10⁶ = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="124"/>
        <source>Cost per million tokens, owned</source>
        <translation>Kosten pro Million Tokens, eigen</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="126"/>
        <source>No purchase price is known for %1: enter one under Economics.</source>
        <translation>Für %1 ist kein Kaufpreis bekannt: Geben Sie einen unter Wirtschaftlichkeit ein.</translation>
    </message>
    <message>
        <source>capex = N × price + server = %1 × %2 + %3 = %4</source>
        <translation type="vanished">Capex = N × Preis + Server = %1 × %2 + %3 = %4</translation>
    </message>
    <message>
        <source>owned $/h = capex / (lifetime × 8760 h) + N × TDP × PUE × $/kWh / 1000 + capex × maintenance / 8760 h</source>
        <translation type="vanished">eigen $/h = Capex / (Lebensdauer × 8760 h) + N × TDP × PUE × $/kWh / 1000 + Capex × Wartung / 8760 h</translation>
    </message>
    <message>
        <source>= %1 / (%2 × 8760) + %3 × %4 W × %5 × %6 / 1000 + %7 = %8</source>
        <translation type="vanished">= %1 / (%2 × 8760) + %3 × %4 W × %5 × %6 / 1000 + %7 = %8</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="28"/>
        <source>$/1M tokens = $/h / (tokens/s × 3600 × utilization) × 10⁶ = —</source>
        <translation>$/1 Mio. Tokens = $/h / (Tokens/s × 3600 × Auslastung) × 10⁶ = —</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="31"/>
        <source>$/1M tokens = $/h / (tokens/s × 3600 × utilization) × 10⁶ = %1 / (%2 × 3600 × %3) × 10⁶ = %4</source>
        <translation>$/1 Mio. Tokens = $/h / (Tokens/s × 3600 × Auslastung) × 10⁶ = %1 / (%2 × 3600 × %3) × 10⁶ = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="46"/>
        <source>at the required load: $/h / (λ × s_out × 3600 × utilization) × 10⁶ = %1 / (%2 × %3 × 3600 × %4) × 10⁶ = %5</source>
        <translation>bei der geforderten Last: $/h / (λ × s_out × 3600 × Auslastung) × 10⁶ = %1 / (%2 × %3 × 3600 × %4) × 10⁶ = %5</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="55"/>
        <source>The utilization %1 is the share of the hours the GPUs do paid work: every hour is paid for, so the tokens of the busy hours carry the idle ones too (× %2).</source>
        <translation>Die Auslastung %1 ist der Anteil der Stunden, in denen die GPUs bezahlte Arbeit leisten: Jede Stunde wird bezahlt, also tragen die Tokens der ausgelasteten Stunden auch die ungenutzten mit (× %2).</translation>
    </message>
    <message>
        <source>= %1 / (%2 × 8760) + %3 × %4 W × %5 × %6 / 1000 + %1 × %7 / 8760 = %8</source>
        <translation type="vanished">= %1 / (%2 × 8760) + %3 × %4 W × %5 × %6 / 1000 + %1 × %7 / 8760 = %8</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/explain/explain_cost.cpp" line="70"/>
        <source>servers: %n whole server(s), priced at your figure for all of them (Economics, server overhead)</source>
        <translation>
            <numerusform>Server: %n ganzer Server, mit Ihrem Betrag für alle zusammen (Kosten, Serverzuschlag)</numerusform>
            <numerusform>Server: %n ganze Server, mit Ihrem Betrag für alle zusammen (Kosten, Serverzuschlag)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/explain/explain_cost.cpp" line="74"/>
        <source>servers: %n whole server(s) without GPUs (%1; %2)</source>
        <translation>
            <numerusform>Server: %n ganzer Server ohne GPUs (%1; %2)</numerusform>
            <numerusform>Server: %n ganze Server ohne GPUs (%1; %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/explain/explain_cost.cpp" line="77"/>
        <source>servers: %n, no price known for them</source>
        <translation>
            <numerusform>Server: %n, kein Preis dafür bekannt</numerusform>
            <numerusform>Server: %n, kein Preis dafür bekannt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="85"/>
        <source>draw = N × TDP + servers&apos; draw = %1 × %2 W + %3 W = %4 W</source>
        <translation>Leistung = N × TDP + Leistung der Server = %1 × %2 W + %3 W = %4 W</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="95"/>
        <source>Energy per output token</source>
        <translation>Energie je Ausgabe-Token</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="97"/>
        <source>No energy per token while nothing is served.</source>
        <translation>Keine Energie je Token, solange nichts ausgeliefert wird.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="104"/>
        <source>J/token = draw × PUE / tokens/s = %1 W × %2 / %3 = %4 J</source>
        <translation>J/Token = Leistung × PUE / Tokens/s = %1 W × %2 / %3 = %4 J</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="109"/>
        <source>tokens/s per MW = tokens/s / (draw × PUE / 10⁶) = %1 / (%2 W × %3 / 10⁶) = %4</source>
        <translation>Tokens/s je MW = Tokens/s / (Leistung × PUE / 10⁶) = %1 / (%2 W × %3 / 10⁶) = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="114"/>
        <source>The whole servers draw power, not only the GPUs: their CPUs, memory, network and fans. PUE adds the cooling and the building.</source>
        <translation>Ganze Server verbrauchen Strom, nicht nur die GPUs: ihre CPUs, ihr Speicher, ihr Netzwerk und ihre Lüfter. Der PUE fügt Kühlung und Gebäude hinzu.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="137"/>
        <location filename="../ui/explain/explain_cost.cpp" line="158"/>
        <source>No cost per token while the model does not fit.</source>
        <translation>Keine Kosten pro Token, solange das Modell nicht passt.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="141"/>
        <source>capex = N × price + servers = %1 × %2 + %3 = %4</source>
        <translation>Investition = N × Preis + Server = %1 × %2 + %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="147"/>
        <source>owned $/h = capex / (lifetime × 8760 h) + draw × PUE × $/kWh / 1000 + capex × maintenance / 8760 h</source>
        <translation>Eigenbetrieb $/h = Investition / (Nutzungsdauer × 8760 h) + Leistung × PUE × $/kWh / 1000 + Investition × Wartung / 8760 h</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="149"/>
        <source>= %1 / (%2 × 8760) + %3 W × %4 × %5 / 1000 + %1 × %6 / 8760 = %7</source>
        <translation>= %1 / (%2 × 8760) + %3 W × %4 × %5 / 1000 + %1 × %6 / 8760 = %7</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="165"/>
        <source>Cost per million tokens, cloud</source>
        <translation>Kosten pro Million Tokens, Cloud</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="167"/>
        <source>No cloud rate is known for %1: enter one under Economics.</source>
        <translation>Für %1 ist kein Cloud-Preis bekannt: Geben Sie einen unter Wirtschaftlichkeit ein.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="173"/>
        <source>cloud $/h = N × rate = %1 × %2 = %3</source>
        <translation>Cloud $/h = N × Preis = %1 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="182"/>
        <source>Rates: %1 (%2).</source>
        <translation>Preise: %1 (%2).</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="189"/>
        <source>Buy versus rent</source>
        <translation>Kaufen oder mieten</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="191"/>
        <source>No break-even: a price or a cloud rate is missing, or renting costs less than the power alone.</source>
        <translation>Kein Break-even: Ein Preis oder Cloud-Preis fehlt, oder Mieten kostet weniger als allein der Strom.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="196"/>
        <source>hours = capex / (cloud $/h − power $/h) = %1 / (%2 − %3) = %4 h</source>
        <translation>Stunden = Capex / (Cloud $/h − Strom $/h) = %1 / (%2 − %3) = %4 h</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="200"/>
        <source>months = hours / (730 × utilization) = %1 / (730 × %2) = %3</source>
        <translation>Monate = Stunden / (730 × Auslastung) = %1 / (730 × %2) = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="205"/>
        <source>Rented hours are paid only while they are used; owned GPUs cost their price at once and power while they run, so buying pays off after this many busy hours, spread over months at the utilization.</source>
        <translation>Gemietete Stunden werden nur bezahlt, solange sie genutzt werden; eigene GPUs kosten ihren Preis sofort und Strom, solange sie laufen. Der Kauf lohnt sich daher nach so vielen ausgelasteten Stunden, verteilt über Monate bei der Auslastung.</translation>
    </message>
    <message>
        <source>months = hours / (730 × u) = %1 / (730 × %2) = %3</source>
        <translation type="vanished">Monate = Stunden / (730 × u) = %1 / (730 × %2) = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="217"/>
        <source>What a dollar buys</source>
        <translation>Was man für einen Dollar bekommt</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="218"/>
        <source>tokens/s per $/h = tokens/s / $/h</source>
        <translation>Tokens/s pro $/h = Tokens/s / $/h</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="232"/>
        <source>owned: %1 / %2 = %3</source>
        <translation>eigen: %1 / %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="233"/>
        <source>cloud: %1 / %2 = %3</source>
        <translation>Cloud: %1 / %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="246"/>
        <source>TB/s per $1,000 = bandwidth / (price / 1000) = %1 / (%2 / 1000) = %3</source>
        <translation>TB/s pro 1.000 $ = Bandbreite / (Preis / 1000) = %1 / (%2 / 1000) = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="248"/>
        <source>TFLOP/s per $1,000 = peak / (price / 1000) = %1 / (%2 / 1000) = %3</source>
        <translation>TFLOP/s pro 1.000 $ = Spitze / (Preis / 1000) = %1 / (%2 / 1000) = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_cost.cpp" line="250"/>
        <source>At full load: the utilization enters the cost per million tokens, not these ratios. The summary shows the owned or cloud figure as the cost basis selects.</source>
        <translation>Bei Volllast: Die Auslastung geht in die Kosten pro Million Tokens ein, nicht in diese Verhältnisse. Die Zusammenfassung zeigt je nach gewählter Kostenbasis den eigenen oder den Cloud-Wert.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_verdict.cpp" line="114"/>
        <source>memory-bound</source>
        <translation>speichergebunden</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_verdict.cpp" line="108"/>
        <source>compute-bound</source>
        <translation>rechengebunden</translation>
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
        <translation type="vanished">= max(%1, %2) + %3 + %4 = %5 (%6)</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="90"/>
        <source>Throughput: tokens per second</source>
        <translation>Durchsatz: Tokens pro Sekunde</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="13"/>
        <source>arrivals Poisson at %1 req/s</source>
        <translation>Ankünfte Poisson mit %1 Anfragen/s</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="15"/>
        <source>a closed loop of %1 requests in flight</source>
        <translation>ein geschlossener Kreis mit %1 laufenden Anfragen</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="16"/>
        <source>all requests queued at once</source>
        <translation>alle Anfragen auf einmal in der Warteschlange</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="21"/>
        <source>prompts of %1 to %2 tokens, answers of %3 to %4 tokens (uniform)</source>
        <translation>Prompts von %1 bis %2 Tokens, Antworten von %3 bis %4 Tokens (gleichverteilt)</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="26"/>
        <source>prompts of %1 tokens (CV %2), answers of %3 tokens (CV %4)</source>
        <translation>Prompts mit %1 Tokens (VK %2), Antworten mit %3 Tokens (VK %4)</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="34"/>
        <source>scheduler: at most %1 sequences and %2 tokens per iteration, %3</source>
        <translation>Scheduler: höchstens %1 Sequenzen und %2 Tokens je Iteration, %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="37"/>
        <source>static batches</source>
        <translation>statische Batches</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="38"/>
        <source>chunked prefill mixed with decode</source>
        <translation>Prefill in Stücken, gemischt mit Decode</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="39"/>
        <source>whole prompts between decode steps</source>
        <translation>ganze Prompts zwischen Decode-Schritten</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="41"/>
        <source>, a request admitted only when its whole answer fits in the cache (never preempted)</source>
        <translation>, eine Anfrage wird erst angenommen, wenn ihre ganze Antwort in den Cache passt (nie verdrängt)</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="47"/>
        <source>%1: P50 %2 · P90 %3 · P95 %4 · P99 %5 · mean %6</source>
        <translation>%1: P50 %2 · P90 %3 · P95 %4 · P99 %5 · Mittel %6</translation>
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
        <translation>Latenz ≤ %1</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="69"/>
        <source>speculative decoding: each decode iteration runs %1 proposals and a verify pass of %2 tokens a sequence; each sequence keeps whole accepted tokens, %3 an iteration on average (seeded)</source>
        <translation>spekulatives Decoding: jede Decode-Iteration führt %1 Vorschläge und einen Verifikationsdurchlauf mit %2 Tokens je Sequenz aus; jede Sequenz behält ganze angenommene Tokens, im Mittel %3 je Iteration (mit Seed)</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="78"/>
        <source>Each percentile is an order statistic of the simulated requests (interpolated between neighbours), not a formula: every iteration costs what the pass model gives for its tokens. The same seed gives the same numbers; another seed, or more requests, moves them by the sampling noise.</source>
        <translation>Jedes Perzentil ist eine Ordnungsstatistik der simulierten Anfragen (zwischen Nachbarn interpoliert), keine Formel: Jede Iteration kostet, was das Durchlaufmodell für ihre Tokens ergibt. Derselbe Seed ergibt dieselben Zahlen; ein anderer Seed oder mehr Anfragen verschieben sie um das Stichprobenrauschen.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="90"/>
        <source>Time per output token under load</source>
        <translation>Zeit je Ausgabetoken unter Last</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="91"/>
        <source>Whole answer under load</source>
        <translation>Ganze Antwort unter Last</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="92"/>
        <source>Time to first token under load</source>
        <translation>Zeit bis zum ersten Token unter Last</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="93"/>
        <source>TTFT: first token − arrival; TPOT: (finish − first token) / (answer − 1); latency: finish − arrival; over the measured requests</source>
        <translation>TTFT: erstes Token − Ankunft; TPOT: (Ende − erstes Token) / (Antwort − 1); Latenz: Ende − Ankunft; über die gemessenen Anfragen</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="96"/>
        <source>arrival is the client&apos;s send: %1&apos;s server takes %2 on the way in and out (its profile&apos;s request_latency_s), in TTFT and latency, not on the GPUs</source>
        <translation>Ankunft ist das Absenden durch den Client: der Server von %1 braucht %2 für Hin- und Rückweg (request_latency_s seines Profils), in TTFT und Latenz enthalten, nicht auf den GPUs</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="141"/>
        <source>%1 req/s, %2 (%3 a GPU, %4 per user); mean batch %5, KV cache %6 used, %7 preemptions</source>
        <translation>%1 Anfragen/s, %2 (%3 je GPU, %4 je Nutzer); mittlerer Batch %5, KV-Cache %6 belegt, %7 Verdrängungen</translation>
    </message>
    <message>
        <source>TTFT: first token − arrival; TPOT: (finish − first token) / (answer − 1); latency: finish − arrival; over every completed request</source>
        <translation type="vanished">TTFT: erstes Token − Ankunft; TPOT: (Ende − erstes Token) / (Antwort − 1); Latenz: Ende − Ankunft; über jede abgeschlossene Anfrage</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="100"/>
        <source>simulated, %1 requests, seed %2, %3</source>
        <translation>simuliert, %1 Anfragen, Seed %2, %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="105"/>
        <source>replicas: %1, tensor parallel %2; KV cache: %3 blocks of %4 tokens</source>
        <translation>Replikate: %1, Tensor-Parallelität %2; KV-Cache: %3 Blöcke zu %4 Tokens</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="114"/>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="115"/>
        <source>latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="117"/>
        <source>steady state: %1 requests arriving in a window of %2 after a start-up of %3 are measured (%4 of %5 replicas simulated, each alike under round-robin dispatch)</source>
        <translation>eingeschwungener Zustand: gemessen werden %1 Anfragen, die in einem Fenster von %2 nach einem Anlauf von %3 ankommen (%4 von %5 Replikaten simuliert, bei reihum verteilten Anfragen alle gleich)</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="126"/>
        <source>carried = offered × completions in the window / arrivals in it = %1 × %2 = %3 req/s</source>
        <translation>getragen = angeboten × Abschlüsse im Fenster / Ankünfte darin = %1 × %2 = %3 Anfragen/s</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="133"/>
        <source>overloaded: arrivals outpace completions through the window, so the queue and the first-token wait grow without bound</source>
        <translation>überlastet: Im Fenster kommen mehr Anfragen an, als abgeschlossen werden; Warteschlange und Wartezeit bis zum ersten Token wachsen ohne Grenze</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="137"/>
        <source>completed = requests done / run time = %1 / %2 = %3 req/s</source>
        <translation>abgeschlossen = fertige Anfragen / Laufzeit = %1 / %2 = %3 Anfragen/s</translation>
    </message>
    <message>
        <source>completed %1 of %2 requests: %3 req/s, %4; mean batch %5, KV cache %6 used, %7 preemptions</source>
        <translation type="vanished">%1 von %2 Anfragen abgeschlossen: %3 Anfragen/s, %4; mittlerer Batch %5, KV-Cache zu %6 belegt, %7 Verdrängungen</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="150"/>
        <source> The run stopped at the simulation&apos;s work limit before every request ended.</source>
        <translation> Der Lauf endete an der Arbeitsgrenze der Simulation, bevor jede Anfrage fertig war.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="158"/>
        <source>Serving curve (simulated)</source>
        <translation>Inferenzkurve (simuliert)</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="159"/>
        <source>simulated, %1 requests, seed %2, arrivals Poisson at each of %3 rates up to %4 req/s</source>
        <translation>simuliert, %1 Anfragen, Seed %2, Ankünfte Poisson bei jeder von %3 Raten bis %4 Anfragen/s</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="165"/>
        <source>all requests queued at once: %1 req/s, %2 (the offline maximum)</source>
        <translation>alle Anfragen auf einmal in der Warteschlange: %1 Anfragen/s, %2 (das Offline-Maximum)</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="169"/>
        <source>highest rate = %1 × offline maximum = %1 × %2 = %3 req/s</source>
        <translation>höchste Rate = %1 × Offline-Maximum = %1 × %2 = %3 Anfragen/s</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="176"/>
        <source>hover a point of the chart for its percentiles</source>
        <translation>mit der Maus über einen Punkt des Diagramms: seine Perzentile</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="184"/>
        <source>Capacity (simulated)</source>
        <translation>Kapazität (simuliert)</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="187"/>
        <source>capacity: the highest Poisson rate whose %1 meets %2</source>
        <translation>Kapazität: die höchste Poisson-Rate, deren %1 %2 einhält</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="190"/>
        <source>no limit set: the capacity is the offline maximum, all requests queued at once</source>
        <translation>keine Grenze gesetzt: Die Kapazität ist das Offline-Maximum, alle Anfragen auf einmal in der Warteschlange</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="192"/>
        <source>%1 simulations of %2 requests, seed %3, bisected to 1/1024 of the offline maximum</source>
        <translation>%1 Simulationen mit %2 Anfragen, Seed %3, halbiert bis auf 1/1024 des Offline-Maximums</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="198"/>
        <source>capacity: %1 req/s, %2</source>
        <translation>Kapazität: %1 Anfragen/s, %2</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="201"/>
        <source>at that rate, %1: TTFT %2, TPOT %3, latency %4</source>
        <translation>bei dieser Rate, %1: TTFT %2, TPOT %3, Latenz %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="206"/>
        <source>no rate meets the limits, not even 1/1024 of the offline maximum</source>
        <translation>keine Rate hält die Grenzen ein, nicht einmal 1/1024 des Offline-Maximums</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="208"/>
        <source>offline maximum: %1 req/s, %2</source>
        <translation>Offline-Maximum: %1 Anfragen/s, %2</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="213"/>
        <source>usable share = capacity / offline maximum = %1 / %2 = %3</source>
        <translation>nutzbarer Anteil = Kapazität / Offline-Maximum = %1 / %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="217"/>
        <source>The tensor-parallel layout is the scenario&apos;s (ridgeline-cli capacity tries the others). </source>
        <translation>Die Tensor-Parallel-Aufteilung ist die des Szenarios (ridgeline-cli capacity probiert die anderen). </translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="26"/>
        <source>Π = min(Π_sheet, TDP × ε / operand bytes) = min(%1, %2 W × %3 FLOP/J / %4) = %5</source>
        <translation>Π = min(Π_Datenblatt, TDP × ε / Operanden-Bytes) = min(%1, %2 W × %3 FLOP/J / %4) = %5</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="32"/>
        <source>ε: the tensor FLOP per joule a GPU sustains at one byte per operand; above it the card lowers its clock under dense GEMMs (power limit)</source>
        <translation>ε: die Tensor-FLOP pro Joule, die eine GPU bei einem Byte pro Operand dauerhaft schafft; darüber senkt die Karte unter dichten GEMMs ihren Takt (Leistungsgrenze)</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="39"/>
        <source>Routed experts: each multiplies only the tokens routed to it (about k / E = %1 / %2 of a step&apos;s tokens, its GEMMs&apos; M), at %3 of a dense GEMM&apos;s rate of that shape (the engine&apos;s grouped-GEMM share, expert_gemm_efficiency).</source>
        <translation>Geroutete Experten: Jeder multipliziert nur die ihm zugewiesenen Tokens (etwa k / E = %1 / %2 der Tokens eines Schritts, das M seiner GEMMs), mit %3 der Rate eines dichten GEMM dieser Form (der Anteil der gruppierten GEMMs der Engine, expert_gemm_efficiency).</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="55"/>
        <source>plain decode step: t_decode = max(compute, memory) + t_comm + t_step</source>
        <translation>einfacher Decode-Schritt: t_decode = max(Rechnen, Speicher) + t_comm + t_step</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="57"/>
        <source>TPOT = max(compute, memory) + t_comm + t_step</source>
        <translation>TPOT = max(Rechnen, Speicher) + t_comm + t_step</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="61"/>
        <source>GEMM shape: s = Π_decode / (Π × η_c) = %1 / (%2 × %3) = %4</source>
        <translation>GEMM-Form: s = Π_decode / (Π × η_c) = %1 / (%2 × %3) = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="66"/>
        <source>compute = F / (Π × η_c × s) = %1 / (%2 × %3 × %4) = %5</source>
        <translation>Rechnen = F / (Π × η_c × s) = %1 / (%2 × %3 × %4) = %5</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="71"/>
        <source>memory = B / (W × η_m) = %1 / (%2 × %3) = %4</source>
        <translation>Speicher = B / (W × η_m) = %1 / (%2 × %3) = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="79"/>
        <source>t_decode = max(%1, %2) + %3 + %4 = %5 (%6)</source>
        <translation>t_decode = max(%1, %2) + %3 + %4 = %5 (%6)</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="80"/>
        <source>TPOT = max(%1, %2) + %3 + %4 = %5 (%6)</source>
        <translation>TPOT = max(%1, %2) + %3 + %4 = %5 (%6)</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="93"/>
        <source>tokens/s = replicas × batch / TPOT = %1 × %2 / %3 = %4</source>
        <translation>Tokens/s = Replikate × Batch / TPOT = %1 × %2 / %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="99"/>
        <source>memory-bound: tokens/s = replicas × b × η_m × W / B = %1 × %2 × %3 × %4 / %5 = %6</source>
        <translation>speichergebunden: Tokens/s = Replikate × b × η_m × W / B = %1 × %2 × %3 × %4 / %5 = %6</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="107"/>
        <source>F and B are one decode step per GPU at the mean context %1 tokens (prompt + half the output): weights read once, plus the KV cache of every sequence.</source>
        <translation>F und B gelten für einen Decode-Schritt pro GPU bei mittlerem Kontext von %1 Tokens (Prompt + halbe Ausgabe): Gewichte einmal gelesen, plus der KV-Cache jeder Sequenz.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="117"/>
        <source>Time per output token</source>
        <translation>Zeit pro Ausgabe-Token</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="120"/>
        <source>per-user speed = 1 / TPOT = 1 / %1 = %2</source>
        <translation>Geschwindigkeit pro Nutzer = 1 / TPOT = 1 / %1 = %2</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="124"/>
        <source>One decode step produces one token for each of the %1 sequences of a replica.</source>
        <translation>Ein Decode-Schritt erzeugt ein Token für jede der %1 Sequenzen eines Replikats.</translation>
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
        <translation type="vanished">Bei der geforderten Last simuliert: %1 Anfragen, die zufällig (Poisson) mit %2 Anfragen/s eintreffen, Seed %3, verteilt auf %4 Replikat(e); der Scheduler der Engine arbeitet Iteration für Iteration (Prompts in Chunks zwischen Decode-Schritten vorbefüllt, KV-Cache-Blöcke, Verdrängung).</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="153"/>
        <source>A static batch: the %1 replica(s) take the requests in turn, so a request finds its replica&apos;s batch running when %1 or more requests arrive within one batch time (A of them on average): a share P of %2</source>
        <translation>Statischer Batch: Die %1 Replik(en) nehmen die Anfragen der Reihe nach an, eine Anfrage findet den Batch ihrer Replik also laufend vor, wenn %1 oder mehr Anfragen innerhalb einer Batchzeit eintreffen (im Mittel A): ein Anteil P von %2</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="163"/>
        <source>The next batch holds what arrives meanwhile: %1 places needed, %2 in the batch</source>
        <translation>Der nächste Batch fasst, was inzwischen eintrifft: %1 Plätze nötig, %2 im Batch</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="167"/>
        <source>The next batch cannot always hold what arrives meanwhile: %1 places needed, %2 in the batch; at the p%3 a request waits one batch more</source>
        <translation>Der nächste Batch fasst nicht immer, was inzwischen eintrifft: %1 Plätze nötig, %2 im Batch; beim p%3 wartet eine Anfrage einen Batch länger</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="174"/>
        <source>wait_p = latency × (1 − (1 − p) / P) = %1 × (1 − (1 − %2) / %3) = %4</source>
        <translation>wait_p = Latenz × (1 − (1 − p) / P) = %1 × (1 − (1 − %2) / %3) = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="180"/>
        <source>wait_p = latency × (1 − (1 − p) / P) + latency = %1 × (1 − (1 − %2) / %3) + %1 = %4</source>
        <translation>wait_p = Latenz × (1 − (1 − p) / P) + Latenz = %1 × (1 − (1 − %2) / %3) + %1 = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="186"/>
        <source>P ≤ 1 − p: at the p%1 no request finds its batch running</source>
        <translation>P ≤ 1 − p: beim p%1 findet keine Anfrage ihren Batch laufend vor</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="200"/>
        <source>At the required load, simulated: %1 requests measured, arriving at random (Poisson) at %2 requests/s, seed %3, shared by %4 replica(s); the engine&apos;s scheduler runs iteration by iteration (prompts prefilled in chunks between decodes, KV cache blocks, preemption).</source>
        <translation>Bei der geforderten Last simuliert: %1 gemessene Anfragen, die zufällig (Poisson) mit %2 Anfragen/s eintreffen, Seed %3, verteilt auf %4 Replikat(e); der Scheduler der Engine arbeitet Iteration für Iteration (Prompts in Chunks zwischen Decode-Schritten vorbefüllt, KV-Cache-Blöcke, Verdrängung).</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="210"/>
        <source>The simulated queue never drains: overloaded</source>
        <translation>Die simulierte Warteschlange leert sich nie: überlastet</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="213"/>
        <source>Of the simulated requests, p%1: first token %2, time per token %3, answer %4</source>
        <translation>Von den simulierten Anfragen, p%1: erstes Token %2, Zeit pro Token %3, Antwort %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="220"/>
        <source>At the required load, with p the requirement&apos;s percentile (p%1), as the plan judges it:</source>
        <translation>Bei der geforderten Last, mit p als Perzentil der Anforderung (p%1), so wie der Plan sie bewertet:</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="223"/>
        <source>in flight A = λ × latency = %1 × %2 = %3</source>
        <translation>laufend A = λ × Latenz = %1 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="228"/>
        <source>places c = replicas × batch = %1 × %2 = %3</source>
        <translation>Plätze c = Replikate × Batch = %1 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="231"/>
        <source>A ≥ c: more requests in flight than places, the queue grows without bound (overloaded)</source>
        <translation>A ≥ c: mehr laufende Anfragen als Plätze, die Warteschlange wächst unbegrenzt (überlastet)</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="239"/>
        <source>Erlang C of A and c: a share C of %1 of the requests wait for a place</source>
        <translation>Erlang C von A und c: ein Anteil C von %1 der Anfragen wartet auf einen Platz</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="244"/>
        <source>wait_p = latency / (c − A) × ln(C / (1 − p)) = %1 / (%2 − %3) × ln(%4 / (1 − %5)) = %6</source>
        <translation>wait_p = Latenz / (c − A) × ln(C / (1 − p)) = %1 / (%2 − %3) × ln(%4 / (1 − %5)) = %6</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="251"/>
        <source>C ≤ 1 − p: at the p%1 no request waits</source>
        <translation>C ≤ 1 − p: beim p%1 wartet keine Anfrage</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="255"/>
        <source>TTFT_p = TTFT + wait_p = %1 + %2 = %3</source>
        <translation>TTFT_p = TTFT + wait_p = %1 + %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="257"/>
        <source>latency_p = latency + wait_p = %1 + %2 = %3</source>
        <translation>Latenz_p = Latenz + wait_p = %1 + %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="276"/>
        <source>Time to first token (prefill)</source>
        <translation>Zeit bis zum ersten Token (Prefill)</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="278"/>
        <source>TTFT = max(GEMMs, weight stream) + attention + elementwise + t_comm + t_step</source>
        <translation>TTFT = max(GEMMs, Gewichtsstrom) + Attention + elementweise + t_comm + t_step</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="281"/>
        <source>GEMMs = F_GEMM / (Π × η_c × η_shape) = %1 / (%2 × %3 × %4) = %5</source>
        <translation>GEMMs = F_GEMM / (Π × η_c × η_shape) = %1 / (%2 × %3 × %4) = %5</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="285"/>
        <source>weight stream = B_w / (W × η_m) = %1 / (%2 × %3) = %4</source>
        <translation>Gewichtsstrom = B_w / (W × η_m) = %1 / (%2 × %3) = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="290"/>
        <source>attention = F_attn / (Π × η_c × η_shape) = %1 / (%2 × %3 × %4) = %5</source>
        <translation>Attention = F_attn / (Π × η_c × η_shape) = %1 / (%2 × %3 × %4) = %5</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="294"/>
        <source>elementwise = B_e / (W × η_m) = %1 / (%2 × %3) = %4</source>
        <translation>elementweise = B_e / (W × η_m) = %1 / (%2 × %3) = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="300"/>
        <source>GPU part = max(%1, %2) + %3 + %4 + %5 + %6 = %7</source>
        <translation>GPU-Anteil = max(%1, %2) + %3 + %4 + %5 + %6 = %7</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="308"/>
        <source>TTFT = max(GPU part, weights streamed) = max(%1, %2) = %3</source>
        <translation>TTFT = max(GPU-Anteil, übertragene Gewichte) = max(%1, %2) = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="314"/>
        <source>TTFT = GPU part + host layers + PCIe hand-over = %1 + %2 + %3 = %4</source>
        <translation>TTFT = GPU-Anteil + Host-Schichten + PCIe-Übergabe = %1 + %2 + %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="320"/>
        <source>TTFT = max(%1, %2) + %3 + %4 + %5 + %6 = %7 (%8)</source>
        <translation>TTFT = max(%1, %2) + %3 + %4 + %5 + %6 = %7 (%8)</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="333"/>
        <source>b = %1 sequences of s_in = %2 prompt tokens on t = %3 GPUs. P_tok: the weights every prompt token passes through (not the embedding lookup; routed experts at their active share); P_head: the output head, run for the last token only. F_seq: attention of one sequence over all layers, the causal half (k = 2 without flash attention). η_shape: the share of the large-GEMM efficiency GEMMs of this shape reach (M/(M+h) × N/(N+h) × K/(K+h), h = %4). The weight stream overlaps the GEMMs; attention and the elementwise work (norms, residuals, rotary, activation) follow them. t_step: the engine&apos;s fixed cost where it is longer than the GPU&apos;s work.</source>
        <translation>b = %1 Sequenzen mit s_in = %2 Prompt-Tokens auf t = %3 GPUs. P_tok: die Gewichte, die jedes Prompt-Token durchläuft (ohne Embedding-Lookup; geroutete Experten mit ihrem aktiven Anteil); P_head: der Ausgabekopf, nur für das letzte Token ausgeführt. F_seq: Attention einer Sequenz über alle Schichten, die kausale Hälfte (k = 2 ohne Flash Attention). η_shape: der Anteil der Effizienz großer GEMMs, den GEMMs dieser Form erreichen (M/(M+h) × N/(N+h) × K/(K+h), h = %4). Der Gewichtsstrom überlappt die GEMMs; Attention und die elementweise Arbeit (Normen, Residuen, Rotary, Aktivierung) folgen ihnen. t_step: die festen Kosten der Engine, wo sie länger sind als die Arbeit der GPU.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="358"/>
        <source>%6: I*_engine = (Π × η_c) / (W × η_m) = (%1 × %2) / (%3 × %4) = %5</source>
        <translation>%6: I*_engine = (Π × η_c) / (W × η_m) = (%1 × %2) / (%3 × %4) = %5</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="378"/>
        <source>%5, the training step&apos;s own: I*_step = Π_step / (W × η_m) = %1 / (%2 × %3) = %4</source>
        <translation>%5, der eigene des Trainingsschritts: I*_step = Π_step / (W × η_m) = %1 / (%2 × %3) = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="383"/>
        <source>%5, decode&apos;s own: I*_decode = Π_decode / (W × η_m) = %1 / (%2 × %3) = %4</source>
        <translation>%5, der eigene von Decode: I*_decode = Π_decode / (W × η_m) = %1 / (%2 × %3) = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="386"/>
        <source>%5, prefill&apos;s own: I*_prefill = Π_prefill / (W × η_m) = %1 / (%2 × %3) = %4</source>
        <translation>%5, der eigene von Prefill: I*_prefill = Π_prefill / (W × η_m) = %1 / (%2 × %3) = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="397"/>
        <source>The engine reaches the same share of peak compute and of bandwidth, so the engine ridge equals the GPU ridge.</source>
        <translation>Die Engine erreicht denselben Anteil der Spitzenrechenleistung wie der Bandbreite, daher entspricht der Engine-Knickpunkt dem GPU-Knickpunkt.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="399"/>
        <source>The engine reaches %1 of peak compute but %2 of bandwidth, so the engine ridge sits at %3 × the GPU ridge. Each pass is judged against its own ridge (the decode, prefill or step ridge), lower still where its GEMMs are thin.</source>
        <translation>Die Engine erreicht %1 der Spitzenrechenleistung, aber %2 der Bandbreite, daher liegt der Engine-Knickpunkt beim %3-Fachen des GPU-Knickpunkts. Jeder Durchlauf wird an seinem eigenen Knickpunkt gemessen (dem Decode-, Prefill- oder Schritt-Knickpunkt), der bei schmalen GEMMs noch tiefer liegt.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="411"/>
        <source>%4: I* = Π / W = %1 / %2 = %3</source>
        <translation>%4: I* = Π / W = %1 / %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="420"/>
        <source>Left of its own ridge a pass waits for memory; right of it, for the tensor cores. Π is the dense peak for the compute format, W the datasheet bandwidth: I* is the GPU ridge. %1</source>
        <translation>Links von seinem eigenen Knickpunkt wartet ein Durchlauf auf den Speicher, rechts davon auf die Tensor Cores. Π ist die dichte Spitzenleistung für das Rechenformat, W die Datenblatt-Bandbreite: I* ist der GPU-Knickpunkt. %1</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_disaggregated.cpp" line="17"/>
        <source>Time to first token (disaggregated prefill)</source>
        <translation>Zeit bis zum ersten Token (disaggregiertes Prefill)</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_disaggregated.cpp" line="18"/>
        <source>TTFT = prefill on the pool + t_kv + first decode step</source>
        <translation>TTFT = Prefill im Pool + t_kv + erster Decode-Schritt</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_disaggregated.cpp" line="19"/>
        <source>prefill on the pool = max(GEMMs, weight stream) + attention + elementwise + t_comm + t_step = max(%1, %2) + %3 + %4 + %5 + %6 = %7 (%8)</source>
        <translation>Prefill im Pool = max(GEMMs, Gewichtsstrom) + Attention + elementweise + t_comm + t_step = max(%1, %2) + %3 + %4 + %5 + %6 = %7 (%8)</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_disaggregated.cpp" line="28"/>
        <source>KV moved = b × KV(s_in) = %1 × %2 = %3</source>
        <translation>übertragener KV = b × KV(s_in) = %1 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_disaggregated.cpp" line="30"/>
        <source>link = min(t_p × share_p, t_d × share_d) = min(%1 × %2, %3 × %4) = %5</source>
        <translation>Verbindung = min(t_p × Anteil_p, t_d × Anteil_d) = min(%1 × %2, %3 × %4) = %5</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_disaggregated.cpp" line="37"/>
        <source>t_kv = KV moved / link + latency = %1 / %2 + %3 = %4</source>
        <translation>t_kv = übertragener KV / Verbindung + Latenz = %1 / %2 + %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_disaggregated.cpp" line="41"/>
        <source>TTFT = %1 + %2 + %3 = %4</source>
        <translation>TTFT = %1 + %2 + %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_disaggregated.cpp" line="44"/>
        <source>without the pool the decode GPUs prefill themselves: a first token after %1</source>
        <translation>ohne den Pool machen die Decode-GPUs das Prefill selbst: ein erstes Token nach %1</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_disaggregated.cpp" line="47"/>
        <location filename="../ui/explain/explain_inference.cpp" line="328"/>
        <source>latency = TTFT + s_out × TPOT = %1 + %2 × %3 = %4</source>
        <translation>Latenz = TTFT + s_out × TPOT = %1 + %2 × %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_disaggregated.cpp" line="51"/>
        <source>The pool: %1 × %2 in %3 replica(s) of t_p = %4 GPUs, b = %5 prompt(s) of s_in = %6 tokens. Each GPU of a replica holds the cache of its own KV heads and sends that slice through its share of its server&apos;s network adapters (adapters × rate / GPUs a server), all at once, so a replica moves its GPUs&apos; shares together; the narrower side sets the pace. The decode GPUs (t_d = %7 a replica) then compute the first answer token from the moved cache. They never pause for a prompt, so the time per token stays steady under load; the serving simulation&apos;s first-token percentiles include the queue for the pool, its prefill and the transfer. The pool prefills %8 prompts a second.</source>
        <translation>Der Pool: %1 × %2 in %3 Replikat(en) zu t_p = %4 GPUs, b = %5 Prompt(s) zu s_in = %6 Token. Jede GPU eines Replikats hält den Cache ihrer eigenen KV-Köpfe und sendet diesen Teil über ihren Anteil an den Netzwerkadaptern ihres Servers (Adapter × Rate / GPUs je Server), alle zugleich; ein Replikat überträgt also die Anteile seiner GPUs zusammen, und die schmalere Seite bestimmt das Tempo. Die Decode-GPUs (t_d = %7 je Replikat) berechnen dann aus dem übertragenen Cache das erste Antwort-Token. Sie halten nie für einen Prompt an, daher bleibt die Zeit pro Token unter Last gleichmäßig; die Perzentile der Serving-Simulation für das erste Token enthalten die Warteschlange vor dem Pool, sein Prefill und die Übertragung. Der Pool verarbeitet %8 Prompts pro Sekunde.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_disaggregated.cpp" line="83"/>
        <source>cloud $/h = N × rate + N_pool × rate_pool = %1 × %2 + %3 × %4 = %5</source>
        <translation>Cloud $/h = N × Rate + N_Pool × Rate_Pool = %1 × %2 + %3 × %4 = %5</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_disaggregated.cpp" line="92"/>
        <source>capex = N × price + N_pool × price_pool + server = %1 × %2 + %3 × %4 + %5 = %6</source>
        <translation>Capex = N × Preis + N_Pool × Preis_Pool + Server = %1 × %2 + %3 × %4 + %5 = %6</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_disaggregated.cpp" line="98"/>
        <source>owned $/h = capex / (lifetime × 8760 h) + (N × TDP + N_pool × TDP_pool + servers&apos; draw) × PUE × $/kWh / 1000 + capex × maintenance / 8760 h</source>
        <translation>Eigenbetrieb $/h = Investition / (Nutzungsdauer × 8760 h) + (N × TDP + N_pool × TDP_pool + Leistung der Server) × PUE × $/kWh / 1000 + Investition × Wartung / 8760 h</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_disaggregated.cpp" line="103"/>
        <source>= %1 / (%2 × 8760) + (%3 × %4 W + %5 × %6 W + %7 W) × %8 × %9 / 1000 + %1 × %10 / 8760 = %11</source>
        <translation>= %1 / (%2 × 8760) + (%3 × %4 W + %5 × %6 W + %7 W) × %8 × %9 / 1000 + %1 × %10 / 8760 = %11</translation>
    </message>
    <message>
        <source>owned $/h = capex / (lifetime × 8760 h) + (N × TDP + N_pool × TDP_pool) × PUE × $/kWh / 1000 + capex × maintenance / 8760 h</source>
        <translation type="vanished">Eigenbesitz $/h = Capex / (Lebensdauer × 8760 h) + (N × TDP + N_Pool × TDP_Pool) × PUE × $/kWh / 1000 + Capex × Wartung / 8760 h</translation>
    </message>
    <message>
        <source>= %1 / (%2 × 8760) + (%3 × %4 W + %5 × %6 W) × %7 × %8 / 1000 + %1 × %9 / 8760 = %10</source>
        <translation type="vanished">= %1 / (%2 × 8760) + (%3 × %4 W + %5 × %6 W) × %7 × %8 / 1000 + %1 × %9 / 8760 = %10</translation>
    </message>
    <message>
        <source>The engine reaches %1 of peak compute but %2 of bandwidth, so the effective ridge sits at %3 × the datasheet ridge. Each pass is judged against its own effective ridge, lower still where its GEMMs are thin.</source>
        <translation type="vanished">Die Engine erreicht %1 der Spitzenrechenleistung, aber %2 der Bandbreite, daher liegt der effektive Knickpunkt beim %3-Fachen des Datenblatt-Knickpunkts. Jeder Durchlauf wird an seinem eigenen effektiven Knickpunkt gemessen, der noch tiefer liegt, wo seine GEMMs schmal sind.</translation>
    </message>
    <message>
        <source>F_pre = b × (2 × P_act × s_in + 2 × L × n_h × d_h × s_in²) / t = %1</source>
        <translation type="vanished">F_pre = b × (2 × P_act × s_in + 2 × L × n_h × d_h × s_in²) / t = %1</translation>
    </message>
    <message>
        <source>(b = %1, P_act = %2, s_in = %3, L = %4, n_h = %5, d_h = %6, t = %7)</source>
        <translation type="vanished">(b = %1, P_act = %2, s_in = %3, L = %4, n_h = %5, d_h = %6, t = %7)</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_serving.cpp" line="113"/>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>End-to-end latency = TTFT + s_out × TPOT = %1.</source>
        <translation type="vanished">Ende-zu-Ende-Latenz = TTFT + s_out × TPOT = %1.</translation>
    </message>
    <message>
        <source>I*_eff = (Π × η_c) / (W × η_m) = (%1 × %2) / (%3 × %4) = %5</source>
        <translation type="vanished">I*_eff = (Π × η_c) / (W × η_m) = (%1 × %2) / (%3 × %4) = %5</translation>
    </message>
    <message>
        <source>the training step&apos;s own: I*_step = Π_step / (W × η_m) = %1 / (%2 × %3) = %4</source>
        <translation type="vanished">der des Trainingsschritts: I*_step = Π_step / (W × η_m) = %1 / (%2 × %3) = %4</translation>
    </message>
    <message>
        <source>decode&apos;s own: I*_decode = Π_decode / (W × η_m) = %1 / (%2 × %3) = %4</source>
        <translation type="vanished">der des Decode: I*_decode = Π_decode / (W × η_m) = %1 / (%2 × %3) = %4</translation>
    </message>
    <message>
        <source>prefill&apos;s own: I*_prefill = Π_prefill / (W × η_m) = %1 / (%2 × %3) = %4</source>
        <translation type="vanished">der des Prefill: I*_prefill = Π_prefill / (W × η_m) = %1 / (%2 × %3) = %4</translation>
    </message>
    <message>
        <source>The engine reaches the same share of peak compute and of bandwidth, so the effective ridge equals the datasheet ridge.</source>
        <translation type="vanished">Die Engine erreicht denselben Anteil der Spitzenrechenleistung wie der Bandbreite, daher entspricht der effektive Knickpunkt dem Datenblatt-Knickpunkt.</translation>
    </message>
    <message>
        <source>The engine reaches %1 of peak compute but %2 of bandwidth, so the effective ridge sits at %3 × the datasheet ridge: a pass between the two is judged by the effective one, where its modelled times cross.</source>
        <translation type="vanished">Die Engine erreicht %1 der Spitzenrechenleistung, aber %2 der Bandbreite, daher liegt der effektive Knickpunkt beim %3-Fachen des Datenblatt-Knickpunkts: Ein Durchlauf zwischen beiden wird nach dem effektiven beurteilt, wo sich seine modellierten Zeiten kreuzen.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="409"/>
        <source>Ridge point</source>
        <translation>Knickpunkt</translation>
    </message>
    <message>
        <source>I* = Π / W = %1 / %2 = %3</source>
        <translation type="vanished">I* = Π / W = %1 / %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_inference.cpp" line="416"/>
        <source>critical batch ≈ I* × β_w / 2 = %1 × %2 / 2 = %3</source>
        <translation>kritischer Batch ≈ I* × β_w / 2 = %1 × %2 / 2 = %3</translation>
    </message>
    <message>
        <source>Below the ridge a pass waits for memory; above it, for the tensor cores. Π is the dense peak for the compute format, W the datasheet bandwidth. %1</source>
        <translation type="vanished">Unterhalb des Knickpunkts wartet ein Durchlauf auf den Speicher, oberhalb auf die Tensor Cores. Π ist die dichte Spitzenleistung für das Rechenformat, W die Datenblatt-Bandbreite. %1</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_verdict.cpp" line="53"/>
        <source>I = F / B = %1 / %2 = %3</source>
        <translation>I = F / B = %1 / %2 = %3</translation>
    </message>
    <message>
        <source>compute %1 %2 memory %3 ⇔ I %4 I*_eff → %5</source>
        <translation type="vanished">Rechnen %1 %2 Speicher %3 ⇔ I %4 I*_eff → %5</translation>
    </message>
    <message>
        <source>attainable = min(Π, I × W) = min(%1, %2 × %3)</source>
        <translation type="vanished">erreichbar = min(Π, I × W) = min(%1, %2 × %3)</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_verdict.cpp" line="122"/>
        <source>More batch raises the intensity of decode: the weights are read once for every sequence of the batch. %1</source>
        <translation>Ein größerer Batch erhöht die Intensität des Decodes: Die Gewichte werden einmal für alle Sequenzen des Batches gelesen. %1</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_verdict.cpp" line="120"/>
        <source>Decode step on the roofline</source>
        <translation>Decode-Schritt im Roofline-Modell</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_verdict.cpp" line="51"/>
        <source>F = F_GEMM + F_attn = %1 + %2 = %3</source>
        <translation>F = F_GEMM + F_attn = %1 + %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_verdict.cpp" line="56"/>
        <source>the engine&apos;s compute roof: Π × η_c = %1 × %2 = %3</source>
        <translation>das Rechendach der Engine: Π × η_c = %1 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_verdict.cpp" line="60"/>
        <source>this pass&apos;s, its GEMM shapes included: Π_pass = F / t_compute = %1 / %2 = %3</source>
        <translation>das dieses Durchlaufs, einschließlich seiner GEMM-Formen: Π_pass = F / t_compute = %1 / %2 = %3</translation>
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
        <translation>sein eigener Knickpunkt, der %5: I*_pass = Π_pass / (W × η_m) = %1 / (%2 × %3) = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_verdict.cpp" line="78"/>
        <source>I %1 %2 I*_pass %3 → %4</source>
        <translation>I %1 %2 I*_pass %3 → %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_verdict.cpp" line="84"/>
        <source>its roof at I: min(Π_pass, I × W × η_m) = min(%1, %2 × %3 × %4) = %5</source>
        <translation>sein Dach bei I: min(Π_pass, I × W × η_m) = min(%1, %2 × %3 × %4) = %5</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_verdict.cpp" line="90"/>
        <source>the point: achieved = F / t = %1 / %2 = %3</source>
        <translation>der Punkt: erreicht = F / t = %1 / %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_verdict.cpp" line="94"/>
        <source>Each pass is judged against its own roof: the engine&apos;s bandwidth, and the engine&apos;s compute lowered by the shapes of the pass&apos;s GEMMs (thin GEMMs reach less of the peak). Communication that does not overlap decides when it is the longest part of the pass. The point sits at the pass&apos;s FLOPs over its whole time, communication and fixed costs included.</source>
        <translation>Jeder Durchlauf wird an seinem eigenen Dach gemessen: der Bandbreite der Engine und der Rechenleistung der Engine, gesenkt durch die Formen der GEMMs des Durchlaufs (schmale GEMMs erreichen weniger von der Spitze). Nicht überlappende Kommunikation entscheidet, wenn sie der längste Teil des Durchlaufs ist. Der Punkt liegt bei den FLOPs des Durchlaufs über seine gesamte Zeit, Kommunikation und feste Kosten eingeschlossen.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_verdict.cpp" line="110"/>
        <source>communication-bound</source>
        <translation>kommunikationsgebunden</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_verdict.cpp" line="128"/>
        <source>Prefill on the roofline</source>
        <translation>Prefill im Roofline-Modell</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="72"/>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="75"/>
        <source>kv_tok = 2 × L × n_kv × d_h × β_kv = 2 × %1 × %2 × %3 × %4 B = %5</source>
        <translation>kv_tok = 2 × L × n_kv × d_h × β_kv = 2 × %1 × %2 × %3 × %4 B = %5</translation>
    </message>
    <message>
        <source>KV per GPU = kv_tok × (s_in + s_out) × b / t = %1 × %2 × %3 / %4 = %5</source>
        <translation type="vanished">KV pro GPU = kv_tok × (s_in + s_out) × b / t = %1 × %2 × %3 / %4 = %5</translation>
    </message>
    <message>
        <source>Grouped-query attention (fewer KV heads) and a narrower KV format shrink it; it grows linearly with both context and batch.</source>
        <translation type="vanished">Grouped-Query Attention (weniger KV-Heads) und ein schmaleres KV-Format verkleinern ihn; er wächst linear mit Kontext und Batch.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="22"/>
        <source>KV per sequence = kv_tok × tokens held = %1 × %2 = %3</source>
        <translation>KV pro Sequenz = kv_tok × gehaltene Tokens = %1 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="31"/>
        <source>KV per sequence = ((L − L_w) × s + L_w × min(s, w)) × kv_layer = ((%1 − %2) × %3 + %2 × min(%3, %4)) × %5 = %6</source>
        <translation>KV pro Sequenz = ((L − L_w) × s + L_w × min(s, w)) × kv_layer = ((%1 − %2) × %3 + %2 × min(%3, %4)) × %5 = %6</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="46"/>
        <source>kv_tok = L × values per layer and token × β_kv = %1 × %2 × %3 B = %4</source>
        <translation>kv_tok = L × Werte pro Schicht und Token × β_kv = %1 × %2 × %3 B = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="52"/>
        <source>Latent attention: each layer caches one latent of %1 values and a rotary key of %2, whatever the number of heads.</source>
        <translation>Latente Attention: Jede Schicht speichert einen Latentvektor mit %1 Werten und einen Rotary-Schlüssel mit %2, unabhängig von der Zahl der Köpfe.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="57"/>
        <source>Averaged over the context, with %1 of the %2 layers holding at most %3 tokens: %4 per token.</source>
        <translation>Gemittelt über den Kontext, wobei %1 der %2 Schichten höchstens %3 Tokens halten: %4 pro Token.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="92"/>
        <source>KV per GPU = KV per sequence × b × L_gpu / L / t = %1 × %2 × %3 / %4 / %5 = %6</source>
        <translation>KV pro GPU = KV pro Sequenz × b × L_gpu / L / t = %1 × %2 × %3 / %4 / %5 = %6</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="99"/>
        <source>KV per GPU = KV per sequence × b × L_gpu / L × share = %1 × %2 × %3 / %4 × %5 = %6</source>
        <translation>KV pro GPU = KV pro Sequenz × b × L_gpu / L × Anteil = %1 × %2 × %3 / %4 × %5 = %6</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="106"/>
        <source>KV per GPU = KV per sequence × b / t = %1 × %2 / %3 = %4</source>
        <translation>KV pro GPU = KV pro Sequenz × b / t = %1 × %2 / %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="111"/>
        <source>KV per GPU = KV per sequence × b × share = %1 × %2 × %3 = %4</source>
        <translation>KV pro GPU = KV pro Sequenz × b × Anteil = %1 × %2 × %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="117"/>
        <source> A latent cache (MLA) is kept whole on each of the %1 GPUs of the tensor-parallel group: every GPU&apos;s heads read all of it.</source>
        <translation> Ein latenter Cache (MLA) liegt vollständig auf jeder der %1 GPUs der Tensor-parallelen Gruppe: die Heads jeder GPU lesen ihn ganz.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="121"/>
        <source> Fewer KV heads (%1) than GPUs (%2): each head is kept on several, a GPU holds ceil(n_kv / t) of them.</source>
        <translation> Weniger KV-Heads (%1) als GPUs (%2): jeder Head liegt auf mehreren, eine GPU hält ceil(n_kv / t) davon.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="125"/>
        <source>Tokens held: prompt + output, %1 + %2, rounded up to the engine&apos;s whole KV blocks of %3. Grouped-query attention (fewer KV heads) and a narrower KV format shrink it; it grows linearly with both context and batch.</source>
        <translation>Gehaltene Tokens: Prompt + Ausgabe, %1 + %2, aufgerundet auf ganze KV-Blöcke der Engine zu %3. Grouped-Query Attention (weniger KV-Köpfe) und ein schmaleres KV-Format verkleinern ihn; er wächst linear mit Kontext und Batch.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="141"/>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="145"/>
        <source>weights per GPU = (P × β_w + 2 B × P_LoRA) / (t × p × z) = (%1 × %2 B + 2 B × %3) / (%4 × %5 × %6) = %7</source>
        <translation>Gewichte pro GPU = (P × β_w + 2 B × P_LoRA) / (t × p × z) = (%1 × %2 B + 2 B × %3) / (%4 × %5 × %6) = %7</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="152"/>
        <source>weights per GPU = P × β_w / (t × p × z) = %1 × %2 B / (%3 × %4 × %5) = %6</source>
        <translation>Gewichte pro GPU = P × β_w / (t × p × z) = %1 × %2 B / (%3 × %4 × %5) = %6</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="158"/>
        <source>t: tensor parallel, p: pipeline stages, z: data-parallel ranks when ZeRO-3 shards the weights (else 1); P_LoRA: the adapters.</source>
        <translation>t: Tensor-Parallelität, p: Pipeline-Stufen, z: Data-Parallel-Ränge, wenn ZeRO-3 die Gewichte aufteilt (sonst 1); P_LoRA: die Adapter.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="164"/>
        <source>weights per GPU = P_gpu × β_w / t = %1 × %2 B / %3 = %4</source>
        <translation>Gewichte pro GPU = P_gpu × β_w / t = %1 × %2 B / %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="169"/>
        <source>P_gpu: two layers&apos; weights, the one computed and the next one arriving over PCIe; all %1 live in host memory.</source>
        <translation>P_gpu: die Gewichte zweier Schichten, der gerechneten und der nächsten, die über PCIe ankommt; alle %1 liegen im Hauptspeicher.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="172"/>
        <source>P_gpu: the parameters of the GPU&apos;s %1 of %2 layers; the rest, with the embedding and output head, is %3 in host memory.</source>
        <translation>P_gpu: die Parameter der %1 von %2 Schichten auf der GPU; der Rest, mit Embedding und Ausgabekopf, liegt mit %3 im Hauptspeicher.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="179"/>
        <source>weights per GPU = P × β_w / t = %1 × %2 B / %3 = %4</source>
        <translation>Gewichte pro GPU = P × β_w / t = %1 × %2 B / %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="184"/>
        <source>weights per GPU = the shared weights / t + whole experts held = %1</source>
        <translation>Gewichte pro GPU = gemeinsame Gewichte / t + ganze gehaltene Experten = %1</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="188"/>
        <source>%1 stores %2 bits per weight, block scales included.</source>
        <translation>%1 speichert %2 Bit pro Gewicht, Block-Skalen eingeschlossen.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="198"/>
        <source>Memory per GPU</source>
        <translation>Speicher pro GPU</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="200"/>
        <source>per GPU = weights + gradients + optimizer + activations + overhead</source>
        <translation>pro GPU = Gewichte + Gradienten + Optimierer + Aktivierungen + Overhead</translation>
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
        <translation>pro GPU = Gewichte + KV-Cache + Aktivierungen + Overhead + Entwurfsmodell</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="217"/>
        <source>per GPU = weights + KV cache + activations + overhead</source>
        <translation>pro GPU = Gewichte + KV-Cache + Aktivierungen + Overhead</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="219"/>
        <source>= %1 + %2 + %3 + %4 = %5</source>
        <translation>= %1 + %2 + %3 + %4 = %5</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="224"/>
        <source>usable = VRAM × usable fraction = %1 × %2 = %3 → %4</source>
        <translation>nutzbar = VRAM × nutzbarer Anteil = %1 × %2 = %3 → %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="229"/>
        <source>fits</source>
        <translation>passt</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="230"/>
        <source>does not fit: needs %1 GPUs</source>
        <translation>passt nicht: braucht %1 GPUs</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="231"/>
        <source>GPUs needed = ⌈job bytes / (usable − overhead)⌉ = %1.</source>
        <translation>benötigte GPUs = ⌈Bytes des Jobs / (nutzbar − Overhead)⌉ = %1.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="240"/>
        <source>Largest batch that fits</source>
        <translation>Größter Batch, der passt</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="241"/>
        <source>largest b with weights + b × KV per sequence / t + activations(b) + overhead ≤ usable</source>
        <translation>größtes b mit Gewichte + b × KV pro Sequenz / t + Aktivierungen(b) + Overhead ≤ nutzbar</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="250"/>
        <source>with speculative decoding the draft&apos;s weights and b × its KV per sequence / t count too</source>
        <translation>beim spekulativen Decoding zählen auch die Gewichte des Entwurfsmodells und b × sein KV pro Sequenz / t</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="253"/>
        <source>b = %1: %2 + %1 × %3 + %4 + %5 + %6 + %1 × %7 = %8 ≤ %9</source>
        <translation>b = %1: %2 + %1 × %3 + %4 + %5 + %6 + %1 × %7 = %8 ≤ %9</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="254"/>
        <source>b = %1: %2 + %1 × %3 + %4 + %5 + %6 + %1 × %7 = %8 &gt; %9: no batch fits</source>
        <translation>b = %1: %2 + %1 × %3 + %4 + %5 + %6 + %1 × %7 = %8 &gt; %9: kein Batch passt</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="267"/>
        <source>b = %1: %2 + %1 × %3 + %4 + %5 = %6 ≤ %7</source>
        <translation>b = %1: %2 + %1 × %3 + %4 + %5 = %6 ≤ %7</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="268"/>
        <source>b = %1: %2 + %1 × %3 + %4 + %5 = %6 &gt; %7: no batch fits</source>
        <translation>b = %1: %2 + %1 × %3 + %4 + %5 = %6 &gt; %7: kein Batch passt</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="285"/>
        <source>Activations of the prefill chunk and the logits grow with the batch too; one more sequence would not fit. 0 means not even the weights fit.</source>
        <translation>Auch die Aktivierungen des Prefill-Chunks und die Logits wachsen mit dem Batch; eine weitere Sequenz würde nicht passen. 0 bedeutet, dass nicht einmal die Gewichte passen.</translation>
    </message>
    <message>
        <source>largest b with weights + b × kv_tok × (s_in + s_out) / t + activations(b) + overhead ≤ usable</source>
        <translation type="vanished">größtes b mit Gewichte + b × kv_tok × (s_in + s_out) / t + Aktivierungen(b) + Overhead ≤ nutzbar</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_memory.cpp" line="278"/>
        <source>largest b with %1 + b × %2 + activations(b) + %3 ≤ %4 → b = %5</source>
        <translation>größtes b mit %1 + b × %2 + Aktivierungen(b) + %3 ≤ %4 → b = %5</translation>
    </message>
    <message>
        <source>Activations of the prefill chunk and the logits grow with the batch too; 0 means not even the weights fit.</source>
        <translation type="vanished">Die Aktivierungen des Prefill-Chunks und die Logits wachsen ebenfalls mit dem Batch; 0 heißt, dass nicht einmal die Gewichte passen.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="19"/>
        <source>Training compute</source>
        <translation>Trainings-Rechenaufwand</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="20"/>
        <source>FLOP = %1 × P_act × T = %1 × %2 × %3 = %4</source>
        <translation>FLOP = %1 × P_act × T = %1 × %2 × %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="24"/>
        <source>Full recomputation runs the forward pass twice: 8 instead of 6.</source>
        <translation>Vollständige Neuberechnung führt den Vorwärtsdurchlauf zweimal aus: 8 statt 6.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="25"/>
        <source>2 FLOP per parameter and token forward, 4 backward.</source>
        <translation>2 FLOP pro Parameter und Token vorwärts, 4 rückwärts.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="31"/>
        <source>step = compute + bubble + exposed communication = %1 + %2 + %3 = %4</source>
        <translation>Schritt = Rechnen + Blase + sichtbare Kommunikation = %1 + %2 + %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="40"/>
        <source>Training time</source>
        <translation>Trainingsdauer</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="41"/>
        <source>time (MFU) = FLOP / (N × Π × MFU) = %1 / (%2 × %3 × %4) = %5</source>
        <translation>Zeit (MFU) = FLOP / (N × Π × MFU) = %1 / (%2 × %3 × %4) = %5</translation>
    </message>
    <message>
        <source>time (modelled) = steps × step time = %1 × %2 = %3</source>
        <translation type="vanished">Zeit (modelliert) = Schritte × Schrittzeit = %1 × %2 = %3</translation>
    </message>
    <message>
        <source>step = compute / (1 − bubble) + exposed communication = %1 / (1 − %2) + %3</source>
        <translation type="vanished">Schritt = Rechnen / (1 − Bubble) + nicht überlappte Kommunikation = %1 / (1 − %2) + %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="53"/>
        <source>time = time (modelled) / goodput = %1 / %2 = %3</source>
        <translation>Zeit = Zeit (modelliert) / Goodput = %1 / %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="57"/>
        <source>The headline uses MFU, which already contains communication and stalls.</source>
        <translation>Das Hauptergebnis nutzt die MFU, die Kommunikation und Wartezeiten bereits enthält.</translation>
    </message>
    <message>
        <source>The headline uses the modelled step time.</source>
        <translation type="vanished">Das Hauptergebnis nutzt die modellierte Schrittzeit.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="58"/>
        <source>The headline uses the modelled step time over the whole run: goodput = 0.68 / (1 + N / 147,456) is the share of the wall-clock that trains (0.68 for evaluation, checkpoints, stalls and ramps, fitted to published runs; the rest for interruptions, from Llama 3&apos;s 466 in 54 days on 16,384 GPUs). workload.goodput sets it.</source>
        <translation>Das Hauptergebnis nutzt die modellierte Schrittzeit über den ganzen Lauf: Goodput = 0,68 / (1 + N / 147.456) ist der Anteil der Gesamtlaufzeit (Wall-Clock), in dem trainiert wird (0,68 für Evaluierung, Checkpoints, Wartezeiten und Anlaufphasen, angepasst an veröffentlichte Läufe; der Rest für Unterbrechungen, nach den 466 von Llama 3 in 54 Tagen auf 16.384 GPUs). workload.goodput legt ihn fest.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="68"/>
        <source>GPU-hours</source>
        <translation>GPU-Stunden</translation>
    </message>
    <message>
        <source>GPU-hours = N × time / 3600 = %1 × %2 / 3600 = %3</source>
        <translation type="vanished">GPU-Stunden = N × Zeit / 3600 = %1 × %2 / 3600 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="48"/>
        <source>time (modelled) = steps × step = %1 × %2 = %3</source>
        <translation>Zeit (modelliert) = Schritte × Schritt = %1 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="70"/>
        <source>GPU-hours = N × time / 3600 = %1 × %2 s / 3600 = %3</source>
        <translation>GPU-Stunden = N × Zeit / 3600 = %1 × %2 s / 3600 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="79"/>
        <source>Cost of the training run</source>
        <translation>Kosten des Trainingslaufs</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="82"/>
        <source>cloud = GPU-hours × rate = %1 × %2 = %3</source>
        <translation>Cloud = GPU-Stunden × Preis = %1 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="86"/>
        <source>owned = time × owned $/h = %1 h × %2 = %3</source>
        <translation>eigen = Zeit × eigene $/h = %1 h × %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="91"/>
        <source>No price or cloud rate is known for this GPU.</source>
        <translation>Für diese GPU ist weder Preis noch Cloud-Preis bekannt.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="101"/>
        <source>the point: achieved = F_step / step = %1 / %2 = %3</source>
        <translation>der Punkt: erreicht = F_step / Schritt = %1 / %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="105"/>
        <source>implied MFU = (6 / k) × MFU = (6 / %1) × %2 = %3</source>
        <translation>implizierte MFU = (6 / k) × MFU = (6 / %1) × %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="112"/>
        <source>implied MFU = (6 / k) × achieved / Π × goodput = (6 / %1) × %2 / %3 × %4 = %5</source>
        <translation>implizierte MFU = (6 / k) × erreicht / Π × Goodput = (6 / %1) × %2 / %3 × %4 = %5</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="121"/>
        <source>The headline time uses the MFU you set, not the modelled step the roofline point shows; k = %1 FLOP per parameter and token.</source>
        <translation>Die angezeigte Zeit verwendet die eingestellte MFU, nicht den modellierten Schritt, den der Roofline-Punkt zeigt; k = %1 FLOP pro Parameter und Token.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="124"/>
        <source>k = %1: the step&apos;s FLOPs count %1 per parameter and token (8 when full recomputation runs the forward twice), the implied MFU counts the useful 6; goodput is the share of the run&apos;s wall-clock spent in steps.</source>
        <translation>k = %1: Die FLOPs des Schritts zählen %1 pro Parameter und Token (8, wenn volle Neuberechnung den Vorwärtsdurchlauf zweimal ausführt), die implizierte MFU zählt die nützlichen 6; Goodput ist der Anteil der Laufzeit, der auf Schritte entfällt.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="133"/>
        <source>Implied MFU</source>
        <translation>Implizite MFU</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="134"/>
        <source>implied MFU = 6 × P_act × T / (N × Π × time)</source>
        <translation>implizite MFU = 6 × P_act × T / (N × Π × Zeit)</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="136"/>
        <source>= 6 × %1 × %2 / (%3 × %4 × %5) = %6</source>
        <translation>= 6 × %1 × %2 / (%3 × %4 × %5) = %6</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="142"/>
        <source>An output of the modelled step, comparable with published MFU figures (Llama 2 reached 38–43% on A100).</source>
        <translation>Eine Ausgabe des modellierten Schritts, vergleichbar mit veröffentlichten MFU-Werten (Llama 2 erreichte 38–43 % auf A100).</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="147"/>
        <source>With LoRA the frozen weights get no weight gradients, so a step does about 4 × P × T of work, not 6: by the usual 6 × P × T count the implied MFU reads about 1.5 times the share of peak actually used.</source>
        <translation>Mit LoRA erhalten die eingefrorenen Gewichte keine Gewichtsgradienten, ein Schritt leistet also etwa 4 × P × T Arbeit, nicht 6: Nach der üblichen Zählung 6 × P × T liegt die implizite MFU etwa beim 1,5-Fachen des tatsächlich genutzten Spitzenanteils.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="156"/>
        <location filename="../ui/explain/explain_verdict.cpp" line="131"/>
        <source>Training step on the roofline</source>
        <translation>Trainingsschritt im Roofline-Modell</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="157"/>
        <source>I = F_step / B_step = %1 / %2 = %3</source>
        <translation>I = F_step / B_step = %1 / %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="162"/>
        <source>F_step and B_step are one step&apos;s FLOPs and bytes per GPU; the point sits at F_step over the whole modelled step, bubble and exposed communication included.</source>
        <translation>F_step und B_step sind die FLOPs und Bytes eines Schritts pro GPU; der Punkt liegt bei F_step über den gesamten modellierten Schritt, Blase und sichtbare Kommunikation eingeschlossen.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="171"/>
        <source>Training step</source>
        <translation>Trainingsschritt</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="172"/>
        <source>compute = m × (GEMMs + attention + memory-bound + recompute + launches) + optimizer + t_step</source>
        <translation>Rechnen = m × (GEMMs + Attention + speichergebunden + Neuberechnung + Kernel-Starts) + Optimierer + t_step</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="175"/>
        <source>= %1 × (%2 + %3 + %4 + %5 + %6) + %7 + %8 = %9</source>
        <translation>= %1 × (%2 + %3 + %4 + %5 + %6) + %7 + %8 = %9</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="182"/>
        <source>bubble share = bubble / step = %1 / %2 = %3</source>
        <translation>Blasenanteil = Blase / Schritt = %1 / %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="188"/>
        <source>scaling efficiency = compute / step = %1 / %2 = %3</source>
        <translation>Skalierungseffizienz = Rechnen / Schritt = %1 / %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="192"/>
        <source>m = %1 micro-batches per step, each through the slowest pipeline stage. The bubble is the pipeline&apos;s idle time, (p − 1) micro-batch slots.</source>
        <translation>m = %1 Micro-Batches pro Schritt, jeder durch die langsamste Pipeline-Stufe. Die Blase ist die Leerlaufzeit der Pipeline, (p − 1) Micro-Batch-Slots.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="223"/>
        <source>communication = data parallel + tensor parallel + pipeline = %1 + %2 + %3 = %4</source>
        <translation>Kommunikation = Data-Parallel + Tensor-Parallel + Pipeline = %1 + %2 + %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="229"/>
        <source>exposed = tensor + pipeline + (data − overlapped) + %1 × overlapped = %2 + %3 + (%4 − %5) + %1 × %5 = %6</source>
        <translation>sichtbar = Tensor + Pipeline + (Daten − überlappt) + %1 × überlappt = %2 + %3 + (%4 − %5) + %1 × %5 = %6</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="252"/>
        <source>GPUs for the deadline D = ⌈FLOP / (D × Π × u)⌉, u = FLOP / (N × Π × time) the share of peak the headline time uses</source>
        <translation>GPUs für die Frist D = ⌈FLOP / (D × Π × u)⌉, u = FLOP / (N × Π × Zeit) der Anteil der Spitze, den die angezeigte Zeit nutzt</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="255"/>
        <source>= ⌈N × time / D⌉ = ⌈%1 × %2 / %3⌉ = %4</source>
        <translation>= ⌈N × Zeit / D⌉ = ⌈%1 × %2 / %3⌉ = %4</translation>
    </message>
    <message>
        <source>compute = GEMMs + attention + memory-bound + launches + recompute + optimizer</source>
        <translation type="vanished">Rechnen = GEMMs + Attention + speichergebunden + Kernel-Starts + Neuberechnung + Optimierer</translation>
    </message>
    <message>
        <source>= %1 + %2 + %3 + %4 + %5 + %6 = %7</source>
        <translation type="vanished">= %1 + %2 + %3 + %4 + %5 + %6 = %7</translation>
    </message>
    <message>
        <source>step = compute + bubble + exposed communication = %1 + %2 × %3 + %4 = %3</source>
        <translation type="vanished">Schritt = Rechnen + Bubble + nicht überlappte Kommunikation = %1 + %2 × %3 + %4 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="184"/>
        <source>communication share = exposed / step = %1 / %2 = %3</source>
        <translation>Kommunikationsanteil = nicht überlappt / Schritt = %1 / %2 = %3</translation>
    </message>
    <message>
        <source>scaling efficiency = compute / step = %1</source>
        <translation type="vanished">Skalierungseffizienz = Rechnen / Schritt = %1</translation>
    </message>
    <message>
        <source>The bubble is the pipeline&apos;s idle share (p − 1) / (m + p − 1) of the step.</source>
        <translation type="vanished">Die Bubble ist der Leerlaufanteil (p − 1) / (m + p − 1) der Pipeline am Schritt.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="204"/>
        <source>Communication per step</source>
        <translation>Kommunikation pro Schritt</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="205"/>
        <source>nodes = ⌈N / g⌉ = ⌈%1 / %2⌉ = %3</source>
        <translation>Knoten = ⌈N / g⌉ = ⌈%1 / %2⌉ = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="210"/>
        <source>network share per GPU = NICs × NIC rate / g = %1 × %2 / %3 = %4</source>
        <translation>Netzwerkanteil pro GPU = NICs × NIC-Rate / g = %1 × %2 / %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="215"/>
        <source>network share per GPU = management port / g = %1 / %2 = %3</source>
        <translation>Netzwerkanteil pro GPU = Management-Port / g = %1 / %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="219"/>
        <source>hierarchical all-reduce of B bytes: reduce-scatter in the node (g − 1)/g × B, all-reduce of B/g across nodes 2(n − 1)/n × B/g on the network share, all-gather in the node</source>
        <translation>hierarchisches All-Reduce von B Bytes: Reduce-Scatter im Knoten (g − 1)/g × B, All-Reduce von B/g über die Knoten 2(n − 1)/n × B/g auf dem Netzwerkanteil, All-Gather im Knoten</translation>
    </message>
    <message>
        <source>communication = data parallel + tensor parallel + pipeline = %1 + %2 + %3 = %4; not overlapped: %5</source>
        <translation type="vanished">Kommunikation = Datenparallel + Tensor-parallel + Pipeline = %1 + %2 + %3 = %4; nicht überlappt: %5</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="235"/>
        <source>Past one node the gradients cross the network: a slow NIC per GPU is why consumer clusters scale poorly.</source>
        <translation>Ab mehr als einem Knoten laufen die Gradienten über das Netzwerk: Eine langsame NIC pro GPU ist der Grund, warum Consumer-Cluster schlecht skalieren.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="237"/>
        <source>One node: all traffic stays on the node&apos;s link.</source>
        <translation>Ein Knoten: Der gesamte Verkehr bleibt auf der Verbindung des Knotens.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="239"/>
        <source>The gradients&apos; all-reduce overlaps the last backward pass; what overlaps still costs %1 of its time in shared SMs and bandwidth.</source>
        <translation>Das All-Reduce der Gradienten überlappt den letzten Rückwärtsdurchlauf; was überlappt, kostet trotzdem %1 seiner Zeit durch geteilte SMs und Bandbreite.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="247"/>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_training.cpp" line="249"/>
        <source>No deadline is set.</source>
        <translation>Keine Frist gesetzt.</translation>
    </message>
    <message>
        <source>GPUs for the deadline D = FLOP / (D × Π × MFU) = %1 / (%2 × %3 × %4) = %5</source>
        <translation type="vanished">GPUs für die Frist D = FLOP / (D × Π × MFU) = %1 / (%2 × %3 × %4) = %5</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_range.cpp" line="72"/>
        <source>decode</source>
        <translation>Decode</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_range.cpp" line="73"/>
        <source>prefill</source>
        <translation>Prefill</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_range.cpp" line="74"/>
        <source>training</source>
        <translation>Training</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_range.cpp" line="75"/>
        <source>P10-P90 range: %1 to %2 (measured / predicted speed %3 to %4)</source>
        <translation>P10–P90-Bereich: %1 bis %2 (gemessene / vorhergesagte Geschwindigkeit %3 bis %4)</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_range.cpp" line="80"/>
        <source>the %1 spread of the %2 profile over its %3 calibration rows</source>
        <translation>die %1-Streuung des Profils %2 über seine %3 Kalibrierungszeilen</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_range.cpp" line="83"/>
        <source>a wide %1 spread: the %2 profile has no calibration rows of its own for this</source>
        <translation>eine breite %1-Streuung: Das Profil %2 hat hierfür keine eigenen Kalibrierungszeilen</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_range.cpp" line="87"/>
        <source>, widened by ±%1 for the efficiencies you set</source>
        <translation>, erweitert um ±%1 für die von Ihnen gesetzten Effizienzen</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_range.cpp" line="90"/>
        <source>About 8 of 10 real runs of a setup like this land inside the range (%1). It is not a guarantee: a setup unlike the measured ones may miss further.</source>
        <translation>Etwa 8 von 10 realen Läufen eines solchen Aufbaus liegen im Bereich (%1). Das ist keine Garantie: Ein Aufbau, der den gemessenen nicht ähnelt, kann weiter danebenliegen.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_speculative.cpp" line="15"/>
        <source>a draft model (%1)</source>
        <translation>ein Entwurfsmodell (%1)</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_speculative.cpp" line="18"/>
        <source>custom</source>
        <translation>eigenes</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_speculative.cpp" line="20"/>
        <source>the target&apos;s multi-token-prediction head</source>
        <translation>der Multi-Token-Vorhersagekopf des Zielmodells</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_speculative.cpp" line="22"/>
        <source>an EAGLE head</source>
        <translation>ein EAGLE-Kopf</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_speculative.cpp" line="24"/>
        <source>n-gram lookup in the text so far</source>
        <translation>N-Gramm-Suche im bisherigen Text</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_speculative.cpp" line="36"/>
        <source>Speculative decoding: %1 proposes k = %2 tokens, each accepted with a = %3; the target verifies them in one pass of k + 1 tokens</source>
        <translation>Spekulatives Decoding: %1 schlägt k = %2 Tokens vor, jedes mit a = %3 angenommen; das Zielmodell prüft sie in einem Durchlauf von k + 1 Tokens</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_speculative.cpp" line="42"/>
        <source>tokens per step n = k + 1 = %1 + 1 = %2</source>
        <translation>Tokens pro Schritt n = k + 1 = %1 + 1 = %2</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_speculative.cpp" line="46"/>
        <source>tokens per step n = (1 − a^(k+1)) / (1 − a) = (1 − %1^%2) / (1 − %1) = (1 − %3) / (1 − %1) = %4</source>
        <translation>Tokens pro Schritt n = (1 − a^(k+1)) / (1 − a) = (1 − %1^%2) / (1 − %1) = (1 − %3) / (1 − %1) = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_speculative.cpp" line="53"/>
        <source>draft = k × t_draft = %1 × %2 = %3</source>
        <translation>Entwurf = k × t_Entwurf = %1 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_speculative.cpp" line="58"/>
        <source>draft = %1 of lookup on the CPU</source>
        <translation>Entwurf = %1 Suche auf der CPU</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_speculative.cpp" line="60"/>
        <source>verify = max(%1, %2) + %3 + %4 = %5 (%6, intensity %7 FLOP/byte)</source>
        <translation>Verifikation = max(%1, %2) + %3 + %4 = %5 (%6, Intensität %7 FLOP/Byte)</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_speculative.cpp" line="65"/>
        <source>TPOT = (draft + verify) / n = (%1 + %2) / %3 = %4</source>
        <translation>TPOT = (Entwurf + Verifikation) / n = (%1 + %2) / %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_speculative.cpp" line="69"/>
        <source>speed-up = t_decode / TPOT = %1 / %2 = %3</source>
        <translation>Beschleunigung = t_decode / TPOT = %1 / %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_speculative.cpp" line="78"/>
        <source>Speculative decoding: the verify pass</source>
        <translation>Spekulatives Decoding: der Verifikationsdurchlauf</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_speculative.cpp" line="81"/>
        <source>The verify pass reads the weights once for k + 1 tokens a sequence: while it stays memory-bound it costs about one decode step, and every accepted token is nearly free.</source>
        <translation>Der Verifikationsdurchlauf liest die Gewichte einmal für k + 1 Tokens je Sequenz: Solange er speichergebunden bleibt, kostet er etwa einen Decode-Schritt, und jedes angenommene Token ist fast umsonst.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_speculative.cpp" line="84"/>
        <source>At this batch the verify pass is compute-bound: k + 1 tokens a sequence cost k + 1 times the FLOPs, rejected ones included, so speculation pays less or not at all.</source>
        <translation>Bei diesem Batch ist der Verifikationsdurchlauf rechengebunden: k + 1 Tokens pro Sequenz kosten das (k + 1)-Fache an FLOPs, abgelehnte eingeschlossen; Spekulation lohnt sich daher weniger oder gar nicht.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_offload.cpp" line="14"/>
        <source>GPU part = max(%1, %2) + %3 + %4 = %5</source>
        <translation>GPU-Anteil = max(%1, %2) + %3 + %4 = %5</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_offload.cpp" line="19"/>
        <source>All weights live in host memory and cross PCIe at every step; the next layer loads while this one runs.</source>
        <translation>Alle Gewichte liegen im Hauptspeicher und gehen bei jedem Schritt über PCIe; die nächste Schicht lädt, während diese rechnet.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_offload.cpp" line="21"/>
        <source>stream = weight bytes / W_pcie = %1 / %2 = %3</source>
        <translation>Übertragung = Gewichtsbytes / W_pcie = %1 / %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_offload.cpp" line="26"/>
        <source>TPOT = max(GPU part, stream) = max(%1, %2) = %3</source>
        <translation>TPOT = max(GPU-Anteil, Übertragung) = max(%1, %2) = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_offload.cpp" line="32"/>
        <source>Offload: %1 of %2 layers on the GPU, %3 in host memory on the CPU; the two parts run one after the other.</source>
        <translation>Auslagerung: %1 von %2 Schichten auf der GPU, %3 im Hauptspeicher auf der CPU; die beiden Teile laufen nacheinander.</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_offload.cpp" line="39"/>
        <source>host compute = F_host / Π_host = %1 / %2 = %3</source>
        <translation>Host-Rechnen = F_host / Π_host = %1 / %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_offload.cpp" line="41"/>
        <source>host memory = B_host / (W_host × η_host) = %1 / (%2 × %3) = %4</source>
        <translation>Host-Speicher = B_host / (W_host × η_host) = %1 / (%2 × %3) = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_offload.cpp" line="47"/>
        <source>host part = max(%1, %2) = %3</source>
        <translation>Host-Anteil = max(%1, %2) = %3</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_offload.cpp" line="50"/>
        <source>TPOT = GPU part + host part + PCIe hand-over = %1 + %2 + %3 = %4</source>
        <translation>TPOT = GPU-Anteil + Host-Anteil + PCIe-Übergabe = %1 + %2 + %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_offload.cpp" line="54"/>
        <source>The host&apos;s part is %1 of each step: host memory bandwidth, not the GPU, sets the speed.</source>
        <translation>Der Host-Anteil macht %1 jedes Schritts aus: Die Bandbreite des Hauptspeichers, nicht die GPU, bestimmt das Tempo.</translation>
    </message>
</context>
<context>
    <name>ExportCaption</name>
    <message>
        <location filename="../ui/export/export_caption.cpp" line="15"/>
        <source>a %1-parameter model</source>
        <translation>ein Modell mit %1 Parametern</translation>
    </message>
    <message>
        <location filename="../ui/export/export_caption.cpp" line="16"/>
        <source>a custom model</source>
        <translation>ein benutzerdefiniertes Modell</translation>
    </message>
    <message>
        <location filename="../ui/export/export_caption.cpp" line="23"/>
        <source>training on %1 tokens, sequence %2, micro-batch %3, weights %4, ZeRO stage %5</source>
        <translation>Training auf %1 Tokens, Sequenz %2, Micro-Batch %3, Gewichte %4, ZeRO-Stufe %5</translation>
    </message>
    <message>
        <location filename="../ui/export/export_caption.cpp" line="32"/>
        <source>serving, batch %1, %2 + %3 tokens, weights %4, KV cache %5, engine %6</source>
        <translation>Inferenz, Batch %1, %2 + %3 Tokens, Gewichte %4, KV-Cache %5, Engine %6</translation>
    </message>
</context>
<context>
    <name>FieldControl</name>
    <message>
        <location filename="../ui/panels/bound_controls.cpp" line="41"/>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
</context>
<context>
    <name>Headless</name>
    <message>
        <location filename="../ui/window/headless.cpp" line="28"/>
        <source>--format: unknown format &quot;%1&quot; (allowed: png, svg, pdf, csv)</source>
        <translation>--format: unbekanntes Format „%1“ (erlaubt: png, svg, pdf, csv)</translation>
    </message>
    <message>
        <location filename="../ui/window/headless.cpp" line="34"/>
        <source>--format: no format given (allowed: png, svg, pdf, csv)</source>
        <translation>--format: kein Format angegeben (erlaubt: png, svg, pdf, csv)</translation>
    </message>
    <message>
        <location filename="../ui/window/headless.cpp" line="91"/>
        <source>%1: cannot create the folder</source>
        <translation>%1: Der Ordner kann nicht erstellt werden</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../ui/window/language.cpp" line="40"/>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <location filename="../ui/window/language.cpp" line="71"/>
        <source>&amp;Language</source>
        <translation>Spra&amp;che</translation>
    </message>
    <message>
        <location filename="../ui/window/language.cpp" line="87"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../ui/window/language.cpp" line="88"/>
        <source>The new language applies to what opens from now on; restart Ridgeline to see it in every menu and panel.</source>
        <translation>Die neue Sprache gilt für alles, was ab jetzt geöffnet wird; starten Sie Ridgeline neu, um sie in jedem Menü und Bereich zu sehen.</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="10"/>
        <source>Why decode is memory-bound</source>
        <translation>Warum Decode speichergebunden ist</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="11"/>
        <source>Bandwidth sets tokens/s at batch 1; the ridge point; batching climbs the roof until the KV cache stops it.</source>
        <translation>Die Bandbreite bestimmt die Tokens/s bei Batch 1; der Knickpunkt; Batching klettert das Dach hinauf, bis der KV-Cache es aufhält.</translation>
    </message>
    <message>
        <source>seed 002</source>
        <translation type="vanished">Quelle 002</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="13"/>
        <source>At batch 1 a decode step does about 1 FLOP per byte of weights read.</source>
        <translation>Bei Batch 1 leistet ein Decode-Schritt etwa 1 FLOP pro gelesenem Byte der Gewichte.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="14"/>
        <source>Step 1: the decode point&apos;s intensity at batch 1 comes out at 1 FLOP/byte.</source>
        <translation>Schritt 1: Die Intensität des Decode-Punkts bei Batch 1 ergibt sich zu 1 FLOP/Byte.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="15"/>
        <source>Tokens/s at batch 1 = bandwidth / model bytes: a 7B fp16 model makes 239 tok/s on an H100 and 71 on an RTX 4090.</source>
        <translation>Tokens/s bei Batch 1 = Bandbreite / Modellbytes: Ein 7B-Modell in fp16 schafft 239 tok/s auf einer H100 und 71 auf einer RTX 4090.</translation>
    </message>
    <message>
        <source>Steps 1-2: the ratio between the GPUs is the ratio of their bandwidths. The seed&apos;s figures use all of the bandwidth; the engine reaches less (the effective roof), so the app shows fewer tokens/s.</source>
        <translation type="vanished">Schritte 1–2: Das Verhältnis zwischen den GPUs ist das Verhältnis ihrer Bandbreiten. Die Zahlen der Quelle nutzen die gesamte Bandbreite; die Engine erreicht weniger (das effektive Dach), daher zeigt die App weniger Tokens/s.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="17"/>
        <source>H100 SXM: 989 TFLOP/s with sparsity, 312 dense.</source>
        <translation>H100 SXM: 989 TFLOP/s mit Sparsity, 312 dicht.</translation>
    </message>
    <message>
        <source>989 TFLOP/s is the dense BF16/FP16 figure; 312 is the A100&apos;s. Step 3 computes the ridge from the dense 989.</source>
        <translation type="vanished">989 TFLOP/s ist der dichte BF16/FP16-Wert; 312 ist der Wert der A100. Schritt 3 berechnet den Knickpunkt aus den dichten 989.</translation>
    </message>
    <message>
        <source>seed 000</source>
        <translation type="vanished">Quelle 000</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="20"/>
        <source>The RTX 4090&apos;s compute-to-bandwidth ratio is 330, so a batch of about 330 balances compute and bandwidth.</source>
        <translation>Das Verhältnis von Rechenleistung zu Bandbreite der RTX 4090 beträgt 330, also halten sich Rechenleistung und Bandbreite bei einem Batch von etwa 330 die Waage.</translation>
    </message>
    <message>
        <source>330 TFLOP/s is FP16 with FP16 accumulate; with the FP32 accumulate that bf16 uses it is 165, so the ridge is about 165 FLOP/byte. And the KV cache read at every step grows with the batch: steps 5-7 show the decode point never reaching the ridge before memory runs out.</source>
        <translation type="vanished">330 TFLOP/s gilt für FP16 mit FP16-Akkumulation; mit der FP32-Akkumulation, die bf16 verwendet, sind es 165, der Knickpunkt liegt also bei etwa 165 FLOP/Byte. Zudem wächst der KV-Cache, der bei jedem Schritt gelesen wird, mit dem Batch: Die Schritte 5–7 zeigen, dass der Decode-Punkt den Knickpunkt nie erreicht, bevor der Speicher ausgeht.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="22"/>
        <source>One token, all the weights</source>
        <translation>Ein Token, alle Gewichte</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="23"/>
        <source>At batch 1 every decode step reads all {weights} of weights to make one token. On the {gpu} that gives {tokens-per-s}. The decode point sits at {intensity}: far to the left, on the sloped part of the roof.</source>
        <translation>Bei Batch 1 liest jeder Decode-Schritt die gesamten {weights} an Gewichten, um ein einziges Token zu erzeugen. Auf der {gpu} ergibt das {tokens-per-s}. Der Decode-Punkt liegt bei {intensity}: weit links, auf dem schrägen Teil des Dachs.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="24"/>
        <source>Bandwidth sets the speed</source>
        <translation>Die Bandbreite bestimmt das Tempo</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="25"/>
        <source>The {gpu@1} reads {bandwidth@1} and makes {tokens-per-s@1}; the {gpu@0} reads {bandwidth@0} and makes {tokens-per-s@0}. At batch 1 the speeds differ as the bandwidths do: the compute ceilings play no part.</source>
        <translation>Die {gpu@1} liest {bandwidth@1} und erzeugt {tokens-per-s@1}; die {gpu@0} liest {bandwidth@0} und erzeugt {tokens-per-s@0}. Bei Batch 1 unterscheiden sich die Geschwindigkeiten so wie die Bandbreiten: Die Rechenobergrenzen spielen keine Rolle.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="26"/>
        <source>The ridge point</source>
        <translation>Der Knickpunkt</translation>
    </message>
    <message>
        <source>The ridge is where the bandwidth slope meets the compute ceiling: {peak} / {bandwidth} = {ridge} on the {gpu}, {ridge@1} on the {gpu@1}. An engine reaches only part of both, so the ridge it works against, the effective ridge, is {effective-ridge}.</source>
        <translation type="vanished">Der Knickpunkt liegt dort, wo die Bandbreitenschräge auf die Rechenobergrenze trifft: {peak} / {bandwidth} = {ridge} auf der {gpu}, {ridge@1} auf der {gpu@1}. Eine Engine erreicht von beidem nur einen Teil; der Knickpunkt, mit dem sie tatsächlich zu tun hat, der effektive Knickpunkt, liegt daher bei {effective-ridge}.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="28"/>
        <source>Left of the ridge: memory-bound</source>
        <translation>Links vom Knickpunkt: speichergebunden</translation>
    </message>
    <message>
        <source>Any pass with an intensity below the effective ridge waits for memory, whatever the compute peak. Decode at batch 1 ({intensity}) is deep in this region: a faster tensor core would not make it one token faster.</source>
        <translation type="vanished">Jeder Durchlauf mit einer Intensität unterhalb des effektiven Knickpunkts wartet auf den Speicher, wie hoch die Spitzenrechenleistung auch ist. Decode bei Batch 1 ({intensity}) liegt tief in diesem Bereich: Ein schnellerer Tensor Core würde ihn nicht um ein einziges Token schneller machen.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="30"/>
        <source>Batching shares each weight read</source>
        <translation>Batching teilt jeden Lesevorgang der Gewichte</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="31"/>
        <source>With 32 sequences each step still reads the weights once but makes 32 tokens: {tokens-per-s} in all, {per-user} for each user. The dotted trail is the decode point at batch 1, 2, 4, ... up to {max-batch}, the largest batch that fits: it climbs the roof.</source>
        <translation>Mit 32 Sequenzen liest jeder Schritt die Gewichte weiterhin nur einmal, erzeugt aber 32 Tokens: insgesamt {tokens-per-s}, {per-user} für jeden Nutzer. Die gepunktete Spur ist der Decode-Punkt bei Batch 1, 2, 4, ... bis {max-batch}, dem größten Batch, der passt: Sie klettert das Dach hinauf.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="32"/>
        <source>The KV cache stops the climb</source>
        <translation>Der KV-Cache stoppt den Aufstieg</translation>
    </message>
    <message>
        <source>At the largest batch that fits, {max-batch}, the decode point reaches only {trail-intensity} ({trail-tflops}), still left of the effective ridge ({effective-ridge}): each sequence&apos;s KV cache, {kv-per-token} per token, is read at every step too, and it grows with the batch. Llama-2-7B has no GQA: its decode stays memory-bound at every batch this GPU can hold.</source>
        <translation type="vanished">Beim größten Batch, der passt, {max-batch}, erreicht der Decode-Punkt nur {trail-intensity} ({trail-tflops}) und bleibt links vom effektiven Knickpunkt ({effective-ridge}): Auch der KV-Cache jeder Sequenz, {kv-per-token} pro Token, wird bei jedem Schritt gelesen, und er wächst mit dem Batch. Llama-2-7B hat kein GQA: Sein Decode bleibt bei jedem Batch, den diese GPU fassen kann, speichergebunden.</translation>
    </message>
    <message>
        <source>At the largest batch that fits, {max-batch}, the decode point reaches only {trail-intensity} ({trail-tflops}), still left of its own effective ridge ({trail-ridge}), {trail-bound}: each sequence&apos;s KV cache, {kv-per-token} per token, is read at every step too, and it grows with the batch. Llama-2-7B has no GQA: its decode stays memory-bound at every batch this GPU can hold.</source>
        <translation type="vanished">Beim größten passenden Batch, {max-batch}, erreicht der Decode-Punkt nur {trail-intensity} ({trail-tflops}), immer noch links von seinem eigenen effektiven Knickpunkt ({trail-ridge}), {trail-bound}: Der KV-Cache jeder Sequenz, {kv-per-token} pro Token, wird ebenfalls bei jedem Schritt gelesen, und er wächst mit dem Batch. Llama-2-7B hat kein GQA: Sein Decode bleibt bei jedem Batch, den diese GPU fassen kann, speichergebunden.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="34"/>
        <source>Where batching would pay off</source>
        <translation>Wo sich Batching auszahlen würde</translation>
    </message>
    <message>
        <source>Counting the weights only, decode would turn compute-bound at a batch of about {critical-batch} on the {gpu} (ridge x bytes per weight / 2), {critical-batch@1} on the {gpu@1}. Seed 000&apos;s &quot;batch 330 on a 4090&quot; takes the FP16-accumulate 330 TFLOP/s and forgets the KV cache.</source>
        <translation type="vanished">Zählt man nur die Gewichte, würde Decode auf der {gpu} ab einem Batch von etwa {critical-batch} rechengebunden (Knickpunkt x Bytes pro Gewicht / 2), auf der {gpu@1} ab {critical-batch@1}. Das „Batch 330 auf einer 4090“ aus Quelle 000 nimmt die 330 TFLOP/s mit FP16-Akkumulation und vergisst den KV-Cache.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="36"/>
        <source>Speculation spends the idle compute</source>
        <translation>Spekulation nutzt die brachliegende Rechenleistung</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="37"/>
        <source>At batch 1 the tensor cores mostly wait for the weights. A small draft model (Llama-3.2-1B) guesses 4 tokens, each right 80 % of the time, and Llama-3.1-70B checks all of them in one verify pass of 5 tokens a sequence: {tokens-per-step} tokens a step on average. The verify pass (the star) reads the weights once, like a decode step, has five times its intensity and stays {verify-bound}: {verify-time} against {decode-time} for one plain step, plus {draft-time} of drafting. Time per token {tpot}: {speedup} faster.</source>
        <translation>Bei Batch 1 warten die Tensor-Kerne meist auf die Gewichte. Ein kleines Entwurfsmodell (Llama-3.2-1B) rät 4 Tokens, jedes zu 80 % richtig, und Llama-3.1-70B prüft alle in einem Verifikationsdurchlauf von 5 Tokens je Sequenz: im Mittel {tokens-per-step} Tokens pro Schritt. Der Verifikationsdurchlauf (der Stern) liest die Gewichte einmal wie ein Decode-Schritt, hat die fünffache Intensität und bleibt {verify-bound}: {verify-time} gegen {decode-time} für einen einfachen Schritt, dazu {draft-time} für den Entwurf. Zeit pro Token {tpot}: {speedup} schneller.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="38"/>
        <source>Why speculation does not help at batch 256</source>
        <translation>Warum Spekulation bei Batch 256 nicht hilft</translation>
    </message>
    <message>
        <source>With 256 sequences plain decode already uses the tensor cores. The verify pass now carries 5 x 256 tokens: it is {verify-bound}, {verify-time} against {decode-time} for a plain step, and the rejected guesses cost as much compute as the accepted ones. Still {tokens-per-step} tokens a step, but {speedup} the speed of plain decode: speculation pays while decode is memory-bound and stops paying past the ridge.</source>
        <translation type="vanished">Mit 256 Sequenzen nutzt schon einfaches Decoding die Tensor-Kerne. Der Verifikationsdurchlauf trägt jetzt 5 x 256 Tokens: Er ist {verify-bound}, {verify-time} gegen {decode-time} für einen einfachen Schritt, und die abgelehnten Vorschläge kosten so viel Rechenzeit wie die angenommenen. Weiterhin {tokens-per-step} Tokens pro Schritt, aber nur {speedup} der Geschwindigkeit des einfachen Decodings: Spekulation lohnt sich, solange Decode speichergebunden ist, und hört jenseits des Knickpunkts auf, sich zu lohnen.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="18"/>
        <source>989 TFLOP/s is the dense BF16/FP16 figure; 312 is the A100&apos;s. Step 3 computes the GPU ridge from the dense 989.</source>
        <translation>989 TFLOP/s ist der dichte BF16/FP16-Wert; 312 ist der Wert der A100. Schritt 3 berechnet den GPU-Knickpunkt aus den dichten 989.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="21"/>
        <source>330 TFLOP/s is FP16 with FP16 accumulate; with the FP32 accumulate that bf16 uses it is 165, so the GPU ridge is about 165 FLOP/byte. And the KV cache read at every step grows with the batch: steps 5-7 show the decode point never reaching the decode ridge before memory runs out.</source>
        <translation>330 TFLOP/s gilt für FP16 mit FP16-Akkumulation; mit der FP32-Akkumulation, die bf16 verwendet, sind es 165, der GPU-Knickpunkt liegt also bei etwa 165 FLOP/Byte. Zudem wächst der KV-Cache, der bei jedem Schritt gelesen wird, mit dem Batch: Die Schritte 5–7 zeigen, dass der Decode-Punkt den Decode-Knickpunkt nie erreicht, bevor der Speicher ausgeht.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="27"/>
        <source>The GPU ridge is where the bandwidth slope meets the compute ceiling: {peak} / {bandwidth} = {gpu-ridge} on the {gpu}, {gpu-ridge@1} on the {gpu@1}. An engine reaches only part of both: its engine ridge is {engine-ridge}. Each pass has a ridge of its own, lower where its matrices are thin: the decode ridge at batch 1 is {decode-ridge}, as on the Decode tile.</source>
        <translation>Der GPU-Knickpunkt liegt dort, wo die Bandbreitenschräge auf die Rechenobergrenze trifft: {peak} / {bandwidth} = {gpu-ridge} auf der {gpu}, {gpu-ridge@1} auf der {gpu@1}. Eine Engine erreicht von beidem nur einen Teil: Ihr Engine-Knickpunkt liegt bei {engine-ridge}. Jeder Durchlauf hat einen eigenen Knickpunkt, der bei schmalen Matrizen tiefer liegt: Der Decode-Knickpunkt bei Batch 1 liegt bei {decode-ridge}, wie auf der Decode-Kachel.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="29"/>
        <source>Any pass with an intensity left of its own ridge waits for memory, whatever the compute peak. Decode at batch 1 ({intensity}) lies far left of the decode ridge ({decode-ridge}): a faster tensor core would not make it one token faster.</source>
        <translation>Jeder Durchlauf mit einer Intensität links von seinem eigenen Knickpunkt wartet auf den Speicher, wie hoch die Spitzenrechenleistung auch ist. Decode bei Batch 1 ({intensity}) liegt weit links vom Decode-Knickpunkt ({decode-ridge}): Ein schnellerer Tensor Core würde es um keinen einzigen Token beschleunigen.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="33"/>
        <source>At the largest batch that fits, {max-batch}, the decode point reaches only {trail-intensity} ({trail-tflops}), still left of the decode ridge at that batch ({trail-ridge}; at this step&apos;s batch of 32 it is {decode-ridge}, as on the Decode tile), {trail-bound}: each sequence&apos;s KV cache, {kv-per-token} per token, is read at every step too, and it grows with the batch. Llama-2-7B has no GQA: its decode stays memory-bound at every batch this GPU can hold.</source>
        <translation>Beim größten passenden Batch, {max-batch}, erreicht der Decode-Punkt nur {trail-intensity} ({trail-tflops}), immer noch links vom Decode-Knickpunkt bei diesem Batch ({trail-ridge}; beim Batch 32 dieses Schritts liegt er bei {decode-ridge}, wie auf der Decode-Kachel), {trail-bound}: Der KV-Cache jeder Sequenz, {kv-per-token} pro Token, wird ebenfalls bei jedem Schritt gelesen und wächst mit dem Batch. Llama-2-7B hat kein GQA: Sein Decode bleibt bei jedem Batch, den diese GPU aufnehmen kann, speichergebunden.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="35"/>
        <source>Counting the weights only, decode would turn compute-bound at a batch of about {critical-batch} on the {gpu} (GPU ridge x bytes per weight / 2), {critical-batch@1} on the {gpu@1}. The claim that a batch of about 330 balances a 4090 (see Claims) takes the FP16-accumulate 330 TFLOP/s and forgets the KV cache.</source>
        <translation>Zählt man nur die Gewichte, würde Decode auf der {gpu} ab einem Batch von etwa {critical-batch} rechengebunden (GPU-Knickpunkt x Bytes pro Gewicht / 2), auf der {gpu@1} ab {critical-batch@1}. Die Behauptung, ein Batch von etwa 330 bringe eine 4090 ins Gleichgewicht (siehe Behauptungen), nimmt die 330 TFLOP/s mit FP16-Akkumulation und vergisst den KV-Cache.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="39"/>
        <source>With 256 sequences plain decode already uses the tensor cores. The verify pass now carries 5 x 256 tokens: it is {verify-bound}, {verify-time} against {decode-time} for a plain step, and the rejected guesses cost as much compute as the accepted ones. Still {tokens-per-step} tokens a step, but {speedup} the speed of plain decode: speculation pays while decode is memory-bound and stops paying once the verify pass crosses its own ridge, the verify ridge.</source>
        <translation>Mit 256 Sequenzen nutzt schon das einfache Decode die Tensor Cores. Der Verifikationsdurchlauf trägt nun 5 x 256 Tokens: Er ist {verify-bound}, {verify-time} gegenüber {decode-time} für einen einfachen Schritt, und die verworfenen Vermutungen kosten so viel Rechenleistung wie die angenommenen. Immer noch {tokens-per-step} Tokens pro Schritt, aber {speedup} der Geschwindigkeit des einfachen Decodes: Spekulation lohnt sich, solange Decode speichergebunden ist, und hört auf, sich zu lohnen, sobald der Verifikationsdurchlauf seinen eigenen Knickpunkt überschreitet, den Verify-Knickpunkt.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="41"/>
        <source>RTX 4090 or H100 for inference, per dollar</source>
        <translation>RTX 4090 oder H100 für die Inferenz, pro Dollar</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="42"/>
        <source>Eight RTX 4090s against eight H100s serving Llama-2-70B: price, hourly cost, speed, and cost per million tokens at the batches each can hold.</source>
        <translation>Acht RTX 4090 gegen acht H100 bei der Inferenz mit Llama-2-70B: Preis, Stundenkosten, Geschwindigkeit und Kosten pro Million Tokens bei den Batches, die jeder Server fassen kann.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="43"/>
        <source>An 8x RTX 4090 server costs about $32k (cards $12.8k plus $20k server and network) and about $2 an hour over three years.</source>
        <translation>Ein Server mit 8x RTX 4090 kostet etwa 32.000 $ (Karten 12.800 $ plus 20.000 $ für Server und Netzwerk) und über drei Jahre etwa 2 $ pro Stunde.</translation>
    </message>
    <message>
        <source>Step 2 shows the owned hourly cost from the core: capital over the lifetime plus power. PHYSICS.md reproduces the seed&apos;s $1.718/h for 5 kW at $0.10/kWh.</source>
        <translation type="vanished">Schritt 2 zeigt die eigenen Stundenkosten, wie sie der Rechenkern ermittelt: Kapital über die Lebensdauer plus Strom. PHYSICS.md reproduziert die 1,718 $/h der Quelle für 5 kW bei 0,10 $/kWh.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="45"/>
        <source>The 8x 4090 server makes about 44M tokens an hour (22M tokens per dollar) on a 70B model.</source>
        <translation>Der 8x-4090-Server erzeugt mit einem 70B-Modell etwa 44 Mio. Tokens pro Stunde (22 Mio. Tokens pro Dollar).</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="46"/>
        <source>44M tokens an hour is over 12,000 tokens/s. Steps 3-5: with tensor parallelism over PCIe every token waits for the all-reduces, and the KV cache leaves room for a batch of only about a hundred sequences: the core finds far fewer tokens/s.</source>
        <translation>44 Mio. Tokens pro Stunde sind über 12.000 Tokens/s. Schritte 3–5: Mit Tensor-Parallelität über PCIe wartet jedes Token auf die All-Reduces, und der KV-Cache lässt nur Platz für einen Batch von etwa hundert Sequenzen: Der Rechenkern ermittelt weit weniger Tokens/s.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="47"/>
        <source>An 8x H100 system (about $240k, $12 an hour) makes about 33M tokens per dollar, some 30% cheaper per token than the 4090s.</source>
        <translation>Ein 8x-H100-System (etwa 240.000 $, 12 $ pro Stunde) erzeugt etwa 33 Mio. Tokens pro Dollar und ist damit pro Token rund 30 % günstiger als die 4090-Karten.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="48"/>
        <source>At the same batch the two cost about the same per token (step 4); the H100 pulls ahead only at the batches that only its 80 GB cards can hold (step 6).</source>
        <translation>Beim selben Batch kosten beide pro Token etwa gleich viel (Schritt 4); die H100 zieht erst bei den Batches davon, die nur ihre 80-GB-Karten fassen können (Schritt 6).</translation>
    </message>
    <message>
        <source>seeds 000, 001</source>
        <translation type="vanished">Quellen 000, 001</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="50"/>
        <source>H100 FP16: 1979 TFLOP/s.</source>
        <translation>H100 FP16: 1979 TFLOP/s.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="51"/>
        <source>1979 is with 2:4 sparsity (or FP8 dense). The dense BF16/FP16 peak is 989 TFLOP/s, which the roofline in step 3 uses.</source>
        <translation>1979 gilt mit 2:4-Sparsity (oder für FP8 dicht). Die dichte BF16/FP16-Spitzenleistung beträgt 989 TFLOP/s; diese verwendet das Roofline-Diagramm in Schritt 3.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="52"/>
        <source>Two eight-GPU servers</source>
        <translation>Zwei Server mit je acht GPUs</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="53"/>
        <source>Split eight ways (tensor parallel 8), Llama-2-70B in fp16 puts {weights} of weights on each card: it fits the 24 GB RTX 4090 as well as the 80 GB H100. Buying the 4090 server costs {capex}, the H100 server {capex@1}.</source>
        <translation>Auf acht Karten aufgeteilt (Tensor-Parallelität 8) legt Llama-2-70B in fp16 {weights} an Gewichten auf jede Karte: Das passt auf die RTX 4090 mit 24 GB ebenso wie auf die H100 mit 80 GB. Der 4090-Server kostet in der Anschaffung {capex}, der H100-Server {capex@1}.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="54"/>
        <source>What an hour costs</source>
        <translation>Was eine Stunde kostet</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="55"/>
        <source>Spread over three years and with the power they draw, the 4090 server costs {owned-per-hour} an hour, the H100 server {owned-per-hour@1}: the H100 server costs several times as much per hour.</source>
        <translation>Über drei Jahre verteilt und mit dem Strom, den sie ziehen, kostet der 4090-Server {owned-per-hour} pro Stunde, der H100-Server {owned-per-hour@1}: Der H100-Server kostet pro Stunde ein Mehrfaches.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="56"/>
        <source>What an hour makes</source>
        <translation>Was eine Stunde erzeugt</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="57"/>
        <source>At a batch of 64 the 4090 server makes {tokens-per-s}, the H100 server {tokens-per-s@1}. A token takes {tpot} on the 4090s against {tpot@1}: the H100 has {bandwidth@1} per card against {bandwidth}, and NVLink where the 4090s all-reduce over PCIe.</source>
        <translation>Bei einem Batch von 64 erzeugt der 4090-Server {tokens-per-s}, der H100-Server {tokens-per-s@1}. Ein Token dauert auf den 4090-Karten {tpot} gegenüber {tpot@1}: Die H100 hat {bandwidth@1} pro Karte gegenüber {bandwidth}, und NVLink, wo die 4090-Karten ihre All-Reduces über PCIe ausführen.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="58"/>
        <source>Cost per million tokens at the same batch</source>
        <translation>Kosten pro Million Tokens beim selben Batch</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="59"/>
        <source>Hourly cost over tokens made: {cost-owned} per million tokens on the 4090s, {cost-owned@1} on the H100s. At the same batch the cheap cards&apos; low price and the expensive cards&apos; speed nearly cancel.</source>
        <translation>Stundenkosten geteilt durch die erzeugten Tokens: {cost-owned} pro Million Tokens auf den 4090-Karten, {cost-owned@1} auf den H100. Beim selben Batch heben sich der niedrige Preis der günstigen Karten und die Geschwindigkeit der teuren fast auf.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="60"/>
        <source>The 24 GB cards run out of room</source>
        <translation>Den 24-GB-Karten geht der Platz aus</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="61"/>
        <source>After the weights, each 4090 has little left for the KV cache: the server holds at most {max-batch} sequences of this length; the H100 server holds {max-batch@1}. The dashed lines are the memory free for the KV cache.</source>
        <translation>Nach den Gewichten bleibt jeder 4090 wenig Platz für den KV-Cache: Der Server fasst höchstens {max-batch} Sequenzen dieser Länge, der H100-Server {max-batch@1}. Die gestrichelten Linien zeigen den für den KV-Cache freien Speicher.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="62"/>
        <source>Each at a batch it can hold</source>
        <translation>Jeder bei einem Batch, den er fassen kann</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="63"/>
        <source>The cost curves end at the largest batch each server holds. The H100 curve keeps falling long after the 4090 curve has ended: at a batch of 1024, which only the H100 server holds, a million tokens cost {cost-owned@1}.</source>
        <translation>Die Kostenkurven enden beim größten Batch, den der jeweilige Server fasst. Die H100-Kurve fällt noch lange weiter, nachdem die 4090-Kurve geendet hat: Bei einem Batch von 1024, den nur der H100-Server fasst, kostet eine Million Tokens {cost-owned@1}.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="64"/>
        <source>Renting instead</source>
        <translation>Stattdessen mieten</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="65"/>
        <source>Rented by the hour, 8 RTX 4090s cost {cloud-per-hour} and 8 H100s {cloud-per-hour@1}. At a batch of 64 that is {cost-cloud} against {cost-cloud@1} per million tokens (dashed curves).</source>
        <translation>Stundenweise gemietet kosten 8 RTX 4090 {cloud-per-hour} und 8 H100 {cloud-per-hour@1}. Bei einem Batch von 64 sind das {cost-cloud} gegenüber {cost-cloud@1} pro Million Tokens (gestrichelte Kurven).</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="66"/>
        <source>70B on one RTX 4090: what offload costs per token</source>
        <translation>70B auf einer RTX 4090: was die Auslagerung pro Token kostet</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="67"/>
        <source>One RTX 4090 with llama.cpp&apos;s partial offload: in q4_k_m, 40 of the 80 layers ({weights}) sit on the card and the other half in the desktop&apos;s own memory, which the CPU reads at dual-channel DDR5 speed. Every token waits for that half: {tpot} a token, {tokens-per-s}. The host&apos;s roof (dash-dot) lies far below the GPU&apos;s.</source>
        <translation>Eine RTX 4090 mit der Teilauslagerung von llama.cpp: In q4_k_m liegen 40 der 80 Schichten ({weights}) auf der Karte und die andere Hälfte im Hauptspeicher des Desktops, den die CPU mit Dual-Channel-DDR5-Tempo liest. Jedes Token wartet auf diese Hälfte: {tpot} pro Token, {tokens-per-s}. Das Dach des Hosts (strichpunktiert) liegt weit unter dem der GPU.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="69"/>
        <source>The KV cache: long contexts, big batches, GQA</source>
        <translation>Der KV-Cache: lange Kontexte, große Batches, GQA</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="70"/>
        <source>Why long contexts and big batches run out of memory, and what grouped-query attention and an 8-bit cache save.</source>
        <translation>Warum lange Kontexte und große Batches den Speicher sprengen und was Grouped-Query Attention und ein 8-Bit-Cache einsparen.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="71"/>
        <source>Llama-2-70B, 32 sequences of 8192 tokens in fp16: about 85 GB of KV cache.</source>
        <translation>Llama-2-70B, 32 Sequenzen mit 8192 Tokens in fp16: etwa 85 GB KV-Cache.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="73"/>
        <source>KV cache per token and layer = 4 x d_model x 2 bytes.</source>
        <translation>KV-Cache pro Token und Schicht = 4 x d_model x 2 Bytes.</translation>
    </message>
    <message>
        <source>The formula counts a key and a value for every query head. With GQA only the KV heads are cached: 2 x n_kv x d_head x 2 bytes. For Llama-2-70B (64 query heads, 8 KV heads) the seed&apos;s formula is 8 times too big; step 5 shows that cache.</source>
        <translation type="vanished">Die Formel zählt einen Key und einen Value für jeden Query-Head. Mit GQA werden nur die KV-Heads gecacht: 2 x n_kv x d_head x 2 Bytes. Für Llama-2-70B (64 Query-Heads, 8 KV-Heads) ist die Formel der Quelle 8-mal zu groß; Schritt 5 zeigt diesen Cache.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="75"/>
        <source>Plan for peak concurrent load and the longest context, not the average.</source>
        <translation>Planen Sie für die höchste gleichzeitige Last und den längsten Kontext, nicht für den Durchschnitt.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="76"/>
        <source>Steps 3-4: the batch that fits falls as the context grows; past it the server runs out of memory.</source>
        <translation>Schritte 3–4: Der Batch, der passt, sinkt mit wachsendem Kontext; darüber hinaus geht dem Server der Speicher aus.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="77"/>
        <source>What the cache holds</source>
        <translation>Was der Cache enthält</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="79"/>
        <source>Twice the context, twice the cache</source>
        <translation>Doppelter Kontext, doppelter Cache</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="80"/>
        <source>At 8192 tokens each sequence holds twice as much: {kv-cache} per GPU now. The cache grows in a straight line with the context (log-log: a line of slope 1) and with the batch (lines further up).</source>
        <translation>Bei 8192 Tokens belegt jede Sequenz doppelt so viel: jetzt {kv-cache} pro GPU. Der Cache wächst linear mit dem Kontext (log-log: eine Gerade mit Steigung 1) und mit dem Batch (weiter oben liegende Geraden).</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="81"/>
        <source>The longest context that fits</source>
        <translation>Der längste Kontext, der passt</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="82"/>
        <source>The dashed line is the memory left for the cache after the weights: where the batch&apos;s line crosses it is the longest context 32 users can have. At 8192 tokens at most {max-batch} sequences fit on the {gpu}s, {max-batch@1} on the {gpu@1}s.</source>
        <translation>Die gestrichelte Linie ist der Speicher, der nach den Gewichten für den Cache bleibt: Wo die Linie des Batches sie schneidet, liegt der längste Kontext, den 32 Nutzer haben können. Bei 8192 Tokens passen höchstens {max-batch} Sequenzen auf die {gpu}-Karten, {max-batch@1} auf die {gpu@1}-Karten.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="83"/>
        <source>The largest batch</source>
        <translation>Der größte Batch</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="84"/>
        <source>Back at 4096 tokens, up to {max-batch} sequences fit (the dash-dotted line): past that, a server admits no more users or evicts caches. Plan for the peak load and the longest context.</source>
        <translation>Zurück bei 4096 Tokens passen bis zu {max-batch} Sequenzen (die strichpunktierte Linie): Darüber hinaus nimmt ein Server keine weiteren Nutzer an oder verdrängt Caches. Planen Sie für die Spitzenlast und den längsten Kontext.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="85"/>
        <source>Without grouped-query attention</source>
        <translation>Ohne Grouped-Query Attention</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="86"/>
        <source>Give every one of the 64 query heads its own keys and values (no GQA) and a token needs {kv-per-token}: 8 times as much. The same 32 users at 4096 tokens no longer fit; the job needs {gpus-needed} GPUs. This is the number the claimed formula of 4 x d_model x 2 bytes per token and layer gives (see Claims): it caches a key and a value for every query head.</source>
        <translation>Gibt man jedem der 64 Query-Heads eigene Keys und Values (kein GQA), braucht ein Token {kv-per-token}: 8-mal so viel. Dieselben 32 Nutzer mit 4096 Tokens passen nicht mehr; die Aufgabe braucht {gpus-needed} GPUs. Das ist die Zahl, die die behauptete Formel von 4 x d_model x 2 Bytes pro Token und Schicht liefert (siehe Behauptungen): Sie speichert für jeden Query-Head einen Key und einen Value.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="103"/>
        <source>A full fine-tune of 7e9 parameters keeps bf16 weights ({weights}), fp32 gradients ({gradients}) and, for Adam, fp32 master weights and two moments ({optimizer}). With the rule of thumb that activations take twice the weights ({activations}) one GPU would need {memory-per-gpu}: {gpus-needed} A100s&apos; worth.</source>
        <translation>Ein vollständiges Fine-Tuning von 7e9 Parametern hält bf16-Gewichte ({weights}), fp32-Gradienten ({gradients}) und für Adam fp32-Mastergewichte und zwei Momente ({optimizer}). Mit der Faustregel, dass Aktivierungen doppelt so viel wie die Gewichte belegen ({activations}), bräuchte eine GPU {memory-per-gpu}: so viel wie {gpus-needed} A100.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="117"/>
        <source>LoRA trains adapters of 1% of the parameters: gradients and optimizer states shrink to {optimizer}. Store the frozen base in 4 bits (QLoRA) and the weights take {weights}: the whole job needs {memory-per-gpu} on one GPU, more than the claimed 7.5 GB for QLoRA of a 7B model (see Claims).</source>
        <translation>LoRA trainiert Adapter mit 1 % der Parameter: Gradienten und Optimiererzustände schrumpfen auf {optimizer}. Speichert man die eingefrorene Basis in 4 Bit (QLoRA), belegen die Gewichte {weights}: Die ganze Aufgabe braucht {memory-per-gpu} auf einer GPU, mehr als die behaupteten 7,5 GB für QLoRA eines 7B-Modells (siehe Behauptungen).</translation>
    </message>
    <message>
        <source>Give every one of the 64 query heads its own keys and values (no GQA) and a token needs {kv-per-token}: 8 times as much. The same 32 users at 4096 tokens no longer fit; the job needs {gpus-needed} GPUs. This is the number seed 002&apos;s per-layer formula gives.</source>
        <translation type="vanished">Erhält jeder der 64 Query-Heads eigene Keys und Values (kein GQA), braucht ein Token {kv-per-token}: 8-mal so viel. Dieselben 32 Nutzer mit 4096 Tokens passen nicht mehr; die Aufgabe braucht {gpus-needed} GPUs. Das ist die Zahl, die die Formel pro Schicht aus Quelle 002 ergibt.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="87"/>
        <source>An 8-bit cache</source>
        <translation>Ein 8-Bit-Cache</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="88"/>
        <source>Back to 8 KV heads, with the cache stored in fp8: {kv-per-token} per token, half of fp16, so {max-batch} sequences of 4096 tokens fit. Quantising the cache trades a little accuracy for users.</source>
        <translation>Zurück zu 8 KV-Heads, mit dem Cache in fp8: {kv-per-token} pro Token, halb so viel wie in fp16, sodass {max-batch} Sequenzen mit 4096 Tokens passen. Die Quantisierung des Caches tauscht ein wenig Genauigkeit gegen mehr Nutzer.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="89"/>
        <source>Latent attention: a cache per token, not per head</source>
        <translation>Latente Attention: ein Cache pro Token, nicht pro Kopf</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="92"/>
        <source>Training memory: 16 to 18 bytes per parameter</source>
        <translation>Trainingsspeicher: 16 bis 18 Bytes pro Parameter</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="93"/>
        <source>Where a full fine-tune&apos;s memory goes with mixed-precision Adam, and what ZeRO, recomputation and LoRA take away.</source>
        <translation>Wohin der Speicher eines vollständigen Fine-Tunings mit Mixed-Precision-Adam geht und was ZeRO, Neuberechnung und LoRA davon einsparen.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="94"/>
        <source>Mixed precision with AdamW needs 18 bytes per parameter: a 7B model needs 126 GB.</source>
        <translation>Mixed Precision mit AdamW braucht 18 Bytes pro Parameter: Ein 7B-Modell braucht 126 GB.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="95"/>
        <source>Step 1: bf16 weights 2, fp32 gradients 4, fp32 master weights 4, Adam m 4 and v 4 make 18 bytes; 7e9 x 18 bytes is 126e9 bytes, 117 GiB. With bf16 gradients (step 2) it is 16.</source>
        <translation>Schritt 1: bf16-Gewichte 2, fp32-Gradienten 4, fp32-Master-Gewichte 4, Adam m 4 und v 4 ergeben 18 Bytes; 7e9 x 18 Bytes sind 126e9 Bytes, 117 GiB. Mit bf16-Gradienten (Schritt 2) sind es 16.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="96"/>
        <source>A 7B full fine-tune (with activations at twice the weights) totals 143.4 GB; 13B 266.5 GB, 70B 1433.6 GB.</source>
        <translation>Ein vollständiges Fine-Tuning von 7B (mit Aktivierungen in doppelter Größe der Gewichte) kommt auf insgesamt 143,4 GB; 13B auf 266,5 GB, 70B auf 1433,6 GB.</translation>
    </message>
    <message>
        <source>Step 1 reproduces 143.42 GiB: the seed&apos;s &apos;GB&apos; are GiB. The activation shortcut (2 x weights) is the seed&apos;s rule of thumb; step 6 uses the per-layer formula instead.</source>
        <translation type="vanished">Schritt 1 reproduziert 143,42 GiB: Die „GB“ der Quelle sind GiB. Die Abkürzung für die Aktivierungen (2 x Gewichte) ist die Faustregel der Quelle; Schritt 6 verwendet stattdessen die Formel pro Schicht.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="98"/>
        <source>QLoRA fine-tuning of a 7B model: about 7.5 GB.</source>
        <translation>QLoRA-Fine-Tuning eines 7B-Modells: etwa 7,5 GB.</translation>
    </message>
    <message>
        <source>The seed&apos;s own code prints 10.8 GiB for the same inputs, and activations at a useful sequence length add more: step 8 shows the whole job.</source>
        <translation type="vanished">Der eigene Code der Quelle gibt für dieselben Eingaben 10,8 GiB aus, und Aktivierungen bei einer brauchbaren Sequenzlänge kommen noch hinzu: Schritt 8 zeigt die ganze Aufgabe.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="100"/>
        <source>A 70B model&apos;s activations, gradients and optimizer states exceed 1.8 TB.</source>
        <translation>Aktivierungen, Gradienten und Optimiererzustände eines 70B-Modells übersteigen 1,8 TB.</translation>
    </message>
    <message>
        <source>16-18 bytes per parameter is 1.1-1.3 TB before activations; with the seed&apos;s activation rule it is 1.4 TB (PHYSICS.md worked number 4).</source>
        <translation type="vanished">16–18 Bytes pro Parameter sind 1,1–1,3 TB vor den Aktivierungen; mit der Aktivierungsregel der Quelle sind es 1,4 TB (PHYSICS.md, Rechenbeispiel 4).</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="102"/>
        <source>Eighteen bytes per parameter</source>
        <translation>Achtzehn Bytes pro Parameter</translation>
    </message>
    <message>
        <source>A full fine-tune of 7e9 parameters keeps bf16 weights ({weights}), fp32 gradients ({gradients}) and, for Adam, fp32 master weights and two moments ({optimizer}). With the seed&apos;s activations at twice the weights ({activations}) one GPU would need {memory-per-gpu}: {gpus-needed} A100s&apos; worth.</source>
        <translation type="vanished">Ein vollständiges Fine-Tuning von 7e9 Parametern hält bf16-Gewichte ({weights}), fp32-Gradienten ({gradients}) und für Adam fp32-Master-Gewichte und zwei Momente ({optimizer}). Mit den Aktivierungen der Quelle in doppelter Größe der Gewichte ({activations}) bräuchte eine GPU {memory-per-gpu}: so viel, wie {gpus-needed} A100 haben.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="104"/>
        <source>Sixteen with bf16 gradients</source>
        <translation>Sechzehn mit bf16-Gradienten</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="105"/>
        <source>Keeping the gradients in bf16 halves them to {gradients}: 16 bytes per parameter. The optimizer states ({optimizer}) are still the largest part.</source>
        <translation>Gradienten in bf16 halbieren sich auf {gradients}: 16 Bytes pro Parameter. Die Optimiererzustände ({optimizer}) bleiben der größte Teil.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="106"/>
        <source>ZeRO-1: share the optimizer states</source>
        <translation>ZeRO-1: Optimiererzustände aufteilen</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="107"/>
        <source>Over 8 data-parallel GPUs, ZeRO stage 1 keeps one eighth of the optimizer states on each: {optimizer} per GPU. Weights and gradients are still whole on every GPU.</source>
        <translation>Über 8 datenparallele GPUs hält ZeRO-Stufe 1 auf jeder ein Achtel der Optimiererzustände: {optimizer} pro GPU. Gewichte und Gradienten liegen weiterhin vollständig auf jeder GPU.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="108"/>
        <source>ZeRO-2: the gradients too</source>
        <translation>ZeRO-2: auch die Gradienten</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="109"/>
        <source>Stage 2 also shares the gradients: {gradients} per GPU. Each step now reduce-scatters them instead of all-reducing.</source>
        <translation>Stufe 2 teilt auch die Gradienten auf: {gradients} pro GPU. Jeder Schritt führt für sie jetzt ein Reduce-Scatter statt eines All-Reduce aus.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="110"/>
        <source>ZeRO-3: and the weights</source>
        <translation>ZeRO-3: und die Gewichte</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="111"/>
        <source>Stage 3 shares the weights as well ({weights} per GPU), gathering each layer&apos;s weights when it runs. The model states now take an eighth; the activations ({activations}) do not shrink with ZeRO.</source>
        <translation>Stufe 3 teilt auch die Gewichte auf ({weights} pro GPU) und sammelt die Gewichte jeder Schicht erst ein, wenn diese läuft. Die Modellzustände belegen jetzt ein Achtel; die Aktivierungen ({activations}) schrumpfen mit ZeRO nicht.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="112"/>
        <source>Activations by the formula</source>
        <translation>Aktivierungen nach der Formel</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="113"/>
        <source>The activations kept for the backward pass depend on sequence, batch and width, not on the weights: 8 sequences of 4096 tokens hold {activations} per GPU by the per-layer formula (with flash attention).</source>
        <translation>Die für den Rückwärtsdurchlauf gehaltenen Aktivierungen hängen von Sequenz, Batch und Breite ab, nicht von den Gewichten: 8 Sequenzen mit 4096 Tokens belegen nach der Formel pro Schicht {activations} pro GPU (mit Flash Attention).</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="114"/>
        <source>Recompute instead of storing</source>
        <translation>Neu berechnen statt speichern</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="115"/>
        <source>Full recomputation keeps only each layer&apos;s input and computes the rest again in the backward pass: {activations} per GPU, for about a third more compute per step.</source>
        <translation>Vollständige Neuberechnung behält nur die Eingabe jeder Schicht und berechnet den Rest im Rückwärtsdurchlauf erneut: {activations} pro GPU, für etwa ein Drittel mehr Rechenaufwand pro Schritt.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="116"/>
        <source>LoRA and QLoRA on one GPU</source>
        <translation>LoRA und QLoRA auf einer GPU</translation>
    </message>
    <message>
        <source>LoRA trains adapters of 1% of the parameters: gradients and optimizer states shrink to {optimizer}. Store the frozen base in 4 bits (QLoRA) and the weights take {weights}: the whole job needs {memory-per-gpu} on one GPU, more than the 7.5 GB seed 002 quotes.</source>
        <translation type="vanished">LoRA trainiert Adapter mit 1 % der Parameter: Gradienten und Optimiererzustände schrumpfen auf {optimizer}. Wird die eingefrorene Basis in 4 Bit gespeichert (QLoRA), belegen die Gewichte {weights}: Die ganze Aufgabe braucht {memory-per-gpu} auf einer GPU, mehr als die 7,5 GB, die Quelle 002 angibt.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="119"/>
        <source>Why a 4090 cluster loses at training</source>
        <translation>Warum ein 4090-Cluster beim Training verliert</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="120"/>
        <source>Llama-2-70B pretraining on 1024 GPUs: H100s with NVLink and InfiniBand against RTX 4090s with PCIe and Ethernet.</source>
        <translation>Pretraining von Llama-2-70B auf 1024 GPUs: H100 mit NVLink und InfiniBand gegen RTX 4090 mit PCIe und Ethernet.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="121"/>
        <source>Flops = 6 x parameters x tokens: Llama-2-70B needs about 1.7M A100-hours, and about 2,400 A100s to finish in a month.</source>
        <translation>FLOPs = 6 x Parameter x Tokens: Llama-2-70B braucht etwa 1,7 Mio. A100-Stunden und etwa 2.400 A100, um in einem Monat fertig zu werden.</translation>
    </message>
    <message>
        <source>The core reproduces 8.28e23 FLOP and 2,389 A100s at the seed&apos;s implied MFU (PHYSICS.md, worked number 6). This lesson recomputes the activations (8 x P x T), so step 1 shows more FLOP.</source>
        <translation type="vanished">Der Rechenkern reproduziert 8,28e23 FLOP und 2.389 A100 bei der MFU, die die Quelle voraussetzt (PHYSICS.md, Rechenbeispiel 6). Diese Lektion berechnet die Aktivierungen neu (8 x P x T), daher zeigt Schritt 1 mehr FLOP.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="123"/>
        <source>H100, A100 and RTX 4090 have comparable FP16 compute: 1979, 312 and 330 TFLOP/s.</source>
        <translation>H100, A100 und RTX 4090 haben vergleichbare FP16-Rechenleistung: 1979, 312 und 330 TFLOP/s.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="124"/>
        <source>The three figures are not alike: 1979 is the H100 with sparsity (989 dense), 330 is the 4090 with FP16 accumulate (165 with the FP32 accumulate training uses). Step 2 shows the dense bf16 peaks: the 4090 has about a sixth of the H100&apos;s.</source>
        <translation>Die drei Zahlen sind nicht gleichartig: 1979 ist die H100 mit Sparsity (989 dicht), 330 ist die 4090 mit FP16-Akkumulation (165 mit der FP32-Akkumulation, die das Training verwendet). Schritt 2 zeigt die dichten bf16-Spitzenwerte: Die 4090 hat etwa ein Sechstel der H100.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="125"/>
        <source>The 4090&apos;s PCIe Gen4 gives about 64 GB/s.</source>
        <translation>PCIe Gen4 liefert der 4090 etwa 64 GB/s.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="126"/>
        <source>64 GB/s is the raw rate of a PCIe 4.0 x16 slot in both directions together; about 25 GB/s per direction is reached, and consumer cards without peer-to-peer route through the CPU. Steps 3-5 use the catalogue&apos;s link.</source>
        <translation>64 GB/s ist die Bruttorate eines PCIe-4.0-x16-Steckplatzes in beiden Richtungen zusammen; erreicht werden etwa 25 GB/s pro Richtung, und Consumer-Karten ohne Peer-to-Peer leiten den Verkehr über die CPU. Die Schritte 3–5 verwenden die Verbindung aus dem Katalog.</translation>
    </message>
    <message>
        <source>seed 001</source>
        <translation type="vanished">Quelle 001</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="12"/>
        <source>Selecting GPUs for Training vs Inference (an ML engineer&apos;s interview guide)</source>
        <translation>Selecting GPUs for Training vs Inference (ein Leitfaden für Vorstellungsgespräche von ML-Ingenieuren)</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="16"/>
        <source>Steps 1-2: the ratio between the GPUs is the ratio of their bandwidths. The article&apos;s figures use all of the bandwidth; the engine reaches less (the effective roof), so the app shows fewer tokens/s.</source>
        <translation>Schritte 1–2: Das Verhältnis zwischen den GPUs ist das Verhältnis ihrer Bandbreiten. Die Zahlen des Artikels nutzen die gesamte Bandbreite; die Engine erreicht weniger (das effektive Dach), daher zeigt die App weniger Tokens/s.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="19"/>
        <source>Baobao Algorithm Notes: Why RTX 4090 Beats H100 for LLM Inference but Fails at Training</source>
        <translation>Baobao Algorithm Notes: Why RTX 4090 Beats H100 for LLM Inference but Fails at Training (warum die RTX 4090 bei der Inferenz die H100 schlägt, beim Training aber scheitert)</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="44"/>
        <source>Step 2 shows the owned hourly cost from the core: capital over the lifetime plus power. PHYSICS.md reproduces the article&apos;s $1.718/h for 5 kW at $0.10/kWh.</source>
        <translation>Schritt 2 zeigt die eigenen Stundenkosten, wie sie der Rechenkern ermittelt: Kapital über die Lebensdauer plus Strom. PHYSICS.md reproduziert die 1,718 $/h des Artikels für 5 kW bei 0,10 $/kWh.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="49"/>
        <source>Both 4090-against-H100 articles (Baobao Algorithm Notes; NADDOD)</source>
        <translation>Beide Artikel zu 4090 gegen H100 (Baobao Algorithm Notes; NADDOD)</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="72"/>
        <source>Step 2: 32 x 8192 tokens of 320 KiB each is 85.9e9 bytes over the four GPUs. It holds only because Llama-2-70B has 8 KV heads (GQA). Llama-2-70B reads at most 4096 tokens, though: the lesson shows 8192 on Llama-3.1-70B, whose cache per token is the same.</source>
        <translation>Schritt 2: 32 x 8192 Tokens zu je 320 KiB sind 85,9e9 Bytes, verteilt auf die vier GPUs. Das stimmt nur, weil Llama-2-70B 8 KV-Heads hat (GQA). Llama-2-70B liest allerdings höchstens 4096 Tokens: Die Lektion zeigt 8192 an Llama-3.1-70B, dessen Cache pro Token derselbe ist.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="74"/>
        <source>The formula counts a key and a value for every query head. With GQA only the KV heads are cached: 2 x n_kv x d_head x 2 bytes. For Llama-2-70B (64 query heads, 8 KV heads) the article&apos;s formula is 8 times too big; step 5 shows that cache.</source>
        <translation>Die Formel zählt einen Key und einen Value für jeden Query-Head. Mit GQA werden nur die KV-Heads gecacht: 2 x n_kv x d_head x 2 Bytes. Für Llama-2-70B (64 Query-Heads, 8 KV-Heads) ist die Formel des Artikels 8-mal zu groß; Schritt 5 zeigt diesen Cache.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="78"/>
        <source>Every token keeps its keys and values in every layer so that the next tokens need not compute them again: {kv-per-token} per token for Llama-3.1-70B in fp16 (Llama-2-70B caches the same: 80 layers, 8 KV heads of 128 values). 32 sequences of 4096 tokens hold {kv-cache} on each of the 4 GPUs, beside {weights} of weights.</source>
        <translation>Jedes Token behält seine Keys und Values in jeder Schicht, damit die folgenden Tokens sie nicht erneut berechnen müssen: {kv-per-token} pro Token für Llama-3.1-70B in fp16 (Llama-2-70B cacht genauso viel: 80 Schichten, 8 KV-Heads zu je 128 Werten). 32 Sequenzen mit 4096 Tokens belegen {kv-cache} auf jeder der 4 GPUs, neben {weights} an Gewichten.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="90"/>
        <source>DeepSeek-V3 (671B, 37B active) keeps neither keys nor values per head: each layer caches one 512-value latent and a 64-value rotary key that the heads expand again. That is {kv-per-token} per token in bf16, about a fifth of what the 70B model of step 1 caches, for a model ten times its size. On 8 H200s in fp8, 32 users at 4096 tokens hold {kv-cache} per GPU beside {weights} of weights, and up to {max-batch} fit.</source>
        <translation>DeepSeek-V3 (671B, 37B aktiv) speichert weder Schlüssel noch Werte pro Kopf: Jede Schicht speichert einen Latentvektor mit 512 Werten und einen Rotary-Schlüssel mit 64 Werten, den die Köpfe wieder expandieren. Das sind {kv-per-token} pro Token in bf16, etwa ein Fünftel dessen, was das 70B-Modell aus Schritt 1 speichert, für ein Modell, das zehnmal so groß ist. Auf 8 H200 in fp8 belegen 32 Nutzer mit 4096 Tokens {kv-cache} pro GPU neben {weights} Gewichten, und bis zu {max-batch} passen.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="97"/>
        <source>Step 1 reproduces 143.42 GiB: the article&apos;s &apos;GB&apos; are GiB. The activation shortcut (2 x weights) is the article&apos;s rule of thumb; step 6 uses the per-layer formula instead.</source>
        <translation>Schritt 1 reproduziert 143,42 GiB: Die „GB“ des Artikels sind GiB. Die Abkürzung für die Aktivierungen (2 x Gewichte) ist die Faustregel des Artikels; Schritt 6 verwendet stattdessen die Formel pro Schicht.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="99"/>
        <source>The article&apos;s own code prints 10.8 GiB for the same inputs, and activations at a useful sequence length add more: step 8 shows the whole job.</source>
        <translation>Der eigene Code des Artikels gibt für dieselben Eingaben 10,8 GiB aus, und Aktivierungen bei einer brauchbaren Sequenzlänge kommen noch hinzu: Schritt 8 zeigt die ganze Aufgabe.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="101"/>
        <source>16-18 bytes per parameter is 1.1-1.3 TB before activations; with the article&apos;s activation rule it is 1.4 TB (PHYSICS.md worked number 4).</source>
        <translation>16–18 Bytes pro Parameter sind 1,1–1,3 TB vor den Aktivierungen; mit der Aktivierungsregel des Artikels sind es 1,4 TB (PHYSICS.md, Rechenbeispiel 4).</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="122"/>
        <source>The core reproduces 8.28e23 FLOP and 2,389 A100s at the article&apos;s implied MFU (PHYSICS.md, worked number 6). This lesson recomputes the activations (8 x P x T), so step 1 shows more FLOP.</source>
        <translation>Der Rechenkern reproduziert 8,28e23 FLOP und 2.389 A100 bei der MFU, die der Artikel voraussetzt (PHYSICS.md, Rechenbeispiel 6). Diese Lektion berechnet die Aktivierungen neu (8 x P x T), daher zeigt Schritt 1 mehr FLOP.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="127"/>
        <source>NADDOD (2023): Why Isn&apos;t the 4090 Used for Training Large Models?</source>
        <translation>NADDOD (2023): Why Isn&apos;t the 4090 Used for Training Large Models? (warum man mit der 4090 keine großen Modelle trainiert)</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="128"/>
        <source>The A100 has 900 GB/s of communication bandwidth, like the H100.</source>
        <translation>Die A100 hat wie die H100 900 GB/s Kommunikationsbandbreite.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="129"/>
        <source>NVLink 3 on the A100 is 600 GB/s in both directions (300 per direction); 900 GB/s is the H100&apos;s NVLink 4.</source>
        <translation>NVLink 3 der A100 hat 600 GB/s in beiden Richtungen (300 pro Richtung); 900 GB/s ist NVLink 4 der H100.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="130"/>
        <source>Communication, not compute, is why the 4090 cannot train large models.</source>
        <translation>Die Kommunikation, nicht die Rechenleistung, ist der Grund, warum die 4090 keine großen Modelle trainieren kann.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="131"/>
        <source>Steps 4-5: most of a 4090 step is exposed communication; step 8 shows that InfiniBand between servers does not rescue it while tensor parallelism runs over PCIe inside each server.</source>
        <translation>Schritte 4–5: Der größte Teil eines 4090-Schritts ist nicht überlappte Kommunikation; Schritt 8 zeigt, dass InfiniBand zwischen den Servern daran nichts ändert, solange die Tensor-Parallelität innerhalb jedes Servers über PCIe läuft.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="132"/>
        <source>The job</source>
        <translation>Die Aufgabe</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="133"/>
        <source>Pretraining Llama-2-70B on 2 trillion tokens takes {training-flop} (6 x parameters x tokens, 8 x with activations recomputed). On 1024 H100s that is {training-time}; on 1024 RTX 4090s, {training-time@1}.</source>
        <translation>Das Pretraining von Llama-2-70B auf 2 Billionen Tokens erfordert {training-flop} (6 x Parameter x Tokens, 8 x mit neu berechneten Aktivierungen). Auf 1024 H100 dauert das {training-time}; auf 1024 RTX 4090 {training-time@1}.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="134"/>
        <source>Compute per card</source>
        <translation>Rechenleistung pro Karte</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="135"/>
        <source>Dense bf16 with FP32 accumulate, an H100 does {peak}, a 4090 {peak@1}. The training steps (squares) sit at the compute ceilings&apos; level of intensity, but far below them: most of the time goes elsewhere.</source>
        <translation>Dicht in bf16 mit FP32-Akkumulation schafft eine H100 {peak}, eine 4090 {peak@1}. Die Trainingsschritte (Quadrate) liegen bei Intensitäten im Bereich der Rechenobergrenzen, aber weit unter ihnen: Die meiste Zeit geht anderswo verloren.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="136"/>
        <source>Inside one server</source>
        <translation>Innerhalb eines Servers</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="137"/>
        <source>Tensor parallelism (8 GPUs, one server) all-reduces activations several times per layer: the H100s over NVLink, the 4090s over PCIe, through the CPU. At the smallest layout, 64 GPUs (tensor 8 x pipeline 8), the 4090s&apos; scaling efficiency (dotted) already starts far below the H100s&apos;.</source>
        <translation>Tensor-Parallelität (8 GPUs, ein Server) führt pro Schicht mehrere All-Reduces der Aktivierungen aus: die H100 über NVLink, die 4090 über PCIe, durch die CPU. Schon beim kleinsten Layout, 64 GPUs (Tensor 8 x Pipeline 8), beginnt die Skalierungseffizienz der 4090 (gepunktet) weit unter der der H100.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="138"/>
        <source>Across servers</source>
        <translation>Über Server hinweg</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="139"/>
        <source>Past one server the gradients cross the network. At 1024 GPUs the H100 cluster keeps {scaling-efficiency} of its ideal speed, the 4090 cluster {scaling-efficiency@1}: a 4090 server&apos;s one Ethernet uplink is shared by eight cards, an H100 server has a 400 Gb/s InfiniBand port per GPU.</source>
        <translation>Ab mehr als einem Server laufen die Gradienten über das Netzwerk. Bei 1024 GPUs behält der H100-Cluster {scaling-efficiency} seiner idealen Geschwindigkeit, der 4090-Cluster {scaling-efficiency@1}: Den einzigen Ethernet-Uplink eines 4090-Servers teilen sich acht Karten, ein H100-Server hat einen InfiniBand-Port mit 400 Gb/s pro GPU.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="140"/>
        <source>Where a step&apos;s time goes</source>
        <translation>Wohin die Zeit eines Schritts geht</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="141"/>
        <source>Communication that does not overlap the compute takes {comm-share@1} of each 4090 step ({step-time@1} a step) and {comm-share} of an H100 step ({step-time}): longer than its compute and its memory traffic, it makes the 4090 step {training-bound@1}, while the H100 step stays {training-bound}. Together the 1024 4090s train on {training-tokens-per-s@1}, the H100s on {training-tokens-per-s}.</source>
        <translation>Kommunikation, die das Rechnen nicht überlappt, nimmt {comm-share@1} jedes 4090-Schritts ({step-time@1} pro Schritt) und {comm-share} eines H100-Schritts ({step-time}) ein: Länger als sein Rechnen und sein Speicherverkehr, macht sie den 4090-Schritt {training-bound@1}, während der H100-Schritt {training-bound} bleibt. Zusammen trainieren die 1024 4090 mit {training-tokens-per-s@1}, die H100 mit {training-tokens-per-s}.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="151"/>
        <source>A100 vs RTX 4090 (a comparison of specs, cloud prices and buy vs rent)</source>
        <translation>A100 vs RTX 4090 (ein Vergleich von Datenblättern, Cloud-Preisen und Kauf gegen Miete)</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="153"/>
        <source>Buying pays off when the rent saved, less the power the owner pays, covers the price: step 3 shows the core&apos;s hours. The article adds five years of power and cooling to the price as if paid up front, then divides by the whole rental rate.</source>
        <translation>Kaufen lohnt sich, wenn die eingesparte Miete abzüglich des Stroms, den der Besitzer zahlt, den Preis deckt: Schritt 3 zeigt die Stunden laut Rechenkern. Der Artikel schlägt fünf Jahre Strom und Kühlung auf den Preis auf, als würden sie im Voraus bezahlt, und teilt dann durch den vollen Mietpreis.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="169"/>
        <source>The A100 80GB of the claim of 18,396 GPU-hours on demand (see Claims): {capex@1} to buy, {cloud-per-hour@1} on demand. It pays off after {break-even-hours@1} hours of use, {break-even-months@1} months at 70%: for steady work, buying is far cheaper; for a two-week run, renting is.</source>
        <translation>Die A100 80GB aus der Behauptung über 18.396 GPU-Stunden auf Abruf (siehe Behauptungen): {capex@1} im Kauf, {cloud-per-hour@1} auf Abruf. Sie rechnet sich nach {break-even-hours@1} Nutzungsstunden, {break-even-months@1} Monaten bei 70 %: Für stetige Arbeit ist Kaufen weit günstiger, für einen zweiwöchigen Lauf Mieten.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="171"/>
        <source>When disaggregated prefill pays</source>
        <translation>Wann sich disaggregiertes Prefill lohnt</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="172"/>
        <source>Prompts on GPUs of their own, the KV cache sent over the network to the decode GPUs: what the first token gains and loses, and what the answer&apos;s pace gains.</source>
        <translation>Prompts auf eigenen GPUs, der KV-Cache über das Netzwerk zu den Decode-GPUs geschickt: was das erste Token gewinnt und verliert und was das Tempo der Antwort gewinnt.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="173"/>
        <source>DistServe (Zhong et al., OSDI 2024)</source>
        <translation>DistServe (Zhong et al., OSDI 2024)</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="174"/>
        <source>Prefill and decode interfere when they share GPUs; giving each its own GPUs removes the interference.</source>
        <translation>Prefill und Decode stören sich, wenn sie GPUs teilen; bekommt jedes eigene GPUs, verschwindet die Störung.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="175"/>
        <source>With a pool the decode GPUs never run a prompt, so the time per token stays at the lone decode step under load (step 2; the serving simulation in tst_disaggregated shows the co-located P99 far above it).</source>
        <translation>Mit einem Pool rechnen die Decode-GPUs nie einen Prompt, daher bleibt die Zeit pro Token unter Last beim einzelnen Decode-Schritt (Schritt 2; die Serving-Simulation in tst_disaggregated zeigt das P99 ohne Pool weit darüber).</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="176"/>
        <source>common belief</source>
        <translation>verbreitete Annahme</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="177"/>
        <source>Moving the KV cache between GPUs is free.</source>
        <translation>Den KV-Cache zwischen GPUs zu verschieben kostet nichts.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="178"/>
        <source>One 4,096-token prompt of Llama-3.1-70B holds 1.3 GB of cache. Eight InfiniBand adapters a server move it in milliseconds; one 25 GbE adapter takes over half a second (step 3).</source>
        <translation>Ein Prompt von 4.096 Token für Llama-3.1-70B hält 1,3 GB Cache. Acht InfiniBand-Adapter je Server übertragen ihn in Millisekunden; ein einzelner 25-GbE-Adapter braucht über eine halbe Sekunde (Schritt 3).</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="179"/>
        <source>Disaggregation always lowers the time to the first token.</source>
        <translation>Disaggregation senkt immer die Zeit bis zum ersten Token.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="180"/>
        <source>A lone request waits the same prefill, then the transfer and a decode step on top (step 2). The gain is under load and in the steadiness of the answer, not in a lone first token.</source>
        <translation>Eine einzelne Anfrage wartet auf dasselbe Prefill und dazu auf die Übertragung und einen Decode-Schritt (Schritt 2). Der Gewinn liegt unter Last und in der Gleichmäßigkeit der Antwort, nicht im ersten Token einer einzelnen Anfrage.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="181"/>
        <source>Prompts and answers on the same GPUs</source>
        <translation>Prompts und Antworten auf denselben GPUs</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="182"/>
        <source>Eight H100s in tensor parallel 8 prefill each 4,096-token prompt themselves: the first token after {ttft}, then {tpot} a token. Under load each new prompt runs inside the decode iterations, and every answer in flight slows while it does.</source>
        <translation>Acht H100 mit Tensor-Parallelität 8 berechnen das Prefill jedes Prompts von 4.096 Token selbst: das erste Token nach {ttft}, danach {tpot} pro Token. Unter Last läuft jeder neue Prompt in den Decode-Iterationen mit, und jede laufende Antwort wird solange langsamer.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="183"/>
        <source>A prefill pool of its own</source>
        <translation>Ein eigener Prefill-Pool</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="184"/>
        <source>Eight more H100s only prefill. Each prompt&apos;s cache travels to the decode GPUs over the servers&apos; InfiniBand in {kv-transfer}; the first token comes after {ttft} (the pool&apos;s prefill, the transfer, the first decode step) against {ttft-colocated} without the pool. The decode GPUs never pause for a prompt: {tpot} a token, steady under load.</source>
        <translation>Acht weitere H100 machen nur Prefill. Der Cache jedes Prompts gelangt über das InfiniBand der Server in {kv-transfer} zu den Decode-GPUs; das erste Token kommt nach {ttft} (Prefill im Pool, Übertragung, erster Decode-Schritt), ohne Pool nach {ttft-colocated}. Die Decode-GPUs halten nie für einen Prompt an: {tpot} pro Token, gleichmäßig unter Last.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="185"/>
        <source>The network decides the transfer</source>
        <translation>Das Netzwerk bestimmt die Übertragung</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="186"/>
        <source>With one 25 GbE adapter for the eight decode GPUs of a server, the same cache takes {kv-transfer} and the first token {ttft}. Disaggregation needs the fast network of a serving cluster, or short prompts.</source>
        <translation>Mit einem einzigen 25-GbE-Adapter für die acht Decode-GPUs eines Servers braucht derselbe Cache {kv-transfer} und das erste Token {ttft}. Disaggregation braucht das schnelle Netzwerk eines Serving-Clusters oder kurze Prompts.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="187"/>
        <source>Short prompts move little</source>
        <translation>Kurze Prompts bewegen wenig</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="188"/>
        <source>On the same 25 GbE adapter the cache of a 512-token prompt takes {kv-transfer}: the first token after {ttft}, against {ttft-colocated} without the pool. The transfer grows with the prompt and the model&apos;s KV heads, not with the answer.</source>
        <translation>Über denselben 25-GbE-Adapter braucht der Cache eines Prompts von 512 Token {kv-transfer}: das erste Token nach {ttft}, ohne Pool nach {ttft-colocated}. Die Übertragung wächst mit dem Prompt und den KV-Köpfen des Modells, nicht mit der Antwort.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="189"/>
        <source>What the pool costs</source>
        <translation>Was der Pool kostet</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="190"/>
        <source>Back on InfiniBand: {gpus} GPUs now, {owned-per-hour} an hour owned. The pool pays when the answer&apos;s pace has a tight limit (a P99 time per token): co-located GPUs must keep prompts and batches small to meet it. Compare both with ridgeline-cli capacity and --tpot.</source>
        <translation>Wieder auf InfiniBand: jetzt {gpus} GPUs, {owned-per-hour} pro Stunde im Eigenbesitz. Der Pool lohnt sich, wenn das Tempo der Antwort eine enge Grenze hat (eine P99-Zeit pro Token): GPUs ohne Pool müssen Prompts und Batches klein halten, um sie einzuhalten. Vergleichen Sie beide mit ridgeline-cli capacity und --tpot.</translation>
    </message>
    <message>
        <source>Communication that does not overlap the compute takes {comm-share@1} of each 4090 step ({step-time@1} a step) and {comm-share} of an H100 step ({step-time}). Together the 1024 4090s train on {training-tokens-per-s@1}, the H100s on {training-tokens-per-s}.</source>
        <translation type="vanished">Kommunikation, die nicht mit dem Rechnen überlappt, beansprucht {comm-share@1} jedes 4090-Schritts ({step-time@1} pro Schritt) und {comm-share} eines H100-Schritts ({step-time}). Zusammen trainieren die 1024 RTX 4090 mit {training-tokens-per-s@1}, die H100 mit {training-tokens-per-s}.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="142"/>
        <source>Time and money</source>
        <translation>Zeit und Geld</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="143"/>
        <source>On owned hardware the run costs {training-cost-owned@1} on 4090s and {training-cost-owned} on H100s, and it takes {training-time@1} against {training-time}. The cheap cards make neither a cheaper nor a faster run.</source>
        <translation>Auf eigener Hardware kostet der Lauf {training-cost-owned@1} auf 4090-Karten und {training-cost-owned} auf H100, und er dauert {training-time@1} gegenüber {training-time}. Die billigen Karten ergeben weder einen günstigeren noch einen schnelleren Lauf.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="144"/>
        <source>The deadline</source>
        <translation>Die Frist</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="145"/>
        <source>The horizontal line is the 90-day deadline. At this efficiency about {gpus-for-deadline} H100s meet it; the 4090s would need about {gpus-for-deadline@1}, and every 4090 added buys less speed than the one before.</source>
        <translation>Die waagerechte Linie ist die Frist von 90 Tagen. Bei dieser Effizienz halten etwa {gpus-for-deadline} H100 sie ein; von den 4090 bräuchte es etwa {gpus-for-deadline@1}, und jede zusätzliche 4090 bringt weniger Tempo als die vorherige.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="146"/>
        <source>Give the 4090s InfiniBand</source>
        <translation>InfiniBand für die 4090</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="147"/>
        <source>With eight 400 Gb/s InfiniBand ports per 4090 server, as the H100 servers have, the run still takes {training-time@1} and the 4090 cluster keeps {scaling-efficiency@1}: tensor parallelism over PCIe inside each server, not the network alone, holds it back.</source>
        <translation>Mit acht InfiniBand-Ports zu 400 Gb/s pro 4090-Server, wie sie die H100-Server haben, dauert der Lauf immer noch {training-time@1}, und der 4090-Cluster behält {scaling-efficiency@1}: Ihn bremst die Tensor-Parallelität über PCIe innerhalb jedes Servers, nicht allein das Netzwerk.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="149"/>
        <source>Buy or rent: owned cost, utilization and break-even</source>
        <translation>Kaufen oder mieten: eigene Kosten, Auslastung und Break-even</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="150"/>
        <source>What an owned GPU costs an hour, when buying pays off against renting, and how utilization moves the answer.</source>
        <translation>Was eine eigene GPU pro Stunde kostet, ab wann sich Kaufen gegenüber Mieten lohnt und wie die Auslastung die Antwort verschiebt.</translation>
    </message>
    <message>
        <source>seed 003</source>
        <translation type="vanished">Quelle 003</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="152"/>
        <source>An RTX 4090 bought for about $1,600 breaks even with renting at $0.34/h after about 14,000 hours (19 months at 24/7).</source>
        <translation>Eine für etwa 1.600 $ gekaufte RTX 4090 erreicht gegenüber Mieten zu 0,34 $/h nach etwa 14.000 Stunden den Break-even (19 Monate bei 24/7).</translation>
    </message>
    <message>
        <source>Buying pays off when the rent saved, less the power the owner pays, covers the price: step 3 shows the core&apos;s hours. The seed adds five years of power and cooling to the price as if paid up front, then divides by the whole rental rate.</source>
        <translation type="vanished">Kaufen lohnt sich, wenn die eingesparte Miete abzüglich des Stroms, den der Besitzer zahlt, den Preis deckt: Schritt 3 zeigt die Stunden laut Rechenkern. Die Quelle schlägt fünf Jahre Strom und Kühlung auf den Preis auf, als würden sie im Voraus bezahlt, und teilt dann durch den vollen Mietpreis.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="154"/>
        <source>An A100 80GB used for 18,396 GPU-hours costs $94,187 on demand at $5.12/h, against $12,000 to buy.</source>
        <translation>Eine A100 80GB, 18.396 GPU-Stunden genutzt, kostet on demand bei 5,12 $/h 94.187 $, gegenüber 12.000 $ im Kauf.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="155"/>
        <source>18,396 x $5.12 = $94,187 (PHYSICS.md worked number 9). Step 6 shows the break-even at those prices: a few months of use.</source>
        <translation>18.396 x 5,12 $ = 94.187 $ (PHYSICS.md, Rechenbeispiel 9). Schritt 6 zeigt den Break-even zu diesen Preisen: wenige Monate Nutzung.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="156"/>
        <source>Rent if usage is under two years or not continuous; buy for 24/7 use over three years or more.</source>
        <translation>Mieten, wenn die Nutzung unter zwei Jahren liegt oder nicht durchgehend ist; kaufen bei 24/7-Nutzung über drei Jahre oder länger.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="157"/>
        <source>Steps 4-5: at low utilization the break-even moves out by years; round the clock it comes within months.</source>
        <translation>Schritte 4–5: Bei niedriger Auslastung rückt der Break-even um Jahre hinaus; rund um die Uhr liegt er innerhalb von Monaten.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="158"/>
        <source>What owning costs an hour</source>
        <translation>Was Besitzen pro Stunde kostet</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="159"/>
        <source>Bought for {capex}, the RTX 4090 costs {owned-per-hour} an hour over its three-year life: the price spread over the hours plus {power-per-hour} of power. Renting one costs {cloud-per-hour}.</source>
        <translation>Für {capex} gekauft, kostet die RTX 4090 über ihre dreijährige Lebensdauer {owned-per-hour} pro Stunde: der Preis auf die Stunden verteilt plus {power-per-hour} für Strom. Eine zu mieten kostet {cloud-per-hour}.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="160"/>
        <source>Per million tokens</source>
        <translation>Pro Million Tokens</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="161"/>
        <source>Divide the hourly cost by the tokens made in the hours the GPU is busy: {cost-owned} per million tokens owned, {cost-cloud} rented (dashed), at 70% utilization and a batch of 8.</source>
        <translation>Teilt man die Stundenkosten durch die Tokens, die in den Stunden entstehen, in denen die GPU arbeitet, ergeben sich {cost-owned} pro Million Tokens eigen und {cost-cloud} gemietet (gestrichelt), bei 70 % Auslastung und einem Batch von 8.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="162"/>
        <source>When buying pays off</source>
        <translation>Wann sich Kaufen lohnt</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="163"/>
        <source>Each hour of use saves the rent less the power: {capex} / ({cloud-per-hour} - {power-per-hour}) = {break-even-hours} hours of use. At 70% utilization that is {break-even-months} months, well inside the card&apos;s life.</source>
        <translation>Jede Nutzungsstunde spart die Miete abzüglich des Stroms: {capex} / ({cloud-per-hour} - {power-per-hour}) = {break-even-hours} Nutzungsstunden. Bei 70 % Auslastung sind das {break-even-months} Monate, deutlich innerhalb der Lebensdauer der Karte.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="164"/>
        <source>A GPU that sits idle</source>
        <translation>Eine GPU, die herumsteht</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="165"/>
        <source>At 20% utilization the same card takes {break-even-months} months to pay off, and an owned million tokens costs {cost-owned}: idle hours still pay for the card. A GPU rented around the clock and as idle costs {cost-cloud}; but a rented GPU can be given back when the work stops, an owned one cannot.</source>
        <translation>Bei 20 % Auslastung braucht dieselbe Karte {break-even-months} Monate, bis sie sich bezahlt macht, und eine eigene Million Tokens kostet {cost-owned}: Auch Leerlaufstunden bezahlen die Karte. Eine rund um die Uhr gemietete GPU, die ebenso oft leer läuft, kostet {cost-cloud}; aber eine gemietete GPU lässt sich zurückgeben, wenn die Arbeit endet, eine eigene nicht.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="166"/>
        <source>Round the clock</source>
        <translation>Rund um die Uhr</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="167"/>
        <source>Busy all the time, the card pays for itself in {break-even-months} months, and owned tokens cost {cost-owned} per million against {cost-cloud} rented.</source>
        <translation>Bei voller Auslastung macht sich die Karte in {break-even-months} Monaten bezahlt, und eigene Tokens kosten {cost-owned} pro Million gegenüber {cost-cloud} gemietet.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_strings.cpp" line="168"/>
        <source>An A100 at $12,000 against $5.12 an hour</source>
        <translation>Eine A100 für 12.000 $ gegen 5,12 $ pro Stunde</translation>
    </message>
    <message>
        <source>Seed 002&apos;s A100: {capex@1} to buy, {cloud-per-hour@1} on demand. It pays off after {break-even-hours@1} hours of use, {break-even-months@1} months at 70%: for steady work, buying is far cheaper; for a two-week run, renting is.</source>
        <translation type="vanished">Die A100 aus Quelle 002: {capex@1} im Kauf, {cloud-per-hour@1} on demand. Sie macht sich nach {break-even-hours@1} Nutzungsstunden bezahlt, bei 70 % nach {break-even-months@1} Monaten: Für dauerhafte Arbeit ist Kaufen weit günstiger, für einen zweiwöchigen Lauf ist es Mieten.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_numbers.cpp" line="32"/>
        <source>compute-bound</source>
        <translation>rechengebunden</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_numbers.cpp" line="34"/>
        <source>communication-bound</source>
        <translation>kommunikationsgebunden</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_numbers.cpp" line="38"/>
        <source>memory-bound</source>
        <translation>speichergebunden</translation>
    </message>
</context>
<context>
    <name>Plan</name>
    <message>
        <location filename="../ui/plan_words.cpp" line="36"/>
        <source>for the run</source>
        <translation>für den ganzen Lauf</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="37"/>
        <source>per million tokens at the required load</source>
        <translation>pro Million Token bei der geforderten Last</translation>
    </message>
    <message>
        <source>Cheapest of the %1 plans the serving simulation sized: $%2 %3. The cheaper plans below it carry the queueing estimate only; the simulation did not reach them.</source>
        <translation type="vanished">Der günstigste der %1 Pläne, die die Serving-Simulation bemessen hat: $%2 %3. Die günstigeren Pläne darunter tragen nur die Warteschlangen-Schätzung; die Simulation hat sie nicht erreicht.</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="41"/>
        <source>The only configuration that meets every limit: $%1 %2.</source>
        <translation>Die einzige Konfiguration, die jede Grenze einhält: $%1 %2.</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="45"/>
        <source>Cheapest of the %1 plans that meet every limit, $%2 %3, tied with the next (%4) and first on speed.</source>
        <translation>Der günstigste der %1 Pläne, die jede Grenze einhalten, $%2 %3, gleichauf mit dem nächsten (%4) und vorn bei der Geschwindigkeit.</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="50"/>
        <source>Cheapest of the %1 plans that meet every limit: $%2 %3, %4 % below the next (%5).</source>
        <translation>Der günstigste der %1 Pläne, die jede Grenze einhalten: $%2 %3, %4 % unter dem nächsten (%5).</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="59"/>
        <source>a shorter run</source>
        <translation>einen kürzeren Lauf</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="60"/>
        <source>a faster answer</source>
        <translation>eine schnellere Antwort</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="62"/>
        <source>fewer GPUs</source>
        <translation>weniger GPUs</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="64"/>
        <source>less to buy up front</source>
        <translation>weniger Anschaffungskosten</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="65"/>
        <source>$%1 %2, %3 % more than the first</source>
        <translation>$%1 %2, %3 % mehr als der erste</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="68"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="71"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="73"/>
        <source>%1; it gives %2.</source>
        <translation>%1; dafür bietet er %2.</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="80"/>
        <source>%1 x %2 (TP %3, PP %4, ZeRO %5), %6</source>
        <translation>%1 x %2 (TP %3, PP %4, ZeRO %5), %6</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="87"/>
        <source>%1 x %2 (TP %3), %4 weights, %5</source>
        <translation>%1 x %2 (TP %3), Gewichte %4, %5</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="100"/>
        <source>draft %1</source>
        <translation>Entwurfsmodell %1</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="104"/>
        <source>$%1 per million tokens against $%2 with plain decode</source>
        <translation>$%1 pro Million Token gegenüber $%2 mit normalem Decoding</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="107"/>
        <source>plain decode misses the limits here (%1)</source>
        <translation>normales Decoding verfehlt hier die Grenzen (%1)</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="108"/>
        <source>too few GPUs</source>
        <translation>zu wenige GPUs</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="110"/>
        <source>speculative decoding (%1, k %2, acceptance %3): TPOT %4 ms instead of %5 ms at a batch of %6; %7</source>
        <translation>spekulativem Decoding (%1, k %2, Akzeptanz %3): TPOT %4 ms statt %5 ms bei einem Batch von %6; %7</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="119"/>
        <source>host-memory offload: %1 of %2 layers on the %3 (llama.cpp gpu_layers), the rest in host memory; %4 tokens/s per sequence</source>
        <translation>Auslagerung in den Host-Speicher: %1 von %2 Schichten auf der %3 (llama.cpp gpu_layers), der Rest im Host-Speicher; %4 Token/s pro Sequenz</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="126"/>
        <source>disaggregated prefill: prefill pool %1x + decode %2x %3: $%4 per million tokens against $%5 co-located (%6x), KV cache transfer %7 ms</source>
        <translation>getrenntem Prefill: Prefill-Pool %1x + Decode %2x %3: $%4 pro Million Token gegenüber $%5 gemeinsam (%6x), KV-Cache-Übertragung %7 ms</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="142"/>
        <source>time per output token up to %1 ms at P90 (limit %2 ms)</source>
        <translation>Zeit pro Ausgabe-Token bis %1 ms bei P90 (Grenze %2 ms)</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="146"/>
        <source>first token up to %1 ms at P90 with the queue (limit %2 ms)</source>
        <translation>erstes Token bis %1 ms bei P90 mit der Warteschlange (Grenze %2 ms)</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="150"/>
        <source>answer up to %1 s at P90 with the queue (limit %2 s)</source>
        <translation>Antwort bis %1 s bei P90 mit der Warteschlange (Grenze %2 s)</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="154"/>
        <source>$%1 per million tokens at P90 (ceiling $%2)</source>
        <translation>$%1 pro Million Token bei P90 (Obergrenze $%2)</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="157"/>
        <source>up to %1 days at P90 (deadline %2 days)</source>
        <translation>bis %1 Tage bei P90 (Frist %2 Tage)</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="160"/>
        <source>$%1 at P90 (budget $%2)</source>
        <translation>$%1 bei P90 (Budget $%2)</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="163"/>
        <source>slow: %1 of %2 layers in host memory, %3 tokens/s per sequence (offload)</source>
        <translation>langsam: %1 von %2 Schichten im Host-Speicher, %3 Token/s pro Sequenz (Auslagerung)</translation>
    </message>
    <message>
        <source>simulated: %1 requests, seed %2</source>
        <translation type="vanished">simuliert: %1 Anfragen, Seed %2</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="177"/>
        <source>simulated: %1 requests measured, seed %2</source>
        <translation>simuliert: %1 gemessene Anfragen, Seed %2</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="181"/>
        <source>queueing estimate</source>
        <translation>Warteschlangen-Schätzung</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="183"/>
        <source>%1 sequences in flight on average over %2 replicas of %3 GPU(s); p%4 first token %5 s, answer %6 s, %7 ms per token (%8); $%9 a month.</source>
        <translation>Im Mittel %1 Sequenzen in Bearbeitung auf %2 Replikaten zu %3 GPU(s); p%4 erstes Token %5 s, Antwort %6 s, %7 ms pro Token (%8); $%9 im Monat.</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="194"/>
        <source>%1 days on %2 GPUs, %3 % implied MFU.</source>
        <translation>%1 Tage auf %2 GPUs, %3 % implizite MFU.</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="201"/>
        <source>With %1.</source>
        <translation>Mit %1.</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="209"/>
        <source>Run: %1 tokens, costed at owned prices.</source>
        <translation>Lauf: %1 Tokens, berechnet zu Eigentumspreisen.</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="210"/>
        <source>Run: %1 tokens, costed at cloud prices.</source>
        <translation>Lauf: %1 Tokens, berechnet zu Cloud-Preisen.</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="212"/>
        <source>Every candidate is the scenario&apos;s training set-up on another GPU, engine and layout; for each micro-batch the fastest memory setting that fits is taken (ZeRO stage, then recompute).</source>
        <translation>Jeder Kandidat ist das Trainings-Setup des Szenarios auf einer anderen GPU, Engine und Aufteilung; für jeden Micro-Batch wird die schnellste Speichereinstellung genommen, die passt (ZeRO-Stufe, dann Neuberechnung).</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="217"/>
        <source>Data parallel doubles up to %1 GPUs on one node; the fewest GPUs that meet the deadline are then found by bisection.</source>
        <translation>Die Datenparallelität verdoppelt sich bis zu %1 GPUs auf einem Knoten; die wenigsten GPUs, die die Frist einhalten, werden dann per Bisektion gesucht.</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="220"/>
        <source>Data parallel doubles up to %1 GPUs; the fewest GPUs that meet the deadline are then found by bisection.</source>
        <translation>Die Datenparallelität verdoppelt sich bis zu %1 GPUs; die wenigsten GPUs, die die Frist einhalten, werden dann per Bisektion gesucht.</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="226"/>
        <source>Load: %1 requests/s of %2 prompt and %3 output tokens.</source>
        <translation>Last: %1 Anfragen/s mit %2 Prompt- und %3 Ausgabe-Tokens.</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="228"/>
        <source>Little&apos;s law gives the sequences in flight (rate x modelled latency); each replica holds `batch` of them at once.</source>
        <translation>Littles Gesetz ergibt die Sequenzen in Bearbeitung (Rate x modellierte Latenz); jedes Replikat hält `batch` davon gleichzeitig.</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="231"/>
        <source>Arrivals are taken as random (Poisson) and a request waits for a free batch place (an M/M/c queue whose service time is the modelled latency at that batch): the first-token and end-to-end limits are checked at the p%1 of that wait, the time per token at the full batch.</source>
        <translation>Ankünfte gelten als zufällig (Poisson), und eine Anfrage wartet auf einen freien Batch-Platz (eine M/M/c-Warteschlange, deren Bedienzeit die modellierte Latenz bei diesem Batch ist): Die Grenzen für das erste Token und die Gesamtdauer werden beim p%1 dieser Wartezeit geprüft, die Zeit pro Token beim vollen Batch.</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="238"/>
        <source>That estimate sizes every candidate; the %1 cheapest are then sized again by the serving simulation (the engine&apos;s scheduler iteration by iteration, chunked prefill mixed with decode, at this rate with Poisson arrivals), fewest replicas whose simulated p%2 meets every limit, every time taken at the slow (P90) end of its range.</source>
        <translation>Diese Schätzung bemisst jeden Kandidaten; die %1 günstigsten werden dann erneut von der Serving-Simulation bemessen (der Scheduler der Engine Iteration für Iteration, Chunked Prefill gemischt mit Decode, bei dieser Rate mit Poisson-Ankünften): die wenigsten Replikate, deren simuliertes p%2 jede Grenze einhält, jede Zeit am langsamen (P90-)Ende ihrer Spanne genommen.</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="245"/>
        <source>That estimate sizes every candidate; the %1 cheapest are then sized again by the serving simulation (the engine&apos;s scheduler iteration by iteration, chunked prefill mixed with decode, at this rate with Poisson arrivals), fewest replicas whose simulated p%2 meets every limit.</source>
        <translation>Diese Schätzung bemisst jeden Kandidaten; die %1 günstigsten werden dann erneut von der Serving-Simulation bemessen (der Scheduler der Engine Iteration für Iteration, Chunked Prefill gemischt mit Decode, bei dieser Rate mit Poisson-Ankünften): die wenigsten Replikate, deren simuliertes p%2 jede Grenze einhält.</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="252"/>
        <source>Costs are the fleet&apos;s owned cost per hour spread over the required output tokens at %1 % utilisation.</source>
        <translation>Die Kosten sind die Eigentumskosten der Flotte pro Stunde, verteilt auf die geforderten Ausgabe-Tokens bei %1 % Auslastung.</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="255"/>
        <source>Costs are the fleet&apos;s cloud cost per hour spread over the required output tokens at %1 % utilisation.</source>
        <translation>Die Kosten sind die Cloud-Kosten der Flotte pro Stunde, verteilt auf die geforderten Ausgabe-Tokens bei %1 % Auslastung.</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="260"/>
        <source>An engine that batches statically (a new batch when the last has ended) is estimated otherwise: each replica is fed in turn, a request waits for the rest of the running batch when the replica is busy, and the batch holds what arrives while one runs.</source>
        <translation>Eine Engine mit statischen Batches (ein neuer Batch erst, wenn der letzte beendet ist) wird anders geschätzt: Jede Replik wird der Reihe nach beschickt, eine Anfrage wartet bei belegter Replik auf den Rest des laufenden Batches, und der Batch fasst, was während eines Laufs eintrifft.</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="267"/>
        <source>Offloaded plans keep the estimate: the simulation does not model host memory.</source>
        <translation>Ausgelagerte Pläne behalten die Schätzung: Die Simulation bildet den Host-Speicher nicht ab.</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="271"/>
        <source>Prefill-pool splits of the cheapest simulated plans are sized by the simulation, which models the pool.</source>
        <translation>Prefill-Pool-Aufteilungen der günstigsten simulierten Pläne bemisst die Simulation, die den Pool abbildet.</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="274"/>
        <source>A prefill pool is tried only with a first-token limit.</source>
        <translation>Ein Prefill-Pool wird nur mit einer Grenze für das erste Token versucht.</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="283"/>
        <source>does not fit in memory</source>
        <translation>passt nicht in den Speicher</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="286"/>
        <source>no price for the chosen pricing</source>
        <translation>kein Preis für die gewählte Preisbasis</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="289"/>
        <source>too slow per token</source>
        <translation>zu langsam pro Token</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="292"/>
        <source>first token too late</source>
        <translation>erstes Token zu spät</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="295"/>
        <source>answer too late</source>
        <translation>Antwort zu spät</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="298"/>
        <source>needs more GPUs than allowed</source>
        <translation>braucht mehr GPUs als erlaubt</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="301"/>
        <source>misses the deadline</source>
        <translation>verfehlt die Frist</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="304"/>
        <source>over the cost ceiling</source>
        <translation>über der Kostenobergrenze</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="307"/>
        <source>over budget</source>
        <translation>über dem Budget</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="310"/>
        <source>disaggregated: not cheaper than co-located</source>
        <translation>disaggregiert: nicht günstiger als gemeinsam</translation>
    </message>
    <message>
        <location filename="../ui/plan_words.cpp" line="313"/>
        <source>dearer than the simulated plans</source>
        <translation>teurer als die simulierten Pläne</translation>
    </message>
</context>
<context>
    <name>ProblemText</name>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="187"/>
        <source>whole numbers %1 to %2</source>
        <translation>ganze Zahlen von %1 bis %2</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="189"/>
        <source>more than %1, at most %2</source>
        <translation>mehr als %1, höchstens %2</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="194"/>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="203"/>
        <source>%1: %2 is out of range (allowed: %3).</source>
        <translation>%1: %2 liegt außerhalb des Bereichs (erlaubt: %3).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="206"/>
        <source>%1: %2 is not a whole number (allowed: %3).</source>
        <translation>%1: %2 ist keine ganze Zahl (erlaubt: %3).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="209"/>
        <source>%1: has the wrong type, %2 (allowed: %3).</source>
        <translation>%1: hat den falschen Typ, %2 (erlaubt: %3).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="212"/>
        <source>%1: &quot;%2&quot; is not known (allowed: %3).</source>
        <translation>%1: „%2“ ist nicht bekannt (erlaubt: %3).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="215"/>
        <source>%1: unknown field (allowed: %2).</source>
        <translation>%1: unbekanntes Feld (erlaubt: %2).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="228"/>
        <source>%1: is required (allowed: %2).</source>
        <translation>%1: ist erforderlich (erlaubt: %2).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="230"/>
        <source>%1: tensor parallel %2 is more than its GPUs (allowed: %3).</source>
        <translation>%1: Tensor-Parallelität %2 ist größer als die Zahl seiner GPUs (erlaubt: %3).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="233"/>
        <source>%1: %2 GPUs cannot be split into groups of tensor parallel × pipeline parallel GPUs (allowed: %3).</source>
        <translation>%1: %2 GPUs lassen sich nicht in Gruppen von Tensor-parallel × Pipeline-parallel GPUs aufteilen (erlaubt: %3).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="237"/>
        <source>%1: data parallel %2 times tensor and pipeline parallel is not the GPU count (allowed: %3).</source>
        <translation>%1: Datenparallelität %2 mal Tensor- und Pipeline-Parallelität ergibt nicht die GPU-Anzahl (erlaubt: %3).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="241"/>
        <source>%1: a global batch of %2 is less than one micro-batch per data-parallel replica (allowed: %3).</source>
        <translation>%1: Ein globaler Batch von %2 ist kleiner als ein Micro-Batch pro datenparallelem Replikat (erlaubt: %3).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="245"/>
        <source>%1: %2 KV heads do not divide the query heads (allowed: %3).</source>
        <translation>%1: %2 KV-Heads teilen die Query-Heads nicht (erlaubt: %3).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="248"/>
        <source>%1: %2 does not divide the attention heads (allowed: %3).</source>
        <translation>%1: %2 teilt die Attention-Heads nicht (erlaubt: %3).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="251"/>
        <source>%1: %2 pipeline stages are more than the layers (allowed: %3).</source>
        <translation>%1: %2 Pipeline-Stufen sind mehr als die Schichten (erlaubt: %3).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="266"/>
        <source>%1: the engine &quot;%2&quot; does not run on every GPU shown (allowed: %3).</source>
        <translation>%1: Die Engine „%2“ läuft nicht auf jeder gezeigten GPU (erlaubt: %3).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="270"/>
        <source>%1: the engine &quot;%2&quot; does not do this mode (allowed: %3).</source>
        <translation>%1: Die Engine „%2“ beherrscht diesen Modus nicht (erlaubt: %3).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="254"/>
        <source>%1: %2 active experts are more than the experts (allowed: %3).</source>
        <translation>%1: %2 aktive Experten sind mehr als die Experten (erlaubt: %3).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="39"/>
        <source>%1: cannot be opened for reading (no such file).</source>
        <translation>%1: kann nicht zum Lesen geöffnet werden (keine solche Datei).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="41"/>
        <source>%1: is not a regular file.</source>
        <translation>%1: ist keine reguläre Datei.</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="43"/>
        <source>%1: cannot be opened for reading.</source>
        <translation>%1: kann nicht zum Lesen geöffnet werden.</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="46"/>
        <source>%1: is more than %2 bytes (allowed: at most %2 bytes).</source>
        <translation>%1: ist größer als %2 Bytes (erlaubt: höchstens %2 Bytes).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="48"/>
        <source>%1: is %2 bytes, too large (allowed: at most %3 bytes).</source>
        <translation>%1: ist %2 Bytes groß, zu groß (erlaubt: höchstens %3 Bytes).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="51"/>
        <source>%1: not valid JSON: a syntax error on line %2, column %3 (allowed: one JSON object in UTF-8 text).</source>
        <translation>%1: kein gültiges JSON: Syntaxfehler in Zeile %2, Spalte %3 (erlaubt: ein JSON-Objekt in UTF-8-Text).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="55"/>
        <source>%1: not valid JSON: the text ends early, on line %2, column %3 (allowed: one JSON object in UTF-8 text).</source>
        <translation>%1: kein gültiges JSON: Der Text endet vorzeitig, in Zeile %2, Spalte %3 (erlaubt: ein JSON-Objekt in UTF-8-Text).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="59"/>
        <source>%1: not valid JSON: a number is beyond the range of a double (allowed: finite numbers).</source>
        <translation>%1: kein gültiges JSON: Eine Zahl liegt außerhalb des Bereichs eines double (erlaubt: endliche Zahlen).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="63"/>
        <source>%1: nested more than %2 levels deep (allowed: up to %2).</source>
        <translation>%1: mehr als %2 Ebenen tief verschachtelt (erlaubt: bis zu %2).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="66"/>
        <source>%1: the key &quot;%2&quot; appears twice in one object (allowed: each key once).</source>
        <translation>%1: Der Schlüssel „%2“ kommt in einem Objekt zweimal vor (erlaubt: jeder Schlüssel einmal).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="70"/>
        <source>%1: a quoted field opened on line %2 is never closed (allowed: &quot;...&quot; around a field, &quot;&quot; for a quote inside it).</source>
        <translation>%1: Ein in Zeile %2 geöffnetes Feld in Anführungszeichen wird nie geschlossen (erlaubt: &quot;...&quot; um ein Feld, &quot;&quot; für ein Anführungszeichen darin).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="74"/>
        <source>%1: is more than %2 bytes long (allowed: rows of up to %2 bytes).</source>
        <translation>%1: ist länger als %2 Bytes (erlaubt: Zeilen mit bis zu %2 Bytes).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="77"/>
        <source>%1: has more than %2 fields (allowed: up to %2 fields a row).</source>
        <translation>%1: hat mehr als %2 Felder (erlaubt: bis zu %2 Felder pro Zeile).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="80"/>
        <source>%1: has more than %2 rows (allowed: up to %2 rows, the header included).</source>
        <translation>%1: hat mehr als %2 Zeilen (erlaubt: bis zu %2 Zeilen einschließlich der Kopfzeile).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="84"/>
        <source>%1: %2 needs a mixture-of-experts model (allowed: 1 for a dense model).</source>
        <translation>%1: %2 braucht ein Mixture-of-Experts-Modell (erlaubt: 1 für ein dichtes Modell).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="88"/>
        <source>%1: %2 does not divide the tensor parallel %3 (allowed: a divisor of %3).</source>
        <translation>%1: %2 teilt die Tensor-Parallelität %3 nicht (erlaubt: ein Teiler von %3).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="92"/>
        <source>%1: data-parallel attention needs a mixture-of-experts model with its experts spread over the whole tensor-parallel group (allowed: off, or expert parallel equal to the tensor parallel %2).</source>
        <translation>%1: Datenparallele Attention braucht ein Mixture-of-Experts-Modell, dessen Experten über die ganze Tensor-Parallel-Gruppe verteilt sind (erlaubt: aus, oder Expert-Parallelität gleich der Tensor-Parallelität %2).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="97"/>
        <source>%1: no network cannot join the %2 nodes that %3 GPUs fill at %4 GPUs per node (allowed: %5).</source>
        <translation>%1: ohne Netzwerk lassen sich die %2 Knoten nicht verbinden, die %3 GPUs bei %4 GPUs je Knoten füllen (erlaubt: %5).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="101"/>
        <source>%1: cannot be combined with a preset or a parameter count (allowed: %2).</source>
        <translation>%1: lässt sich nicht mit einer Vorlage oder einer Parameterzahl kombinieren (erlaubt: %2).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="105"/>
        <source>%1: has %2 configurations (allowed: at most %3).</source>
        <translation>%1: hat %2 Konfigurationen (erlaubt: höchstens %3).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="108"/>
        <source>%1: is required to plan (allowed: an object, see &quot;Plans&quot; in the scenario format).</source>
        <translation>%1: ist zum Planen erforderlich (erlaubt: ein Objekt, siehe „Plans“ im Szenarioformat).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="112"/>
        <source>%1: a serving plan needs a load (allowed: requests_per_s or tokens_per_s).</source>
        <translation>%1: Ein Serving-Plan braucht eine Last (erlaubt: requests_per_s oder tokens_per_s).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="116"/>
        <source>%1: a training plan needs a limit (allowed: deadline_s or budget_usd).</source>
        <translation>%1: Ein Trainingsplan braucht eine Grenze (erlaubt: deadline_s oder budget_usd).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="120"/>
        <source>%1: leaves no GPU to search (allowed: catalogue ids: %2).</source>
        <translation>%1: lässt keine GPU zum Durchsuchen übrig (erlaubt: Katalog-IDs: %2).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="124"/>
        <source>%1: leaves no engine to search (allowed: engines that train; workload.engine when the list is empty).</source>
        <translation>%1: lässt keine Engine zum Durchsuchen übrig (erlaubt: Engines, die trainieren; workload.engine, wenn die Liste leer ist).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="127"/>
        <source>%1: leaves no engine to search (allowed: engines that serve).</source>
        <translation>%1: lässt keine Engine zum Durchsuchen übrig (erlaubt: Engines, die Inferenz bedienen).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="131"/>
        <source>%1: no engine searched runs %2 (allowed: the formats of the engines searched: %3).</source>
        <translation>%1: keine der durchsuchten Engines führt %2 aus (erlaubt: die Formate der durchsuchten Engines: %3).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="135"/>
        <source>%1: has no &quot;generic&quot; profile.</source>
        <translation>%1: hat kein „generic“-Profil.</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="137"/>
        <source>%1: cannot tell which catalogue model &quot;%2&quot; is (allowed: one of %3).</source>
        <translation>%1: Es ist nicht erkennbar, welches Katalogmodell „%2“ ist (erlaubt: eines von %3).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="141"/>
        <source>%1: cannot tell which catalogue GPU &quot;%2&quot; is (allowed: one of %3).</source>
        <translation>%1: Es ist nicht erkennbar, welche Katalog-GPU „%2“ ist (erlaubt: eine von %3).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="145"/>
        <source>%1: holds no measurement to fit to.</source>
        <translation>%1: enthält keine Messung, an die angepasst werden kann.</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="147"/>
        <source>%1: is empty (allowed: a CSV with a header row, or JSON).</source>
        <translation>%1: ist leer (erlaubt: eine CSV mit Kopfzeile oder JSON).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="149"/>
        <source>%1: holds no usable measurement (allowed: at least one row with a known metric and a value above 0).</source>
        <translation>%1: enthält keine verwendbare Messung (erlaubt: mindestens eine Zeile mit einer bekannten Metrik und einem Wert über 0).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="153"/>
        <source>%1: holds no rows (allowed: a CSV with a header row).</source>
        <translation>%1: enthält keine Zeilen (erlaubt: eine CSV mit Kopfzeile).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="155"/>
        <source>%1: has %2 fields, the header %3 (allowed: as many fields as the header has columns).</source>
        <translation>%1: hat %2 Felder, die Kopfzeile %3 (erlaubt: so viele Felder, wie die Kopfzeile Spalten hat).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="160"/>
        <source>%1: has more than %2 tests (allowed: up to %2).</source>
        <translation>%1: hat mehr als %2 Tests (erlaubt: bis zu %2).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="162"/>
        <source>%1: has %2 tests (allowed: up to %3).</source>
        <translation>%1: hat %2 Tests (erlaubt: bis zu %3).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="165"/>
        <source>%1: has neither median_tpot_ms nor median_ttft_ms above 0 (allowed: the result JSON of vLLM&apos;s serving benchmark).</source>
        <translation>%1: hat weder median_tpot_ms noch median_ttft_ms über 0 (erlaubt: das Ergebnis-JSON des Serving-Benchmarks von vLLM).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="169"/>
        <source>%1: is neither a llama-bench test nor a vLLM benchmark result (allowed: a llama-bench test with avg_ts, or vLLM&apos;s result with median_tpot_ms).</source>
        <translation>%1: ist weder ein llama-bench-Test noch ein vLLM-Benchmark-Ergebnis (erlaubt: ein llama-bench-Test mit avg_ts oder das Ergebnis von vLLM mit median_tpot_ms).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="222"/>
        <source>%1: model_type &quot;%2&quot; is not one this reader knows and the config lacks %3 (allowed: a config with hidden_size, num_hidden_layers, num_attention_heads, intermediate_size and vocab_size, or a model_type of %4).</source>
        <translation>%1: model_type „%2“ kennt dieser Leser nicht, und der Config fehlt %3 (erlaubt: eine Config mit hidden_size, num_hidden_layers, num_attention_heads, intermediate_size und vocab_size oder ein model_type aus %4).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="257"/>
        <source>%1: prompt and output tokens together must be at least 1 (allowed: %2).</source>
        <translation>%1: Prompt- und Ausgabe-Tokens zusammen müssen mindestens 1 sein (erlaubt: %2).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="261"/>
        <source>%1: a full fine-tune cannot update weights stored in fewer than 8 bits; train adapters (LoRA fraction above 0) or choose 8-bit or wider weights (allowed: %2).</source>
        <translation>%1: Ein vollständiges Fine-Tuning kann keine Gewichte mit weniger als 8 Bit aktualisieren; trainieren Sie Adapter (LoRA-Anteil über 0) oder wählen Sie Gewichte mit 8 Bit oder mehr (erlaubt: %2).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="273"/>
        <source>%1: the engine &quot;%2&quot; does not run %3 weights (allowed with it: %4).</source>
        <translation>%1: Die Engine „%2“ führt keine %3-Gewichte aus (erlaubt mit ihr: %4).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="277"/>
        <source>%1: the engine &quot;%2&quot; splits a replica over at most %3 GPUs, not %4 (allowed with it: %5).</source>
        <translation>%1: Die Engine „%2“ verteilt ein Replikat auf höchstens %3 GPUs, nicht %4 (erlaubt mit ihr: %5).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="281"/>
        <source>%1: a prompt and an answer of %2 tokens together are longer than the model&apos;s context of %3 tokens: the model cannot take them in one sequence, though the numbers are worked out as asked (allowed: %4).</source>
        <translation>%1: Prompt und Antwort mit zusammen %2 Tokens sind länger als der Kontext des Modells von %3 Tokens: Das Modell kann sie nicht in einer Sequenz verarbeiten, die Zahlen werden dennoch wie gewünscht berechnet (erlaubt: %4).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="287"/>
        <source>%1: &quot;%2&quot; is listed twice (allowed: each once).</source>
        <translation>%1: &quot;%2&quot; ist doppelt aufgeführt (erlaubt: jedes einmal).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="290"/>
        <source>%1: is false and so is serves: a profile must serve or train (allowed: true where serves is false).</source>
        <translation>%1: ist false, und serves ebenfalls: ein Profil muss bedienen oder trainieren (erlaubt: true, wenn serves false ist).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="294"/>
        <source>%1: %2 shares one unified memory with its CPU: there is no host memory to offload to (allowed: no offload on this GPU).</source>
        <translation>%1: %2 teilt einen gemeinsamen Speicher mit seiner CPU: es gibt keinen Hostspeicher zum Auslagern (erlaubt: keine Auslagerung auf dieser GPU).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="298"/>
        <source>%1: %2 and %3 cannot both be given (allowed: one of the two).</source>
        <translation>%1: %2 und %3 können nicht beide angegeben werden (erlaubt: eines von beiden).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="301"/>
        <source>%1: applies only when %2 is &quot;%3&quot; (allowed: with %2 &quot;%3&quot;).</source>
        <translation>%1: gilt nur, wenn %2 &quot;%3&quot; ist (erlaubt: mit %2 &quot;%3&quot;).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="304"/>
        <source>%1: %2 does not divide the draft model&apos;s %3 attention heads (allowed: a divisor of %3).</source>
        <translation>%1: %2 teilt die %3 Attention-Köpfe des Entwurfsmodells nicht (erlaubt: ein Teiler von %3).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="308"/>
        <source>%1: describes layers of a kind Ridgeline does not model (state-space or linear attention) for model_type &quot;%2&quot; (allowed: attention layers, full, windowed or chunked, with dense or expert MLPs; the model_types %3).</source>
        <translation>%1: beschreibt Schichten einer Art, die Ridgeline nicht modelliert (Zustandsraum- oder lineare Attention), für model_type &quot;%2&quot; (erlaubt: Attention-Schichten, voll, mit Fenster oder in Blöcken, mit dichten oder Experten-MLPs; die model_types %3).</translation>
    </message>
    <message>
        <location filename="../ui/model/problem_text.cpp" line="314"/>
        <source>%1: names %2 experts that this reader cannot place for model_type &quot;%3&quot; (allowed: the expert keys of the model_types %4).</source>
        <translation>%1: nennt %2 Experten, die dieser Leser für model_type &quot;%3&quot; nicht zuordnen kann (erlaubt: die Experten-Schlüssel der model_types %4).</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <location filename="../ui/export/report.cpp" line="120"/>
        <source>the PDF writer could not start</source>
        <translation>der PDF-Writer konnte nicht starten</translation>
    </message>
    <message>
        <location filename="../ui/export/report.cpp" line="132"/>
        <location filename="../ui/export/report.cpp" line="137"/>
        <location filename="../ui/export/report.cpp" line="146"/>
        <source>could not start page %1</source>
        <translation>Seite %1 konnte nicht begonnen werden</translation>
    </message>
    <message>
        <location filename="../ui/export/report.cpp" line="219"/>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <location filename="../ui/export/html_report.cpp" line="92"/>
        <location filename="../ui/export/report.cpp" line="243"/>
        <source>Ridgeline report: %1</source>
        <translation>Ridgeline-Bericht: %1</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="24"/>
        <source>Training time</source>
        <translation>Trainingsdauer</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="26"/>
        <location filename="../ui/export/report_html.cpp" line="99"/>
        <source>GPU-hours</source>
        <translation>GPU-Stunden</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="28"/>
        <location filename="../ui/export/report_html.cpp" line="55"/>
        <source>Cost, cloud</source>
        <translation>Kosten, Cloud</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="30"/>
        <location filename="../ui/export/report_html.cpp" line="53"/>
        <source>Cost, owned</source>
        <translation>Kosten, eigen</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="32"/>
        <location filename="../ui/export/report_html.cpp" line="41"/>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="34"/>
        <source>Step time (modelled)</source>
        <translation>Schrittzeit (modelliert)</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="35"/>
        <source>Scaling efficiency</source>
        <translation>Skalierungseffizienz</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="38"/>
        <source>GPUs for the deadline</source>
        <translation>GPUs für die Frist</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="43"/>
        <source>Per-user speed</source>
        <translation>Geschwindigkeit pro Nutzer</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="46"/>
        <source>Time to first token</source>
        <translation>Zeit bis zum ersten Token</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="48"/>
        <source>Time per token</source>
        <translation>Zeit pro Token</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="50"/>
        <source>Request latency</source>
        <translation>Anfragelatenz</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="209"/>
        <source>Decode</source>
        <translation>Decode</translation>
    </message>
    <message>
        <source>Intensity vs effective ridge</source>
        <translation type="vanished">Intensität vs. effektiver Knickpunkt</translation>
    </message>
    <message>
        <source>%1 vs %2 (datasheet ridge %3)</source>
        <translation type="vanished">%1 vs. %2 (Datenblatt-Knickpunkt %3)</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="58"/>
        <source>Speculative decoding</source>
        <translation>Spekulatives Decoding</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="59"/>
        <source>%1 tokens a step, draft %2 + verify %3, %4× plain decode</source>
        <translation>%1 Tokens pro Schritt, Entwurf %2 + Verifikation %3, %4× einfaches Decoding</translation>
    </message>
    <message>
        <location filename="../ui/export/report_captions.cpp" line="18"/>
        <location filename="../ui/export/report_html.cpp" line="63"/>
        <source>Memory per GPU</source>
        <translation>Speicher pro GPU</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="64"/>
        <location filename="../ui/export/report_html.cpp" line="97"/>
        <source>Fits</source>
        <translation>Passt</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="66"/>
        <source>Max batch</source>
        <translation>Max. Batch</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="68"/>
        <source>Break-even, owned</source>
        <translation>Break-even, eigen</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="69"/>
        <source>%1 months</source>
        <translation>%1 Monate</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="97"/>
        <location filename="../ui/export/report_html.cpp" line="239"/>
        <source>GPU option</source>
        <translation>GPU-Option</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="97"/>
        <source>Memory / GPU</source>
        <translation>Speicher / GPU</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="99"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="99"/>
        <source>Cloud cost</source>
        <translation>Cloud-Kosten</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="100"/>
        <source>Owned cost</source>
        <translation>Eigene Kosten</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="102"/>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="102"/>
        <source>Per user</source>
        <translation>Pro Nutzer</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="102"/>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="103"/>
        <source>$/1M owned</source>
        <translation>$/1 Mio. eigen</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="103"/>
        <source>$/1M cloud</source>
        <translation>$/1 Mio. Cloud</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="108"/>
        <location filename="../ui/export/report_parts.cpp" line="74"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="109"/>
        <source>needs %1</source>
        <translation>braucht %1</translation>
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
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="128"/>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="130"/>
        <source>Active parameters</source>
        <translation>Aktive Parameter</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="131"/>
        <source>Experts</source>
        <translation>Experten</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="132"/>
        <source>%1, %2 active per token</source>
        <translation>%1, %2 aktiv pro Token</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="133"/>
        <source>Layers × hidden</source>
        <translation>Schichten × Breite</translation>
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
        <translation>Attention-Heads</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="134"/>
        <source>%1 query, %2 KV (%3), head dim %4</source>
        <translation>%1 Query, %2 KV (%3), Head-Dimension %4</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="139"/>
        <source>MLP</source>
        <translation>MLP</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="140"/>
        <source>%1, FFN %2</source>
        <translation>%1, FFN %2</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="141"/>
        <source>gated (SwiGLU)</source>
        <translation>gated (SwiGLU)</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="141"/>
        <source>plain</source>
        <translation>einfach</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="143"/>
        <source>Vocabulary</source>
        <translation>Vokabular</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="143"/>
        <source>%1%2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="144"/>
        <source>, tied</source>
        <translation>, gebunden</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="149"/>
        <source>%1 (%2 bits)</source>
        <translation>%1 (%2 Bit)</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="155"/>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="155"/>
        <location filename="../ui/export/report_parts.cpp" line="106"/>
        <source>training</source>
        <translation>Training</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="155"/>
        <source>inference</source>
        <translation>Inferenz</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="157"/>
        <source>Batch per replica</source>
        <translation>Batch pro Replikat</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="158"/>
        <source>Prompt + output</source>
        <translation>Prompt + Ausgabe</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="159"/>
        <source>%1 + %2 tokens</source>
        <translation>%1 + %2 Tokens</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="160"/>
        <source>Tensor parallel</source>
        <translation>Tensor-Parallelität</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="161"/>
        <source>Replicas</source>
        <translation>Replikate</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="162"/>
        <source>Usable VRAM</source>
        <translation>Nutzbarer VRAM</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="163"/>
        <source>Runtime overhead</source>
        <translation>Laufzeit-Overhead</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="164"/>
        <location filename="../ui/export/report_html.cpp" line="263"/>
        <source>%1 per GPU</source>
        <translation>%1 pro GPU</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="166"/>
        <source>Prefill chunk</source>
        <translation>Prefill-Chunk</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="166"/>
        <location filename="../ui/export/report_html.cpp" line="174"/>
        <location filename="../ui/export/report_html.cpp" line="175"/>
        <source>%1 tokens</source>
        <translation>%1 Tokens</translation>
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
        <translation>8-Bit-Adam</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="170"/>
        <location filename="../ui/export/report_html.cpp" line="171"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="171"/>
        <source>selective</source>
        <translation>selektiv</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="171"/>
        <source>full</source>
        <translation>vollständig</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="174"/>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="175"/>
        <source>Sequence</source>
        <translation>Sequenz</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="176"/>
        <source>Micro / global batch</source>
        <translation>Micro- / globaler Batch</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="177"/>
        <source>%1 / %2 sequences</source>
        <translation>%1 / %2 Sequenzen</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="178"/>
        <source>Parallelism</source>
        <translation>Parallelität</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="178"/>
        <source>DP %1, TP %2, PP %3</source>
        <translation>DP %1, TP %2, PP %3</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="182"/>
        <source>Optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="183"/>
        <source>ZeRO stage</source>
        <translation>ZeRO-Stufe</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="184"/>
        <source>Recompute</source>
        <translation>Neuberechnung</translation>
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
        <translation>Frist</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="190"/>
        <source>Time basis</source>
        <translation>Zeitbasis</translation>
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
        <translation>modellierter Schritt</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="197"/>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <location filename="../ui/export/report_captions.cpp" line="23"/>
        <location filename="../ui/export/report_html.cpp" line="199"/>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="200"/>
        <source>Compute</source>
        <translation>Rechnen</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="204"/>
        <source>Gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="205"/>
        <source>Master weights</source>
        <translation>Master-Gewichte</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="212"/>
        <location filename="../ui/export/report_html.cpp" line="316"/>
        <location filename="../ui/export/report_html.cpp" line="321"/>
        <location filename="../ui/export/report_html.cpp" line="326"/>
        <source>set by user</source>
        <translation>vom Nutzer gesetzt</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="212"/>
        <source>engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="216"/>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="217"/>
        <source>Memory η_m</source>
        <translation>Speicher η_m</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="218"/>
        <location filename="../ui/export/report_html.cpp" line="220"/>
        <location filename="../ui/export/report_html.cpp" line="222"/>
        <location filename="../ui/export/report_html.cpp" line="226"/>
        <location filename="../ui/export/report_parts.cpp" line="161"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="219"/>
        <source>Compute η_c</source>
        <translation>Rechnen η_c</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="225"/>
        <source>Step overhead</source>
        <translation>Schritt-Overhead</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="229"/>
        <source>Fit error</source>
        <translation>Anpassungsfehler</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export/report_html.cpp" line="230"/>
        <source>%1 % MAPE over %n measurement(s)</source>
        <translation>
            <numerusform>%1 % MAPE über %n Messung</numerusform>
            <numerusform>%1 % MAPE über %n Messungen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="239"/>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="240"/>
        <source>Bandwidth</source>
        <translation>Bandbreite</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="240"/>
        <source>Peak %1</source>
        <translation>Spitze %1</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="241"/>
        <source>Interconnect</source>
        <translation>Interconnect</translation>
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
        <translation>Katalog mit Stand %1 (seine neueste Angabe)</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="450"/>
        <source>How each summary figure for %1 follows from the inputs: the formula, then the same formula with this scenario&apos;s values. Memory in %2, bandwidth and bytes moved in decimal units.</source>
        <translation>Wie jede Kennzahl der Zusammenfassung für %1 aus den Eingaben folgt: die Formel, dann dieselbe Formel mit den Werten dieses Szenarios. Speicher in %2, Bandbreite und bewegte Bytes in Dezimaleinheiten.</translation>
    </message>
    <message>
        <source>%1 GiB %2</source>
        <translation type="vanished">%1 GiB %2</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="250"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="252"/>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="262"/>
        <source>GPU price</source>
        <translation>GPU-Preis</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="263"/>
        <location filename="../ui/export/report_html.cpp" line="265"/>
        <source>not known</source>
        <translation>nicht bekannt</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="264"/>
        <source>Cloud rate</source>
        <translation>Cloud-Preis</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="264"/>
        <source>%1 per GPU-hour</source>
        <translation>%1 pro GPU-Stunde</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="266"/>
        <source>Server overhead</source>
        <translation>Server-Zusatzkosten</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="268"/>
        <source>none: the catalogue&apos;s servers</source>
        <translation>keiner: die Server des Katalogs</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="269"/>
        <source>Utilization</source>
        <translation>Auslastung</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="270"/>
        <source>Lifetime</source>
        <translation>Lebensdauer</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="270"/>
        <source>%1 years</source>
        <translation>%1 Jahre</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="271"/>
        <source>Electricity</source>
        <translation>Strom</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="272"/>
        <source>%1 per kWh, PUE %2</source>
        <translation>%1 pro kWh, PUE %2</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="273"/>
        <source>Maintenance</source>
        <translation>Wartung</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="274"/>
        <source>%1 of capital per year</source>
        <translation>%1 des Kapitals pro Jahr</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="279"/>
        <source>%1 per hour</source>
        <translation>%1 pro Stunde</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="281"/>
        <source>Capital cost</source>
        <translation>Kapitalkosten</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="282"/>
        <source>Owned</source>
        <translation>Eigen</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="283"/>
        <source>of which power</source>
        <translation>davon Strom</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="284"/>
        <source>Cloud</source>
        <translation>Cloud</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="285"/>
        <source>Servers</source>
        <translation>Server</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="286"/>
        <source>%1 whole, %2 without GPUs</source>
        <translation>%1 ganze, %2 ohne GPUs</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="288"/>
        <source>Power draw</source>
        <translation>Leistungsaufnahme</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="289"/>
        <source>%1 W, GPUs and servers</source>
        <translation>%1 W, GPUs und Server</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="291"/>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="291"/>
        <source>%1 J per output token, %2 tokens/s per MW</source>
        <translation>%1 J je Ausgabe-Token, %2 Tokens/s je MW</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="295"/>
        <source>Break-even</source>
        <translation>Break-even</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="296"/>
        <source>%1 hours of use</source>
        <translation>%1 Nutzungsstunden</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="306"/>
        <source>not given</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="313"/>
        <source>%1 specifications</source>
        <translation>%1 Spezifikationen</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="316"/>
        <location filename="../ui/export/report_html.cpp" line="318"/>
        <source>%1 price</source>
        <translation>%1 Preis</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="321"/>
        <location filename="../ui/export/report_html.cpp" line="323"/>
        <source>%1 cloud rate</source>
        <translation>%1 Cloud-Preis</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="326"/>
        <location filename="../ui/export/report_html.cpp" line="328"/>
        <source>%1 server</source>
        <translation>%1 Server</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="330"/>
        <source>Engine profile %1</source>
        <translation>Engine-Profil %1</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="333"/>
        <source>%1 architecture</source>
        <translation>%1 Architektur</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="391"/>
        <source>GPU SIZING REPORT · TRAINING</source>
        <translation>GPU-DIMENSIONIERUNGSBERICHT · TRAINING</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="392"/>
        <source>GPU SIZING REPORT · INFERENCE</source>
        <translation>GPU-DIMENSIONIERUNGSBERICHT · INFERENZ</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="396"/>
        <source>Scenario name: %1</source>
        <translation>Szenarioname: %1</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="399"/>
        <source>%1 on %2 · %3 · Ridgeline %4</source>
        <translation>%1 auf %2 · %3 · Ridgeline %4</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="405"/>
        <source>No results to report.</source>
        <translation>Keine Ergebnisse für den Bericht.</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="409"/>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="411"/>
        <source>%1 on %2. Figures are modelled from datasheet peaks and the engine&apos;s fitted efficiencies; see the formulas at the end for every number used.</source>
        <translation>%1 auf %2. Die Werte sind aus Datenblatt-Spitzenwerten und den angepassten Effizienzen der Engine modelliert; jede verwendete Zahl steht in den Formeln am Ende.</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="419"/>
        <source>GPU options compared</source>
        <translation>Verglichene GPU-Optionen</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="422"/>
        <source>Each option runs the same workload; the bold row is the one the summary describes.</source>
        <translation>Jede Option führt dieselbe Arbeitslast aus; die fette Zeile ist die, die die Zusammenfassung beschreibt.</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="426"/>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="428"/>
        <source>Workload</source>
        <translation>Arbeitslast</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="429"/>
        <source>Number formats</source>
        <translation>Zahlenformate</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="429"/>
        <source>Efficiency</source>
        <translation>Effizienz</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="431"/>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="434"/>
        <source>Economics</source>
        <translation>Wirtschaftlichkeit</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="434"/>
        <source>Running costs</source>
        <translation>Betriebskosten</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="436"/>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="443"/>
        <source>Formulas and numbers</source>
        <translation>Formeln und Zahlen</translation>
    </message>
    <message>
        <source>How each summary figure for %1 follows from the inputs: the formula, then the same formula with this scenario&apos;s values. Memory in GiB, bandwidth and bytes moved in decimal units.</source>
        <translation type="vanished">Wie jede Kennzahl der Zusammenfassung für %1 aus den Eingaben folgt: die Formel, dann dieselbe Formel mit den Werten dieses Szenarios. Speicher in GiB, Bandbreite und bewegte Bytes in Dezimaleinheiten.</translation>
    </message>
    <message>
        <location filename="../ui/export/report_captions.cpp" line="12"/>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <location filename="../ui/export/report_captions.cpp" line="13"/>
        <source>Attainable performance per GPU against arithmetic intensity, both axes logarithmic. Each roof bends at its ridge point; the markers are the modelled operating points of this workload.</source>
        <translation>Erreichbare Leistung pro GPU über der arithmetischen Intensität, beide Achsen logarithmisch. Jedes Dach knickt an seinem Knickpunkt ab; die Markierungen sind die modellierten Arbeitspunkte dieser Arbeitslast.</translation>
    </message>
    <message>
        <location filename="../ui/export/report_captions.cpp" line="19"/>
        <source>What one GPU holds, by component, against its usable VRAM (short line). A bar above the line does not fit.</source>
        <translation>Was eine GPU nach Komponenten hält, gegenüber ihrem nutzbaren VRAM (kurze Linie). Ein Balken über der Linie passt nicht.</translation>
    </message>
    <message>
        <location filename="../ui/export/report_captions.cpp" line="24"/>
        <source>KV cache of one replica against context for batch 1, the current batch and the largest that fits; dashed lines mark the VRAM left for KV cache on each GPU.</source>
        <translation>KV-Cache eines Replikats über dem Kontext für Batch 1, den aktuellen Batch und den größten, der passt; gestrichelte Linien markieren den für den KV-Cache verbleibenden VRAM jeder GPU.</translation>
    </message>
    <message>
        <location filename="../ui/export/report_captions.cpp" line="29"/>
        <source>Scaling</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <location filename="../ui/export/report_captions.cpp" line="30"/>
        <source>Training throughput (tokens/s of all GPUs, solid, left axis) and scaling efficiency (dashed, right axis) against GPU count, both counts logarithmic. The dotted vertical line marks the GPUs of one node: beyond it gradients cross the network.</source>
        <translation>Trainingsdurchsatz (Tokens/s aller GPUs, durchgezogen, linke Achse) und Skalierungseffizienz (gestrichelt, rechte Achse) über der GPU-Anzahl, logarithmisch. Die gepunktete senkrechte Linie markiert die GPUs eines Knotens: Darüber laufen die Gradienten über das Netzwerk.</translation>
    </message>
    <message>
        <location filename="../ui/export/report_captions.cpp" line="36"/>
        <source>Time and cost to train</source>
        <translation>Trainingsdauer und -kosten</translation>
    </message>
    <message>
        <location filename="../ui/export/report_captions.cpp" line="37"/>
        <source>Days to train (dotted, left axis) and the cost of the whole run (right axis), owned (solid) and cloud (dashed), against GPU count; the horizontal line is the deadline when one is set.</source>
        <translation>Trainingstage (gepunktet, linke Achse) und die Kosten des ganzen Laufs (rechte Achse), eigen (durchgezogen) und Cloud (gestrichelt), über der GPU-Anzahl; die waagerechte Linie ist die Frist, wenn eine gesetzt ist.</translation>
    </message>
    <message>
        <location filename="../ui/export/report_captions.cpp" line="42"/>
        <source>Cost per token</source>
        <translation>Kosten pro Token</translation>
    </message>
    <message>
        <location filename="../ui/export/report_captions.cpp" line="43"/>
        <source>Cost per million generated tokens against batch, owned (solid) and cloud (dashed), each curve ending at the largest batch that fits.</source>
        <translation>Kosten pro Million erzeugter Tokens über dem Batch, eigen (durchgezogen) und Cloud (gestrichelt), jede Kurve endet beim größten Batch, der passt.</translation>
    </message>
    <message>
        <location filename="../ui/export/report_captions.cpp" line="48"/>
        <source>Figure %1. %2.</source>
        <translation>Abbildung %1. %2.</translation>
    </message>
    <message>
        <location filename="../ui/export/report_html.cpp" line="479"/>
        <source>Ridgeline %1 · %2</source>
        <translation>Ridgeline %1 · %2</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="27"/>
        <source>custom model</source>
        <translation>eigenes Modell</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="37"/>
        <source>%1 training on %2</source>
        <translation>%1, Training auf %2</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="38"/>
        <source>%1 serving on %2</source>
        <translation>%1, Inferenz auf %2</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="51"/>
        <source>%1× %2</source>
        <translation>%1× %2</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="52"/>
        <source>%1× %2 (TP%3)</source>
        <translation>%1× %2 (TP%3)</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="74"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="82"/>
        <location filename="../ui/export/report_parts.cpp" line="88"/>
        <source>%1 per 1M tokens</source>
        <translation>%1 pro 1 Mio. Tokens</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="100"/>
        <source>In brackets: the P10-P90 range. About 8 of 10 measured runs of setups like this one fall inside it; it comes from how far the engine profile&apos;s predictions were from the measurements it was fitted to (measured / predicted speed %1 to %2 for %3). A setup unlike the measured ones may miss further.</source>
        <translation>In Klammern: der P10–P90-Bereich. Etwa 8 von 10 gemessenen Läufen ähnlicher Aufbauten liegen darin; er ergibt sich daraus, wie weit die Vorhersagen des Engine-Profils von den Messungen abwichen, an die es angepasst wurde (gemessene / vorhergesagte Geschwindigkeit %1 bis %2 für %3). Ein Aufbau, der den gemessenen nicht ähnelt, kann weiter danebenliegen.</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="106"/>
        <source>decode</source>
        <translation>Decode</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="109"/>
        <source>The ranges are widened by ±%1 for the efficiencies set by hand.</source>
        <translation>Die Bereiche sind um ±%1 für die von Hand gesetzten Effizienzen erweitert.</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="159"/>
        <location filename="../ui/export/report_parts.cpp" line="215"/>
        <source>%1 of %2 usable</source>
        <translation>%1 von %2 nutzbar</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="167"/>
        <source>no: host memory too small</source>
        <translation>nein: Hauptspeicher zu klein</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export/report_parts.cpp" line="168"/>
        <source>yes, on %n GPU(s)</source>
        <translation>
            <numerusform>ja, auf %n GPU</numerusform>
            <numerusform>ja, auf %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export/report_parts.cpp" line="169"/>
        <source>no: needs %n GPU(s)</source>
        <translation>
            <numerusform>nein: braucht %n GPU</numerusform>
            <numerusform>nein: braucht %n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="177"/>
        <source>communication-bound</source>
        <translation>kommunikationsgebunden</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="181"/>
        <source>memory-bound</source>
        <translation>speichergebunden</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="189"/>
        <source>%1: exposed communication %2 is its longest part</source>
        <translation>%1: sichtbare Kommunikation %2 ist der längste Teil</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="191"/>
        <source>%1: I %2 %3 the %4 %5</source>
        <translation>%1: I %2 %3 der %4 %5</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="224"/>
        <source>Engine ridge / GPU ridge</source>
        <translation>Engine-Knickpunkt / GPU-Knickpunkt</translation>
    </message>
    <message>
        <source>%1: I %2 %3 its effective ridge %4</source>
        <translation type="vanished">%1: I %2 %3 effektiver Knickpunkt %4</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="203"/>
        <source>Training step</source>
        <translation>Trainingsschritt</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="211"/>
        <source>Prefill</source>
        <translation>Prefill</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="215"/>
        <source>Host memory</source>
        <translation>Hauptspeicher</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="218"/>
        <source>Decode step: GPU + host + PCIe</source>
        <translation>Decode-Schritt: GPU + Host + PCIe</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="219"/>
        <source>%1 + %2 + %3</source>
        <translation>%1 + %2 + %3</translation>
    </message>
    <message>
        <source>Ridge, engine / datasheet</source>
        <translation type="vanished">Knickpunkt, Engine / Datenblatt</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="225"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../ui/export/report_parts.cpp" line="175"/>
        <source>compute-bound</source>
        <translation>rechengebunden</translation>
    </message>
    <message>
        <location filename="../ui/export/report_plan.cpp" line="26"/>
        <source>Plans</source>
        <translation>Pläne</translation>
    </message>
    <message>
        <location filename="../ui/export/report_plan.cpp" line="28"/>
        <source>The cheapest configurations of the catalogue that meet the scenario&apos;s requirements: %1 searched, %2 meet every limit.</source>
        <translation>Die günstigsten Konfigurationen des Katalogs, die die Anforderungen des Szenarios erfüllen: %1 durchsucht, %2 erfüllen jede Grenze.</translation>
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
        <translation>Konfiguration</translation>
    </message>
    <message>
        <location filename="../ui/export/report_plan.cpp" line="35"/>
        <source>Run cost</source>
        <translation>Kosten des Laufs</translation>
    </message>
    <message>
        <location filename="../ui/export/report_plan.cpp" line="35"/>
        <source>Days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <location filename="../ui/export/report_plan.cpp" line="37"/>
        <source>$/1M tokens at the load</source>
        <translation>$/1 Mio. Tokens bei der Last</translation>
    </message>
    <message>
        <location filename="../ui/export/report_plan.cpp" line="37"/>
        <source>$/hour</source>
        <translation>$/Stunde</translation>
    </message>
    <message>
        <location filename="../ui/export/report_plan.cpp" line="38"/>
        <source>Answer, percentile</source>
        <translation>Antwortzeit, Perzentil</translation>
    </message>
    <message>
        <location filename="../ui/export/report_plan.cpp" line="47"/>
        <source>%1, TP %2, PP %3, ZeRO %4, micro-batch %5, %6</source>
        <translation>%1, TP %2, PP %3, ZeRO %4, Micro-Batch %5, %6</translation>
    </message>
    <message>
        <location filename="../ui/export/report_plan.cpp" line="54"/>
        <source>%1, TP %2, batch %3, %4 weights, %5 KV, %6</source>
        <translation>%1, TP %2, Batch %3, %4-Gewichte, %5-KV, %6</translation>
    </message>
    <message>
        <location filename="../ui/export/report_plan.cpp" line="73"/>
        <source>No configuration meets the requirements.</source>
        <translation>Keine Konfiguration erfüllt die Anforderungen.</translation>
    </message>
    <message>
        <location filename="../ui/export/report_plan.cpp" line="80"/>
        <source>Turned down</source>
        <translation>Ausgeschieden</translation>
    </message>
</context>
<context>
    <name>Ridge</name>
    <message>
        <location filename="../ui/ridge_words.cpp" line="8"/>
        <source>GPU ridge</source>
        <translation>GPU-Knickpunkt</translation>
    </message>
    <message>
        <location filename="../ui/ridge_words.cpp" line="12"/>
        <source>engine ridge</source>
        <translation>Engine-Knickpunkt</translation>
    </message>
    <message>
        <location filename="../ui/ridge_words.cpp" line="18"/>
        <source>prefill ridge</source>
        <translation>Prefill-Knickpunkt</translation>
    </message>
    <message>
        <location filename="../ui/ridge_words.cpp" line="20"/>
        <source>step ridge</source>
        <translation>Schritt-Knickpunkt</translation>
    </message>
    <message>
        <location filename="../ui/ridge_words.cpp" line="22"/>
        <source>verify ridge</source>
        <translation>Verify-Knickpunkt</translation>
    </message>
    <message>
        <location filename="../ui/ridge_words.cpp" line="26"/>
        <source>decode ridge</source>
        <translation>Decode-Knickpunkt</translation>
    </message>
</context>
<context>
    <name>ScenarioFile</name>
    <message>
        <location filename="../ui/document/scenario_file.cpp" line="25"/>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/document/scenario_file.cpp" line="28"/>
        <source>%1 is %2 MiB, too large for a scenario (allowed: up to %3 MiB)</source>
        <translation>%1 ist %2 MiB groß, zu groß für ein Szenario (erlaubt: bis %3 MiB)</translation>
    </message>
    <message>
        <location filename="../ui/document/scenario_file.cpp" line="36"/>
        <source>%1 is too large for a scenario</source>
        <translation>%1 ist zu groß für ein Szenario</translation>
    </message>
    <message>
        <location filename="../ui/document/scenario_file.cpp" line="42"/>
        <source>%1 is not a scenario: it is not UTF-8 text (a binary file?)</source>
        <translation>%1 ist kein Szenario: Es ist kein UTF-8-Text (eine Binärdatei?)</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <location filename="../ui/units.cpp" line="116"/>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <location filename="../ui/units.cpp" line="117"/>
        <source>%1 years</source>
        <translation>%1 Jahre</translation>
    </message>
    <message>
        <location filename="../ui/per_dollar.cpp" line="16"/>
        <source>— per %1</source>
        <translation>— pro %1</translation>
    </message>
    <message>
        <location filename="../ui/per_dollar.cpp" line="17"/>
        <source>%1 TB/s, %2 TFLOP/s per %3</source>
        <translation>%1 TB/s, %2 TFLOP/s pro %3</translation>
    </message>
    <message>
        <location filename="../ui/per_dollar.cpp" line="24"/>
        <source>%1 tok/s per $/h</source>
        <translation>%1 tok/s pro $/h</translation>
    </message>
    <message>
        <location filename="../ui/window/units_menu.cpp" line="11"/>
        <source>GB (decimal, 10^9 bytes)</source>
        <translation>GB (dezimal, 10^9 Bytes)</translation>
    </message>
    <message>
        <location filename="../ui/window/units_menu.cpp" line="12"/>
        <source>GiB (binary, 2^30 bytes)</source>
        <translation>GiB (binär, 2^30 Bytes)</translation>
    </message>
    <message>
        <location filename="../ui/window/units_menu.cpp" line="17"/>
        <source>&amp;Units</source>
        <translation>&amp;Einheiten</translation>
    </message>
    <message>
        <location filename="../ui/window/units_menu.cpp" line="19"/>
        <source>How memory sizes are shown on the charts, in the summary, the explanations, the chart CSV files and the report</source>
        <translation>Wie Speichergrößen in den Diagrammen, in der Zusammenfassung, in den Erklärungen, in den CSV-Dateien der Diagramme und im Bericht angezeigt werden</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::ArchitectureEditor</name>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="17"/>
        <source>Architecture</source>
        <translation>Architektur</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="20"/>
        <source>Grouped-query attention for sized models</source>
        <translation>Grouped-Query Attention für skalierte Modelle</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="21"/>
        <source>Gated MLP (SwiGLU)</source>
        <translation>Gated MLP (SwiGLU)</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="31"/>
        <source>Layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="31"/>
        <source>Transformer blocks L</source>
        <translation>Transformer-Blöcke L</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="33"/>
        <source>Hidden size</source>
        <translation>Hidden Size</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="33"/>
        <source>Model width d</source>
        <translation>Modellbreite d</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="34"/>
        <source>Attention heads</source>
        <translation>Attention-Heads</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="34"/>
        <source>Query heads n_h; head dim = hidden / heads</source>
        <translation>Query-Heads n_h; Head-Dimension = Hidden Size / Heads</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="36"/>
        <source>KV heads</source>
        <translation>KV-Heads</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="36"/>
        <source>Key/value heads n_kv: equal to heads is MHA, 1 is MQA, in between GQA</source>
        <translation>Key/Value-Heads n_kv: gleich der Heads ist MHA, 1 ist MQA, dazwischen GQA</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="38"/>
        <source>FFN width</source>
        <translation>FFN-Breite</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="38"/>
        <source>MLP inner width d_ff</source>
        <translation>Innere MLP-Breite d_ff</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="39"/>
        <source>Vocabulary</source>
        <translation>Vokabular</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="39"/>
        <source>Tokens in the vocabulary V</source>
        <translation>Tokens im Vokabular V</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="41"/>
        <source>Experts</source>
        <translation>Experten</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="41"/>
        <source>MoE experts per layer E; 1 for a dense model</source>
        <translation>MoE-Experten pro Schicht E; 1 für ein dichtes Modell</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="43"/>
        <source>Active experts</source>
        <translation>Aktive Experten</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="43"/>
        <source>Experts each token is routed to k</source>
        <translation>Experten, an die jedes Token geroutet wird, k</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="45"/>
        <source>Three MLP matrices (SwiGLU) instead of two</source>
        <translation>Drei MLP-Matrizen (SwiGLU) statt zwei</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="46"/>
        <source>When the size slider derives a Llama-shaped model, give it 8 KV heads</source>
        <translation>Wenn der Größenregler ein Modell in Llama-Form ableitet, erhält es 8 KV-Heads</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="50"/>
        <source>Gated MLP</source>
        <translation>Gated MLP</translation>
    </message>
    <message>
        <location filename="../ui/panels/architecture_editor.cpp" line="56"/>
        <source>Grouped-query attention</source>
        <translation>Grouped-Query Attention</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::Autosave</name>
    <message>
        <location filename="../ui/document/autosave.cpp" line="43"/>
        <source>cannot create the folder of %1</source>
        <translation>Der Ordner für %1 kann nicht erstellt werden</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::ChartGrid</name>
    <message>
        <source>%1: double-click to enlarge, again or Esc to return</source>
        <translation type="vanished">%1: Doppelklick zum Vergrößern, erneut oder Esc zum Zurückkehren</translation>
    </message>
    <message>
        <location filename="../ui/layout/chart_grid.cpp" line="50"/>
        <source>%1: double-click or Esc to return to the grid</source>
        <translation>%1: Doppelklick oder Esc kehrt zum Raster zurück</translation>
    </message>
    <message>
        <location filename="../ui/layout/chart_grid.cpp" line="51"/>
        <source>%1: double-click to enlarge, again or Esc to return; right-click to pin a note</source>
        <translation>%1: Doppelklick zum Vergrößern, erneut oder Esc zum Zurückkehren; Rechtsklick, um eine Notiz anzuheften</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::ChartNoteMenu</name>
    <message>
        <location filename="../ui/layout/chart_note_menu.cpp" line="43"/>
        <location filename="../ui/layout/chart_note_menu.cpp" line="77"/>
        <source>Add note</source>
        <translation>Notiz hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/layout/chart_note_menu.cpp" line="174"/>
        <source>Remove note</source>
        <translation>Notiz entfernen</translation>
    </message>
    <message>
        <location filename="../ui/layout/chart_note_menu.cpp" line="182"/>
        <source>Remove notes</source>
        <translation>Notizen entfernen</translation>
    </message>
    <message>
        <location filename="../ui/layout/chart_note_menu.cpp" line="199"/>
        <source>Add Note Here…</source>
        <translation>Notiz hier hinzufügen…</translation>
    </message>
    <message>
        <location filename="../ui/layout/chart_note_menu.cpp" line="201"/>
        <source>Pin a Note to a Region…</source>
        <translation>Notiz an einen Bereich heften…</translation>
    </message>
    <message>
        <location filename="../ui/layout/chart_note_menu.cpp" line="202"/>
        <source>Then drag out the region on the chart; Esc cancels</source>
        <translation>Anschließend den Bereich im Diagramm aufziehen; Esc bricht ab</translation>
    </message>
    <message>
        <location filename="../ui/layout/chart_note_menu.cpp" line="208"/>
        <source>Remove Note “%1”</source>
        <translation>Notiz „%1“ entfernen</translation>
    </message>
    <message>
        <location filename="../ui/layout/chart_note_menu.cpp" line="210"/>
        <source>Remove All Notes on This Chart</source>
        <translation>Alle Notizen in diesem Diagramm entfernen</translation>
    </message>
    <message>
        <location filename="../ui/layout/chart_note_menu.cpp" line="111"/>
        <source>Add Note</source>
        <translation>Notiz hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/layout/chart_note_menu.cpp" line="112"/>
        <source>Note (saved with the scenario, drawn in exports and the report):</source>
        <translation>Notiz (wird mit dem Szenario gespeichert und in Exporten und im Bericht gezeichnet):</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::ClusterPanel</name>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="28"/>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="41"/>
        <source>GPUs in one server of the primary configuration; more GPUs than this talk over the network</source>
        <translation>GPUs in einem Server der primären Konfiguration; weitere GPUs kommunizieren über das Netzwerk</translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="43"/>
        <location filename="../ui/panels/cluster_panel.cpp" line="71"/>
        <source>GPUs per node</source>
        <translation>GPUs pro Knoten</translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="46"/>
        <source>The network adapter (NIC) that joins the servers</source>
        <translation>Der Netzwerkadapter (NIC), der die Server verbindet</translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="50"/>
        <source>None</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="51"/>
        <source>Ethernet 25 Gb/s</source>
        <translation>Ethernet 25 Gb/s</translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="52"/>
        <source>Ethernet 100 Gb/s</source>
        <translation>Ethernet 100 Gb/s</translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="53"/>
        <source>Ethernet 200 Gb/s</source>
        <translation>Ethernet 200 Gb/s</translation>
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
        <translation>Benutzerdefiniert (aus der Datei)</translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="62"/>
        <location filename="../ui/panels/cluster_panel.cpp" line="82"/>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="65"/>
        <source>Network adapters in one server</source>
        <translation>Netzwerkadapter in einem Server</translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="66"/>
        <location filename="../ui/panels/cluster_panel.cpp" line="75"/>
        <source>NICs per node</source>
        <translation>NICs pro Knoten</translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="99"/>
        <source>Network per GPU: %1%2</source>
        <translation>Netzwerk pro GPU: %1%2</translation>
    </message>
    <message>
        <location filename="../ui/panels/cluster_panel.cpp" line="101"/>
        <source> (the GPU&apos;s catalogue server)</source>
        <translation> (der Katalog-Server der GPU)</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::CollapsibleSection</name>
    <message>
        <location filename="../ui/widgets/collapsible_section.cpp" line="20"/>
        <source>Show or hide %1</source>
        <translation>%1 ein- oder ausblenden</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::CostChart</name>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="36"/>
        <source>Batch (sequences)</source>
        <translation>Batch (Sequenzen)</translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="37"/>
        <source>Cost ($ per 1M tokens)</source>
        <translation>Kosten ($ pro 1 Mio. Tokens)</translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="45"/>
        <source>Cost per token</source>
        <translation>Kosten pro Token</translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="76"/>
        <source>owned (solid)</source>
        <translation>eigen (durchgezogen)</translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="81"/>
        <source>cloud (dashed)</source>
        <translation>Cloud (gestrichelt)</translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="97"/>
        <source>does not fit,
not even at batch 1:
%1</source>
        <translation>passt nicht,
nicht einmal bei Batch 1:
%1</translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="103"/>
        <source>pinned (A)</source>
        <translation>angeheftet (A)</translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="131"/>
        <source>%1 owned: %2 per 1M tokens at batch %3
fits up to batch %4</source>
        <translation>%1 eigen: %2 pro 1 Mio. Tokens bei Batch %3
passt bis Batch %4</translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="143"/>
        <source>%1 cloud</source>
        <translation>%1 Cloud</translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="150"/>
        <source>%1 cloud: %2 per 1M tokens at batch %3
fits up to batch %4</source>
        <translation>%1 Cloud: %2 pro 1 Mio. Tokens bei Batch %3
passt bis Batch %4</translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="159"/>
        <source>%1 at batch %2</source>
        <translation>%1 bei Batch %2</translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="162"/>
        <source>
owned %1 per 1M tokens</source>
        <translation>
eigen %1 pro 1 Mio. Tokens</translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="166"/>
        <source>
cloud %1 per 1M tokens</source>
        <translation>
Cloud %1 pro 1 Mio. Tokens</translation>
    </message>
    <message>
        <location filename="../ui/charts/cost_chart.cpp" line="169"/>
        <source>%1 current batch</source>
        <translation>%1 aktueller Batch</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::Document</name>
    <message>
        <location filename="../ui/document/document.cpp" line="35"/>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::EconomicsPanel</name>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="206"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="37"/>
        <source>Economics</source>
        <translation>Wirtschaftlichkeit</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="40"/>
        <source>&amp;Owned</source>
        <translation>&amp;Eigen</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="41"/>
        <source>C&amp;loud</source>
        <translation>C&amp;loud</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="47"/>
        <source>Headline cost: buy the GPUs (price over the lifetime plus power)</source>
        <translation>Hauptkosten: GPUs kaufen (Preis über die Lebensdauer plus Strom)</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="48"/>
        <source>Headline cost: rent the GPUs by the hour</source>
        <translation>Hauptkosten: GPUs stundenweise mieten</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="50"/>
        <source>Cost basis:</source>
        <translation>Kostenbasis:</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="56"/>
        <source>Cost basis</source>
        <translation>Kostenbasis</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="62"/>
        <location filename="../ui/panels/economics_panel.cpp" line="98"/>
        <source>Utilization</source>
        <translation>Auslastung</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="62"/>
        <source>Share of the hours the GPUs do useful work (1 to 100 %)</source>
        <translation>Anteil der Stunden, in denen die GPUs nützliche Arbeit leisten (1 bis 100 %)</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="63"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="68"/>
        <source>Electricity</source>
        <translation>Strom</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="68"/>
        <source>Price of a kilowatt-hour</source>
        <translation>Preis einer Kilowattstunde</translation>
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
        <translation>Lebensdauer</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="70"/>
        <source>Years the purchase is written off over</source>
        <translation>Jahre, über die der Kauf abgeschrieben wird</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="71"/>
        <source> years</source>
        <translation> Jahre</translation>
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
        <translation>Power Usage Effectiveness: Leistung der Anlage / IT-Leistung</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="76"/>
        <location filename="../ui/panels/economics_panel.cpp" line="102"/>
        <source>Server and network</source>
        <translation>Server und Netzwerk</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="77"/>
        <source>Purchase price of everything but the GPUs (chassis, CPUs, memory, network) for the whole system; written off with the GPUs</source>
        <translation>Kaufpreis von allem außer den GPUs (Gehäuse, CPUs, Arbeitsspeicher, Netzwerk) für das ganze System; wird mit den GPUs abgeschrieben</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="87"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="88"/>
        <location filename="../ui/panels/economics_panel.cpp" line="104"/>
        <source>Maintenance</source>
        <translation>Wartung</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="89"/>
        <source>Yearly maintenance and support, as a share of the purchase price</source>
        <translation>Jährliche Wartung und Support, als Anteil am Kaufpreis</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="90"/>
        <source> % /year</source>
        <translation> % /Jahr</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="99"/>
        <source>Electricity price</source>
        <translation>Strompreis</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="133"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="134"/>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="135"/>
        <source>Cloud /GPU-h</source>
        <translation>Cloud /GPU-h</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="146"/>
        <source>Price of %1</source>
        <translation>Preis von %1</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="147"/>
        <source>Purchase price of one %1; catalogue: %2 (%3)</source>
        <translation>Kaufpreis einer %1; Katalog: %2 (%3)</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="155"/>
        <source>Cloud rate of %1</source>
        <translation>Cloud-Preis von %1</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="156"/>
        <source>On-demand rate per GPU-hour of %1; catalogue: %2 (%3)</source>
        <translation>On-Demand-Preis pro GPU-Stunde von %1; Katalog: %2 (%3)</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="171"/>
        <source>GPU price</source>
        <translation>GPU-Preis</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="176"/>
        <source>Cloud rate</source>
        <translation>Cloud-Preis</translation>
    </message>
    <message>
        <location filename="../ui/panels/economics_panel.cpp" line="208"/>
        <source>no cloud rate</source>
        <translation>kein Cloud-Preis</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::EfficiencyPanel</name>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="30"/>
        <source>not fitted to calibration rows (documented defaults)</source>
        <translation>nicht an Kalibrierungszeilen angepasst (dokumentierte Standardwerte)</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="31"/>
        <source>fitted to calibration rows %1</source>
        <translation>an Kalibrierungszeilen %1 angepasst</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="33"/>
        <source>MAPE %1 %</source>
        <translation>MAPE %1 %</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="34"/>
        <source>MAPE not measured</source>
        <translation>MAPE nicht gemessen</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="35"/>
        <source>%1: %2; %3.</source>
        <translation>%1: %2; %3.</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="41"/>
        <source>Efficiency</source>
        <translation>Effizienz</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="45"/>
        <source>&amp;Reset to engine profile</source>
        <translation>Auf Engine-Profil &amp;zurücksetzen</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="47"/>
        <source>Memory efficiency η_m</source>
        <translation>Speichereffizienz η_m</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="48"/>
        <source>Memory efficiency</source>
        <translation>Speichereffizienz</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="49"/>
        <source>Compute efficiency η_c</source>
        <translation>Recheneffizienz η_c</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="50"/>
        <source>Compute efficiency</source>
        <translation>Recheneffizienz</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="51"/>
        <source>Training MFU</source>
        <translation>Trainings-MFU</translation>
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
        <translation>Schritt-Overhead</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="54"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="56"/>
        <source>Uncertainty of your values ±</source>
        <translation>Unsicherheit Ihrer Werte ±</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="57"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="57"/>
        <source>Efficiency uncertainty</source>
        <translation>Effizienz-Unsicherheit</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="61"/>
        <source>Drop the values you set and use the engine profile&apos;s again</source>
        <translation>Ihre gesetzten Werte verwerfen und wieder die des Engine-Profils verwenden</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="67"/>
        <source>Reset efficiency</source>
        <translation>Effizienz zurücksetzen</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="105"/>
        <source>Your value; the engine profile gives %1 on %2.</source>
        <translation>Ihr Wert; das Engine-Profil gibt %1 auf %2 an.</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="106"/>
        <source>Engine profile value on %1.</source>
        <translation>Wert des Engine-Profils auf %1.</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="111"/>
        <source>η_m: the share of the peak memory bandwidth the engine reaches; decode time is the bytes read per step divided by η_m × bandwidth.</source>
        <translation>η_m: der Anteil der Spitzen-Speicherbandbreite, den die Engine erreicht; die Decode-Zeit ist die pro Schritt gelesenen Bytes geteilt durch η_m × Bandbreite.</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="115"/>
        <source>η_c: the share of the peak tensor-core FLOP/s reached in inference (prefill and compute-bound decode).</source>
        <translation>η_c: der Anteil der Tensor-Core-Spitzen-FLOP/s, der bei der Inferenz erreicht wird (Prefill und rechengebundener Decode).</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="119"/>
        <source>Model-FLOPs utilisation of training: useful FLOP/s over peak, all overheads included; the headline training time divides 6 P T by it.</source>
        <translation>Model-FLOPs-Auslastung des Trainings: nützliche FLOP/s im Verhältnis zur Spitze, alle Overheads eingeschlossen; die Haupt-Trainingsdauer teilt 6 P T dadurch.</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="123"/>
        <source>Fixed time added to every decode step: kernel launches, sampling, scheduling.</source>
        <translation>Feste Zeit, die jedem Decode-Schritt hinzugefügt wird: Kernel-Starts, Sampling, Scheduling.</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="124"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="128"/>
        <source>How sure you are of the efficiencies you set, relative: the P10-P90 ranges of what they govern widen by this much. It applies only while you set an efficiency.</source>
        <translation>Wie sicher Sie sich der gesetzten Effizienzen sind, relativ: Die P10–P90-Bereiche dessen, was sie bestimmen, werden um so viel erweitert. Gilt nur, solange Sie eine Effizienz setzen.</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="130"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="132"/>
        <source>Profile on %1: η_m %2, η_c %3, MFU %4, %5 ms.%6</source>
        <translation>Profil auf %1: η_m %2, η_c %3, MFU %4, %5 ms.%6</translation>
    </message>
    <message>
        <location filename="../ui/panels/efficiency_panel.cpp" line="136"/>
        <source> Bold: your values.</source>
        <translation> Fett: Ihre Werte.</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::ExplainPanel</name>
    <message>
        <location filename="../ui/explain/explain_panel.cpp" line="31"/>
        <source>Step by Step</source>
        <translation>Schritt für Schritt</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_panel.cpp" line="33"/>
        <source>Show the derivation one line at a time, for a class to work out each step first</source>
        <translation>Die Herleitung Zeile für Zeile zeigen, damit eine Klasse jeden Schritt zuerst selbst erarbeitet</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_panel.cpp" line="36"/>
        <source>Next Line</source>
        <translation>Nächste Zeile</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_panel.cpp" line="39"/>
        <source>Show the next line of the derivation (Ctrl+.)</source>
        <translation>Die nächste Zeile der Herleitung zeigen (Strg+.)</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_panel.cpp" line="52"/>
        <source>Explanation</source>
        <translation>Erklärung</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_panel.cpp" line="53"/>
        <source>How the number under the mouse, or the one you clicked, is computed</source>
        <translation>Wie die Zahl unter der Maus oder die angeklickte berechnet wird</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_panel.cpp" line="130"/>
        <source>Next Line (%1 of %2)</source>
        <translation>Nächste Zeile (%1 von %2)</translation>
    </message>
    <message>
        <location filename="../ui/explain/explain_panel.cpp" line="192"/>
        <source>&lt;p&gt;Hover a number or a chart point to see how it is computed.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Bewegen Sie die Maus über eine Zahl oder einen Diagrammpunkt, um zu sehen, wie sie berechnet wird.&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/explain/explain_panel.cpp" line="205"/>
        <source>… %n more line(s): Next Line (Ctrl+.)</source>
        <translation>
            <numerusform>… noch %n Zeile: Nächste Zeile (Strg+.)</numerusform>
            <numerusform>… noch %n Zeilen: Nächste Zeile (Strg+.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::ExportActions</name>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="31"/>
        <source>&amp;Copy Chart Image</source>
        <translation>Diagrammbild &amp;kopieren</translation>
    </message>
    <message>
        <source>Export &amp;Report (PDF)…</source>
        <translation type="vanished">&amp;Bericht exportieren (PDF)…</translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="32"/>
        <source>Export &amp;Report (PDF or HTML)…</source>
        <translation>&amp;Bericht exportieren (PDF oder HTML)…</translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="34"/>
        <source>Copy the focused chart to the clipboard as an image</source>
        <translation>Das fokussierte Diagramm als Bild in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="39"/>
        <source>Caption &amp;Under Exported Charts</source>
        <translation>&amp;Beschriftung unter exportierten Diagrammen</translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="41"/>
        <source>PNG, SVG and PDF exports name the model, the GPUs and the key settings under the chart</source>
        <translation>PNG-, SVG- und PDF-Exporte nennen unter dem Diagramm das Modell, die GPUs und die wichtigsten Einstellungen</translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="49"/>
        <source>Copy Image</source>
        <translation>Bild kopieren</translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="61"/>
        <source>&amp;PNG Image…</source>
        <translation>&amp;PNG-Bild…</translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="62"/>
        <source>&amp;SVG Vector Image…</source>
        <translation>&amp;SVG-Vektorbild…</translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="63"/>
        <source>P&amp;DF Document…</source>
        <translation>P&amp;DF-Dokument…</translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="64"/>
        <source>&amp;CSV Data…</source>
        <translation>&amp;CSV-Daten…</translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="77"/>
        <source>S&amp;lide (PNG, 1920×1080, large text)…</source>
        <translation>&amp;Folie (PNG, 1920×1080, große Schrift)…</translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="80"/>
        <source>Copy &amp;Image</source>
        <translation>&amp;Bild kopieren</translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="137"/>
        <source>Export %1</source>
        <translation>%1 exportieren</translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="138"/>
        <source>%1 files (*.%2)</source>
        <translation>%1-Dateien (*.%2)</translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="145"/>
        <location filename="../ui/window/export_actions.cpp" line="187"/>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="168"/>
        <source>Export Report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <location filename="../ui/window/export_actions.cpp" line="169"/>
        <source>PDF documents (*.pdf);;HTML pages (*.html *.htm)</source>
        <translation>PDF-Dokumente (*.pdf);;HTML-Seiten (*.html *.htm)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation type="vanished">PDF-Dokumente (*.pdf)</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::FileActions</name>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="23"/>
        <source>Ridgeline scenarios (*%1);;JSON files (*.json);;All files (*)</source>
        <translation>Ridgeline-Szenarien (*%1);;JSON-Dateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="36"/>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="37"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="38"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="39"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="40"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="41"/>
        <source>&amp;Examples</source>
        <translation>&amp;Beispiele</translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="43"/>
        <source>Start from the default scenario</source>
        <translation>Mit dem Standardszenario beginnen</translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="119"/>
        <source>Open Scenario</source>
        <translation>Szenario öffnen</translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="129"/>
        <source>Cannot open scenario</source>
        <translation>Szenario kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="130"/>
        <source>&quot;%1&quot; was not opened; the current scenario is unchanged.</source>
        <translation>„%1“ wurde nicht geöffnet; das aktuelle Szenario bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="144"/>
        <source>Cannot open example</source>
        <translation>Beispiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="145"/>
        <source>The example &quot;%1&quot; did not load.</source>
        <translation>Das Beispiel „%1“ wurde nicht geladen.</translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="157"/>
        <location filename="../ui/document/file_actions.cpp" line="178"/>
        <source>Cannot save scenario</source>
        <translation>Szenario kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../ui/document/file_actions.cpp" line="171"/>
        <source>Save Scenario As</source>
        <translation>Szenario speichern unter</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::FormatsPanel</name>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="24"/>
        <location filename="../ui/panels/formats_panel.cpp" line="149"/>
        <source>%1 (%2 bit)</source>
        <translation>%1 (%2 Bit)</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="35"/>
        <source>Precision and engine</source>
        <translation>Genauigkeit und Engine</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="39"/>
        <source>LoRA adapters</source>
        <translation>LoRA-Adapter</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="43"/>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="44"/>
        <source>Storage format of the weights (bits per weight, block scales included)</source>
        <translation>Speicherformat der Gewichte (Bit pro Gewicht, Block-Skalen eingeschlossen)</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="51"/>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="51"/>
        <source>Storage format of the key/value cache</source>
        <translation>Speicherformat des Key/Value-Caches</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="56"/>
        <source>Compute</source>
        <translation>Rechnen</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="57"/>
        <source>Tensor-core format the matrix products run in; a GPU without it uses the nearest one it has</source>
        <translation>Tensor-Core-Format, in dem die Matrixprodukte laufen; eine GPU ohne dieses Format nutzt das nächstliegende vorhandene</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="67"/>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="68"/>
        <source>Serving or training software whose measured efficiencies apply (see Efficiency)</source>
        <translation>Serving- oder Trainingssoftware, deren gemessene Effizienzen gelten (siehe Effizienz)</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="139"/>
        <source>Source: %1 (%2)</source>
        <translation>Quelle: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="83"/>
        <source>Gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="83"/>
        <source>Storage format of the gradients</source>
        <translation>Speicherformat der Gradienten</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="89"/>
        <source>Optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="90"/>
        <source>Optimizer states per trained parameter: Adam/AdamW 8 bytes (+4 fp32 master copy), SGD 4, 8-bit Adam 2</source>
        <translation>Optimiererzustände pro trainiertem Parameter: Adam/AdamW 8 Bytes (+4 fp32-Masterkopie), SGD 4, 8-Bit-Adam 2</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="100"/>
        <source>ZeRO stage</source>
        <translation>ZeRO-Stufe</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="101"/>
        <source>Sharding over data-parallel GPUs: 1 optimizer states, 2 also gradients, 3 also weights</source>
        <translation>Sharding über datenparallele GPUs: 1 Optimiererzustände, 2 auch Gradienten, 3 auch Gewichte</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="106"/>
        <source>Recomputation</source>
        <translation>Neuberechnung</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="107"/>
        <source>Activation recomputation: none, selective (drops attention scores) or full (keeps layer inputs only, 8 P T FLOP)</source>
        <translation>Aktivierungs-Neuberechnung: keine, selektiv (verwirft Attention-Scores) oder vollständig (behält nur Schichteingaben, 8 P T FLOP)</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="118"/>
        <source> % of P</source>
        <translation> % von P</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="119"/>
        <source>Share of the parameters in LoRA adapters; 0 trains the full model</source>
        <translation>Anteil der Parameter in LoRA-Adaptern; 0 trainiert das vollständige Modell</translation>
    </message>
    <message>
        <location filename="../ui/panels/formats_panel.cpp" line="121"/>
        <source>LoRA fraction</source>
        <translation>LoRA-Anteil</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::FrontierChart</name>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="40"/>
        <source>no price</source>
        <translation>kein Preis</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="47"/>
        <source>Tokens/s per user</source>
        <translation>Tokens/s pro Nutzer</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="49"/>
        <location filename="../ui/charts/frontier_chart.cpp" line="154"/>
        <source>Output tokens/s per GPU</source>
        <translation>Ausgabe-Tokens/s pro GPU</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="57"/>
        <source>Frontier: throughput per GPU against interactivity</source>
        <translation>Front: Durchsatz pro GPU gegen Interaktivität</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="71"/>
        <source> EP%1</source>
        <translation> EP%1</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="73"/>
        <source>, DP attention</source>
        <translation>, DP-Attention</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="119"/>
        <source>%1, %2, %3 weights, %4 compute
concurrency %5: %6 tokens/s per GPU (%7 output), %8 tokens/s per user
TTFT mean %9 ms, TPOT mean %10 ms
per 1M output tokens: %11 owned, %12 cloud; %13 J per output token</source>
        <translation>%1, %2, Gewichte %3, Rechnen %4
Nebenläufigkeit %5: %6 Tokens/s pro GPU (%7 Ausgabe), %8 Tokens/s pro Nutzer
TTFT Mittel %9 ms, TPOT Mittel %10 ms
pro 1 Mio. Ausgabe-Tokens: %11 eigen, %12 Cloud; %13 J je Ausgabe-Token</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="153"/>
        <source>Tokens/s per GPU (prompt and output)</source>
        <translation>Tokens/s pro GPU (Prompt und Ausgabe)</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="158"/>
        <source>No layout of these GPUs holds the model</source>
        <translation>Keine Aufteilung dieser GPUs fasst das Modell</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="237"/>
        <source>TP %1</source>
        <translation>TP %1</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="252"/>
        <source>experts whole (EP 1)</source>
        <translation>Experten ganz (EP 1)</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="253"/>
        <source>experts spread (EP = TP)</source>
        <translation>Experten verteilt (EP = TP)</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="256"/>
        <source>EP with DP attention</source>
        <translation>EP mit DP-Attention</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="267"/>
        <source>Pareto front</source>
        <translation>Pareto-Front</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="273"/>
        <source>The Pareto front: no other point serves each user faster with more output tokens/s per GPU</source>
        <translation>Die Pareto-Front: kein anderer Punkt bedient jeden Nutzer schneller mit mehr Ausgabe-Tokens/s pro GPU</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="282"/>
        <source>%1 tokens/s per user</source>
        <translation>%1 Tokens/s pro Nutzer</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="303"/>
        <source>cheapest %1: %2</source>
        <translation>am günstigsten, %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="307"/>
        <source>Cheapest %1</source>
        <translation>Am günstigsten, %1</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="317"/>
        <source>owned</source>
        <translation>eigen</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="319"/>
        <source>cloud</source>
        <translation>Cloud</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="336"/>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <location filename="../ui/charts/frontier_chart.cpp" line="352"/>
        <source>measured %1: %2 output tokens/s per GPU, %3 tokens/s per user%4</source>
        <translation>gemessen %1: %2 Ausgabe-Tokens/s pro GPU, %3 Tokens/s pro Nutzer%4</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::FrontierView</name>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="42"/>
        <source>&amp;Measured points...</source>
        <translation>&amp;Messpunkte...</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="43"/>
        <source>E&amp;xport...</source>
        <translation>E&amp;xportieren...</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="46"/>
        <source>Output tokens/s per GPU</source>
        <translation>Ausgabe-Tokens/s pro GPU</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="47"/>
        <source>Total tokens/s per GPU</source>
        <translation>Tokens/s pro GPU gesamt</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="48"/>
        <source>Tokens/s per GPU over the output tokens only, or over prompt and output tokens</source>
        <translation>Tokens/s pro GPU nur über die Ausgabe-Tokens oder über Prompt- und Ausgabe-Tokens</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="53"/>
        <source> tokens/s per user</source>
        <translation> Tokens/s pro Nutzer</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="54"/>
        <source>Interactivity</source>
        <translation>Interaktivität</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="56"/>
        <source>The speed each user needs (tokens/s per user, 1 / mean time per output token): the cheapest configurations at or above it are named and marked (allowed: 0.1 to %1)</source>
        <translation>Die Geschwindigkeit, die jeder Nutzer braucht (Tokens/s pro Nutzer, 1 / mittlere Zeit pro Ausgabe-Token): die günstigsten Konfigurationen bei oder über ihr werden genannt und markiert (erlaubt: 0,1 bis %1)</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="59"/>
        <source>Lay measured points over the chart: a serving-curves CSV or the result JSON of a vLLM or SGLang serving benchmark</source>
        <translation>Messpunkte über das Diagramm legen: eine Serving-Kurven-CSV oder das Ergebnis-JSON eines vLLM- oder SGLang-Serving-Benchmarks</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="61"/>
        <source>Save the view as PNG or SVG, or its figures as CSV</source>
        <translation>Die Ansicht als PNG oder SVG speichern, oder ihre Zahlen als CSV</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="62"/>
        <source>%v of %m simulations</source>
        <translation>%v von %m Simulationen</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="81"/>
        <source>&amp;Interactivity:</source>
        <translation>&amp;Interaktivität:</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="137"/>
        <source>The frontier is drawn for serving: switch the workload to inference.</source>
        <translation>Die Front gilt für das Serving: stellen Sie die Arbeitslast auf Inferenz um.</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="142"/>
        <source>Simulating every layout of the compared GPUs over concurrency 1 to 512...</source>
        <translation>Jede Aufteilung der verglichenen GPUs wird über Nebenläufigkeit 1 bis 512 simuliert...</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="162"/>
        <source>No layout of these GPUs holds the model.</source>
        <translation>Keine Aufteilung dieser GPUs fasst das Modell.</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="170"/>
        <source>Cheapest %1 at %2 tokens/s per user or more: none (no priced point is that fast).</source>
        <translation>Am günstigsten, %1, bei %2 Tokens/s pro Nutzer oder mehr: keine (kein Punkt mit Preis ist so schnell).</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="175"/>
        <source>Cheapest %1 at %2 tokens/s per user or more: %3 (%4) at concurrency %5: $%6 per 1M output tokens, %7 tokens/s per user, %8 output tokens/s per GPU.</source>
        <translation>Am günstigsten, %1, bei %2 Tokens/s pro Nutzer oder mehr: %3 (%4) bei Nebenläufigkeit %5: $%6 pro 1 Mio. Ausgabe-Tokens, %7 Tokens/s pro Nutzer, %8 Ausgabe-Tokens/s pro GPU.</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="183"/>
        <source>owned</source>
        <translation>eigen</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="185"/>
        <source>cloud</source>
        <translation>Cloud</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="210"/>
        <source>Measured points</source>
        <translation>Messpunkte</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="211"/>
        <source>Serving curves or benchmark results (*.csv *.json);;All files (*)</source>
        <translation>Serving-Kurven oder Benchmark-Ergebnisse (*.csv *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="216"/>
        <source>The measured points could not be read</source>
        <translation>Die Messpunkte konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="236"/>
        <source>Export the frontier</source>
        <translation>Front exportieren</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="237"/>
        <source>PNG image (*.png);;SVG image (*.svg);;CSV table (*.csv)</source>
        <translation>PNG-Bild (*.png);;SVG-Bild (*.svg);;CSV-Tabelle (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="242"/>
        <source>%1: the file name should end in .png, .svg or .csv</source>
        <translation>%1: der Dateiname sollte auf .png, .svg oder .csv enden</translation>
    </message>
    <message>
        <location filename="../ui/window/frontier_view.cpp" line="245"/>
        <source>The frontier could not be exported</source>
        <translation>Die Front konnte nicht exportiert werden</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::GpuPanel</name>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="36"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="44"/>
        <source>Check up to %1 GPUs to compare side by side</source>
        <translation>Bis zu %1 GPUs zum direkten Vergleich ankreuzen</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="45"/>
        <source>GPU catalogue</source>
        <translation>GPU-Katalog</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="159"/>
        <source>Number of %1 GPUs (%2)</source>
        <translation>Anzahl der %1-GPUs (%2)</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="251"/>
        <source>%1  ·  %2, %3</source>
        <translation>%1  ·  %2, %3</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="53"/>
        <source>%1 %2, %3 %4, TDP %5 W
Specs: %6 (%7)</source>
        <translation>%1 %2, %3 %4, TDP %5 W
Daten: %6 (%7)</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="101"/>
        <source>At most %1 GPUs can be compared at once: uncheck one before adding %2.</source>
        <translation>Höchstens %1 GPUs lassen sich gleichzeitig vergleichen: Entfernen Sie ein Häkchen, bevor Sie %2 hinzufügen.</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="110"/>
        <source>At least one GPU must stay selected.</source>
        <translation>Mindestens eine GPU muss ausgewählt bleiben.</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="124"/>
        <source>Add GPU</source>
        <translation>GPU hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="124"/>
        <source>Remove GPU</source>
        <translation>GPU entfernen</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="139"/>
        <source>Primary</source>
        <translation>Primär</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="140"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="141"/>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="142"/>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="143"/>
        <source>Tensor-parallel degree</source>
        <translation>Tensor-Parallelgrad</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="147"/>
        <source>Make %1 the primary GPU: the summary shows its numbers</source>
        <translation>%1 zur primären GPU machen: Die Zusammenfassung zeigt ihre Zahlen</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="148"/>
        <source>Primary: %1</source>
        <translation>Primär: %1</translation>
    </message>
    <message>
        <source>Number of %1 GPUs (1 to 1024)</source>
        <translation type="vanished">Anzahl der %1-GPUs (1 bis 1024)</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="160"/>
        <source>Count of %1</source>
        <translation>Anzahl von %1</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="164"/>
        <source>GPUs each model replica of %1 is split over (tensor parallel); must divide the count</source>
        <translation>GPUs, auf die jedes Modellreplikat von %1 aufgeteilt wird (Tensor-Parallelität); muss die Anzahl teilen</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="167"/>
        <source>Tensor parallel of %1</source>
        <translation>Tensor-Parallelität von %1</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="176"/>
        <source>Primary GPU</source>
        <translation>Primäre GPU</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="180"/>
        <source>GPU count</source>
        <translation>GPU-Anzahl</translation>
    </message>
    <message>
        <location filename="../ui/panels/gpu_panel.cpp" line="185"/>
        <source>Tensor parallel</source>
        <translation>Tensor-Parallelität</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::ImportActions</name>
    <message>
        <location filename="../ui/document/import_actions.cpp" line="36"/>
        <source>Import &amp;Model Config…</source>
        <translation>&amp;Modellkonfiguration importieren…</translation>
    </message>
    <message>
        <location filename="../ui/document/import_actions.cpp" line="37"/>
        <source>Import M&amp;easurements…</source>
        <translation>M&amp;essungen importieren…</translation>
    </message>
    <message>
        <location filename="../ui/document/import_actions.cpp" line="38"/>
        <source>Set the model from a Hugging Face config.json</source>
        <translation>Das Modell aus einer config.json von Hugging Face übernehmen</translation>
    </message>
    <message>
        <location filename="../ui/document/import_actions.cpp" line="40"/>
        <source>Fit an engine profile to measured results (CSV, llama-bench, vLLM benchmark)</source>
        <translation>Ein Engine-Profil an gemessene Ergebnisse anpassen (CSV, llama-bench, vLLM-Benchmark)</translation>
    </message>
    <message>
        <location filename="../ui/document/import_actions.cpp" line="45"/>
        <source>Import Model Config</source>
        <translation>Modellkonfiguration importieren</translation>
    </message>
    <message>
        <location filename="../ui/document/import_actions.cpp" line="46"/>
        <source>Model configs (config.json *.json);;All files (*)</source>
        <translation>Modellkonfigurationen (config.json *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../ui/document/import_actions.cpp" line="54"/>
        <source>Import Measurements</source>
        <translation>Messungen importieren</translation>
    </message>
    <message>
        <location filename="../ui/document/import_actions.cpp" line="55"/>
        <source>Measurements (*.csv *.json *.jsonl);;All files (*)</source>
        <translation>Messungen (*.csv *.json *.jsonl);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../ui/document/import_actions.cpp" line="84"/>
        <source>Cannot import the model config</source>
        <translation>Die Modellkonfiguration kann nicht importiert werden</translation>
    </message>
    <message>
        <location filename="../ui/document/import_actions.cpp" line="85"/>
        <source>%1 does not describe a model Ridgeline can read.</source>
        <translation>%1 beschreibt kein Modell, das Ridgeline lesen kann.</translation>
    </message>
    <message>
        <location filename="../ui/document/import_actions.cpp" line="90"/>
        <source>Import model config</source>
        <translation>Modellkonfiguration importieren</translation>
    </message>
    <message>
        <location filename="../ui/document/import_actions.cpp" line="107"/>
        <source>Cannot import the measurements</source>
        <translation>Die Messungen können nicht importiert werden</translation>
    </message>
    <message>
        <location filename="../ui/document/import_actions.cpp" line="108"/>
        <source>%1 holds no measurements Ridgeline can read.</source>
        <translation>%1 enthält keine Messungen, die Ridgeline lesen kann.</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::KvCacheChart</name>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="40"/>
        <source>Context (tokens)</source>
        <translation>Kontext (Tokens)</translation>
    </message>
    <message>
        <source>KV cache per replica (GiB)</source>
        <translation type="vanished">KV-Cache pro Replikat (GiB)</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="49"/>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="100"/>
        <source> (the largest that fits %1)</source>
        <translation> (der größte, der auf %1 passt)</translation>
    </message>
    <message>
        <source>batch %1%2: %3 GiB of KV cache at %4 tokens</source>
        <translation type="vanished">Batch %1%2: %3 GiB KV-Cache bei %4 Tokens</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="24"/>
        <source>KV cache per replica (%1)</source>
        <translation>KV-Cache pro Replikat (%1)</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="103"/>
        <source>batch %1%2: %3 %4 of KV cache at %5 tokens</source>
        <translation>Batch %1%2: %3 %4 KV-Cache bei %5 Tokens</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="122"/>
        <source>batch 1</source>
        <translation>Batch 1</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="124"/>
        <source>b=1</source>
        <translation>b=1</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="127"/>
        <source>current batch (max)</source>
        <translation>aktueller Batch (max.)</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="127"/>
        <source>current batch</source>
        <translation>aktueller Batch</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="132"/>
        <source>b=%1</source>
        <translation>b=%1</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="136"/>
        <source>largest batch</source>
        <translation>größter Batch</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="139"/>
        <source>b=%1 (max)</source>
        <translation>b=%1 (max.)</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="143"/>
        <source>current context</source>
        <translation>aktueller Kontext</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="150"/>
        <source>current context: %1 tokens (prompt + output)</source>
        <translation>aktueller Kontext: %1 Tokens (Prompt + Ausgabe)</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="156"/>
        <source>max context %1</source>
        <translation>max. Kontext %1</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="158"/>
        <source>model&apos;s max context</source>
        <translation>max. Kontext des Modells</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="166"/>
        <source>%1 tokens: the longest context the model was trained for</source>
        <translation>%1 Tokens: der längste Kontext, für den das Modell trainiert wurde</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="176"/>
        <source>batch %1</source>
        <translation>Batch %1</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="220"/>
        <source>%1: no room for KV cache</source>
        <translation>%1: kein Platz für den KV-Cache</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="258"/>
        <source>%1: %2 %3 free for KV cache after weights
largest batch at this context: %4</source>
        <translation>%1: %2 %3 frei für den KV-Cache nach den Gewichten
größter Batch bei diesem Kontext: %4</translation>
    </message>
    <message>
        <source>%1: %2 GiB free for KV cache after weights
largest batch at this context: %3</source>
        <translation type="vanished">%1: %2 GiB frei für den KV-Cache nach den Gewichten
größter Batch bei diesem Kontext: %3</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="272"/>
        <source>&gt; %1 tokens</source>
        <translation>&gt; %1 Tokens</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="274"/>
        <source>&lt; %1 tokens</source>
        <translation>&lt; %1 Tokens</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="275"/>
        <source>%1 tokens</source>
        <translation>%1 Tokens</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="278"/>
        <source>%1 longest context</source>
        <translation>%1 längster Kontext</translation>
    </message>
    <message>
        <location filename="../ui/charts/kv_cache_chart.cpp" line="286"/>
        <source>%1: longest context at batch %2: %3</source>
        <translation>%1: längster Kontext bei Batch %2: %3</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::LessonPlayer</name>
    <message>
        <location filename="../ui/lessons/lesson_player.cpp" line="43"/>
        <source>◀ Previous</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_player.cpp" line="44"/>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_player.cpp" line="45"/>
        <source>Back to the step</source>
        <translation>Zurück zum Schritt</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_player.cpp" line="46"/>
        <source>Claims…</source>
        <translation>Behauptungen…</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_player.cpp" line="47"/>
        <location filename="../ui/lessons/lesson_player.cpp" line="132"/>
        <source>End lesson</source>
        <translation>Lektion beenden</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_player.cpp" line="50"/>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_player.cpp" line="59"/>
        <source>Previous step (Left, Page Up)</source>
        <translation>Vorheriger Schritt (Pfeil links, Bild auf)</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_player.cpp" line="60"/>
        <source>Next step (Right, Page Down)</source>
        <translation>Nächster Schritt (Pfeil rechts, Bild ab)</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_player.cpp" line="61"/>
        <source>You changed the scenario: return to what this step shows</source>
        <translation>Sie haben das Szenario geändert: zurück zu dem, was dieser Schritt zeigt</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_player.cpp" line="62"/>
        <source>What this lesson shows, and the claims of the source articles it checks: which hold, which are wrong and why</source>
        <translation>Was diese Lektion zeigt und welche Behauptungen der Quellartikel sie prüft: welche stimmen, welche falsch sind und warum</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_player.cpp" line="151"/>
        <source>Lesson step %1</source>
        <translation>Lektionsschritt %1</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_player.cpp" line="170"/>
        <source>%1: the highlight names nothing the chart shows</source>
        <translation>%1: Die Hervorhebung benennt nichts, was das Diagramm zeigt</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_player.cpp" line="196"/>
        <source>Claims from the sources this lesson checks</source>
        <translation>Behauptungen aus den Quellen, die diese Lektion prüft</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_player.cpp" line="199"/>
        <source>Holds.</source>
        <translation>Stimmt.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_player.cpp" line="199"/>
        <source>Wrong.</source>
        <translation>Falsch.</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_player.cpp" line="212"/>
        <source>%1 — step %2 of %3: %4</source>
        <translation>%1 — Schritt %2 von %3: %4</translation>
    </message>
    <message>
        <location filename="../ui/lessons/lesson_player.cpp" line="224"/>
        <source>unknown number %1 in the caption</source>
        <translation>unbekannte Zahl %1 im Text des Schritts</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::MainWindow</name>
    <message>
        <location filename="../ui/window/main_window.cpp" line="91"/>
        <source>Controls</source>
        <translation>Steuerung</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="96"/>
        <source>How is this computed?</source>
        <translation>Wie wird das berechnet?</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="103"/>
        <source>Undo History</source>
        <translation>Rückgängig-Verlauf</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="106"/>
        <source>&lt;opened scenario&gt;</source>
        <translation>&lt;geöffnetes Szenario&gt;</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="158"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="167"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="170"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="171"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="173"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="160"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="193"/>
        <source>E&amp;xport</source>
        <translation>E&amp;xportieren</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="196"/>
        <source>&amp;Plan</source>
        <translation>&amp;Planen</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="196"/>
        <source>&amp;What to buy or rent...</source>
        <translation>&amp;Was kaufen oder mieten...</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="209"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="210"/>
        <source>&amp;About Ridgeline</source>
        <translation>Ü&amp;ber Ridgeline</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="211"/>
        <source>About Ridgeline</source>
        <translation>Über Ridgeline</translation>
    </message>
    <message>
        <location filename="../ui/window/about_text.cpp" line="9"/>
        <source>&lt;p&gt;&lt;b&gt;Ridgeline&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Which GPU, how many, and what it will cost, for LLM inference and training. Every number can be traced to its formula: hover it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ridgeline&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Welche GPU, wie viele und was es kostet – für LLM-Inferenz und -Training. Jede Zahl lässt sich bis zu ihrer Formel zurückverfolgen: Bewegen Sie die Maus darüber.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/window/about_text.cpp" line="14"/>
        <source>&lt;p&gt;Ridgeline is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version (SPDX: GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY. See &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;the GNU GPL&lt;/a&gt; for details.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ridgeline ist freie Software: Sie können sie unter den Bedingungen der GNU General Public License, Version 3 oder (nach Ihrer Wahl) jeder späteren Version (SPDX: GPL-3.0-or-later), weitergeben und/oder verändern. Sie wird OHNE JEDE GEWÄHRLEISTUNG bereitgestellt. Einzelheiten finden Sie in &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;der GNU GPL&lt;/a&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/window/about_text.cpp" line="24"/>
        <source>&lt;p&gt;Catalogue as of %1: the newest date among its GPU, model and engine figures. Prices go stale; edit them, or add a catalogue file of your own.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Katalog mit Stand %1: das neueste Datum unter seinen GPU-, Modell- und Engine-Angaben. Preise veralten; bearbeiten Sie sie oder fügen Sie eine eigene Katalogdatei hinzu.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="219"/>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="224"/>
        <location filename="../ui/window/main_window.cpp" line="353"/>
        <source>&amp;Pin as A</source>
        <translation>Als A an&amp;heften</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="226"/>
        <source>Keep the current scenario as &quot;A&quot; on every chart and in the summary while you change it (Ctrl+P)</source>
        <translation>Das aktuelle Szenario als „A“ in jedem Diagramm und in der Zusammenfassung behalten, während Sie es ändern (Strg+P)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="229"/>
        <source>U&amp;npin A</source>
        <translation>A &amp;lösen</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="231"/>
        <source>Remove the pinned scenario A (Ctrl+Shift+P)</source>
        <translation>Das angeheftete Szenario A entfernen (Strg+Umschalt+P)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="246"/>
        <source>Show all four charts (Esc)</source>
        <translation>Alle vier Diagramme anzeigen (Esc)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="248"/>
        <source>TTFT, TPOT and throughput against the request rate, simulated (%1)</source>
        <translation>TTFT, TPOT und Durchsatz über der Anfragerate, simuliert (%1)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="251"/>
        <source>Show this chart alone (%1)</source>
        <translation>Nur dieses Diagramm anzeigen (%1)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="261"/>
        <source>&amp;All charts</source>
        <translation>&amp;Alle Diagramme</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="262"/>
        <source>&amp;Roofline</source>
        <translation>&amp;Roofline</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="262"/>
        <source>&amp;Memory</source>
        <translation>&amp;Speicher</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="262"/>
        <location filename="../ui/window/main_window.cpp" line="289"/>
        <source>&amp;KV cache</source>
        <translation>&amp;KV-Cache</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="262"/>
        <location filename="../ui/window/main_window.cpp" line="290"/>
        <source>&amp;Cost</source>
        <translation>K&amp;osten</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="271"/>
        <source>S&amp;erving</source>
        <translation>Inferenz unter &amp;Last</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="274"/>
        <source>&amp;Frontier</source>
        <translation>&amp;Front</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="278"/>
        <source>Tokens/s per GPU against tokens/s per user for every layout of the compared GPUs, simulated (%1)</source>
        <translation>Tokens/s pro GPU gegen Tokens/s pro Nutzer für jede Aufteilung der verglichenen GPUs, simuliert (%1)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="289"/>
        <source>&amp;Scaling</source>
        <translation>Skal&amp;ierung</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="290"/>
        <source>&amp;Time and cost</source>
        <translation>&amp;Zeit und Kosten</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="339"/>
        <source>%1[*] — Ridgeline</source>
        <translation>%1[*] — Ridgeline</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="353"/>
        <source>Re&amp;pin as A</source>
        <translation>Erneut als A an&amp;heften</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="393"/>
        <source>Restore autosave</source>
        <translation>Automatische Sicherung wiederherstellen</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::MeasurementsDialog</name>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="42"/>
        <source>decode tok/s</source>
        <translation>Decode tok/s</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="44"/>
        <source>time per token (s)</source>
        <translation>Zeit pro Token (s)</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="46"/>
        <source>time to first token (s)</source>
        <translation>Zeit bis zum ersten Token (s)</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="48"/>
        <source>prefill tok/s</source>
        <translation>Prefill tok/s</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="73"/>
        <source>&amp;Save to User Catalogue</source>
        <translation>Im &amp;Benutzerkatalog speichern</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="74"/>
        <source>Calibrate from %1</source>
        <translation>Kalibrieren anhand von %1</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="83"/>
        <location filename="../ui/document/measurements_dialog.cpp" line="86"/>
        <source>As the file says</source>
        <translation>Wie in der Datei angegeben</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="91"/>
        <source>Profile id</source>
        <translation>Profil-ID</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="92"/>
        <source>Start from</source>
        <translation>Ausgehend von</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="93"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="94"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="95"/>
        <source>The engine id the fitted profile is saved under (an existing one is replaced)</source>
        <translation>Die Engine-ID, unter der das angepasste Profil gespeichert wird (ein vorhandenes wird ersetzt)</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="97"/>
        <source>The GPU the measurements ran on, when the file does not name it</source>
        <translation>Die GPU, auf der die Messungen liefen, falls die Datei sie nicht nennt</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="103"/>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="103"/>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="103"/>
        <location filename="../ui/document/measurements_dialog.cpp" line="252"/>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="103"/>
        <location filename="../ui/document/measurements_dialog.cpp" line="209"/>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="103"/>
        <location filename="../ui/document/measurements_dialog.cpp" line="213"/>
        <source>Fitted</source>
        <translation>Angepasst</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="103"/>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="155"/>
        <source>Cannot fit: %1</source>
        <translation>Anpassung nicht möglich: %1</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="173"/>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="182"/>
        <source>Mean error %1% before, %2% after.</source>
        <translation>Mittlerer Fehler vorher %1 %, nachher %2 %.</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="186"/>
        <source>memory efficiency %1, compute efficiency %2, %3 ms per step</source>
        <translation>Speichereffizienz %1, Recheneffizienz %2, %3 ms pro Schritt</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="191"/>
        <source>Fitted: %1.</source>
        <translation>Angepasst: %1.</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="192"/>
        <source>Fitted for %1 GPUs: %2.</source>
        <translation>Angepasst für %1-GPUs: %2.</translation>
    </message>
    <message>
        <source>Mean error %1% before, %2% after. Fitted: memory efficiency %3, compute efficiency %4, %5 ms per step.</source>
        <translation type="vanished">Mittlerer Fehler vorher %1 %, nachher %2 %. Angepasst: Speichereffizienz %3, Recheneffizienz %4, %5 ms pro Schritt.</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="196"/>
        <source>Decode: 80% of rows within %1-%2× the prediction.</source>
        <translation>Decode: 80 % der Zeilen liegen beim %1- bis %2-Fachen der Vorhersage.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/document/measurements_dialog.cpp" line="200"/>
        <source>%n row(s) skipped.</source>
        <translation>
            <numerusform>%n Zeile übersprungen.</numerusform>
            <numerusform>%n Zeilen übersprungen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="206"/>
        <source>Predicted against measured</source>
        <translation>Vorhergesagt gegen gemessen</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="217"/>
        <source>Predicted = measured</source>
        <translation>Vorhergesagt = gemessen</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="253"/>
        <source>Predicted</source>
        <translation>Vorhergesagt</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="267"/>
        <source>Nothing fitted to save.</source>
        <translation>Es gibt keine Anpassung zum Speichern.</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="271"/>
        <source>The profile needs an id.</source>
        <translation>Das Profil braucht eine ID.</translation>
    </message>
    <message>
        <location filename="../ui/document/measurements_dialog.cpp" line="276"/>
        <source>Cannot read %1.</source>
        <translation>%1 kann nicht gelesen werden.</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::MemoryChart</name>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="50"/>
        <source>weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="52"/>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="54"/>
        <source>activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="56"/>
        <source>gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="58"/>
        <source>optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="60"/>
        <source>overhead</source>
        <translation>Overhead</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="62"/>
        <source>draft model</source>
        <translation>Entwurfsmodell</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="69"/>
        <source>optimizer states</source>
        <translation>Optimiererzustände</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="71"/>
        <source>runtime overhead</source>
        <translation>Laufzeit-Overhead</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="79"/>
        <location filename="../ui/charts/memory_chart.cpp" line="220"/>
        <source>host memory</source>
        <translation>Hauptspeicher</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="107"/>
        <source>Memory per GPU (%1)</source>
        <translation>Speicher pro GPU (%1)</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="111"/>
        <source>Memory (%1)</source>
        <translation>Speicher (%1)</translation>
    </message>
    <message>
        <source>Memory per GPU and host memory (%1)</source>
        <translation type="vanished">Speicher pro GPU und Hauptspeicher (%1)</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="147"/>
        <source>host memory (CPU RAM): the offloaded layers&apos; weights and KV cache
%1: %2
total %3 of %4 usable</source>
        <translation>Hauptspeicher (CPU-RAM): Gewichte und KV-Cache der ausgelagerten Schichten
%1: %2
gesamt %3 von %4 nutzbar</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="157"/>
        <source>%1
%2: %3
total %4 of %5 usable per GPU</source>
        <translation>%1
%2: %3
insgesamt %4 von %5 nutzbar pro GPU</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="283"/>
        <location filename="../ui/charts/memory_chart.cpp" line="291"/>
        <source>usable host memory</source>
        <translation>nutzbarer Hauptspeicher</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="300"/>
        <source>host memory: %1 usable (0.9 of the host&apos;s RAM)</source>
        <translation>Hauptspeicher: %1 nutzbar (0,9 des RAM des Hosts)</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="301"/>
        <source>%1: %2 usable per GPU</source>
        <translation>%1: %2 nutzbar pro GPU</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="319"/>
        <source>pinned scenario A: %1 per GPU</source>
        <translation>angeheftetes Szenario A: %1 pro GPU</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="355"/>
        <source>host memory too small</source>
        <translation>Hauptspeicher zu klein</translation>
    </message>
    <message>
        <source>Memory per GPU (GiB)</source>
        <translation type="vanished">Speicher pro GPU (GiB)</translation>
    </message>
    <message>
        <source>%1
%2: %3 GiB
total %4 GiB of %5 GiB usable per GPU</source>
        <translation type="vanished">%1
%2: %3 GiB
insgesamt %4 GiB von %5 GiB nutzbar pro GPU</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="165"/>
        <source>
does not fit: needs %1 GPUs</source>
        <translation>
passt nicht: braucht %1 GPUs</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="176"/>
        <source>Memory per GPU</source>
        <translation>Speicher pro GPU</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="283"/>
        <source>%1 usable VRAM</source>
        <translation>%1 nutzbarer VRAM</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="291"/>
        <source>usable VRAM</source>
        <translation>nutzbarer VRAM</translation>
    </message>
    <message>
        <source>%1: %2 GiB usable per GPU</source>
        <translation type="vanished">%1: %2 GiB nutzbar pro GPU</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="311"/>
        <source>total</source>
        <translation>gesamt</translation>
    </message>
    <message>
        <source>pinned scenario A: %1 GiB per GPU</source>
        <translation type="vanished">angeheftetes Szenario A: %1 GiB pro GPU</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="338"/>
        <location filename="../ui/charts/memory_chart.cpp" line="356"/>
        <source>needs %1 GPUs</source>
        <translation>braucht %1 GPUs</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation type="vanished">%1 GiB</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="356"/>
        <source>needs
%1 GPUs</source>
        <translation>braucht
%1 GPUs</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::ModelPanel</name>
    <message>
        <location filename="../ui/panels/model_panel.cpp" line="30"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../ui/panels/model_panel.cpp" line="34"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location filename="../ui/panels/model_panel.cpp" line="36"/>
        <source>A published model architecture from the catalogue</source>
        <translation>Eine veröffentlichte Modellarchitektur aus dem Katalog</translation>
    </message>
    <message>
        <location filename="../ui/panels/model_panel.cpp" line="37"/>
        <location filename="../ui/panels/model_panel.cpp" line="85"/>
        <source>Model preset</source>
        <translation>Modellvorlage</translation>
    </message>
    <message>
        <location filename="../ui/panels/model_panel.cpp" line="46"/>
        <source>%1 parameters, %2 layers; source: %3 (%4)</source>
        <translation>%1 Parameter, %2 Schichten; Quelle: %3 (%4)</translation>
    </message>
    <message>
        <location filename="../ui/panels/model_panel.cpp" line="53"/>
        <source>Custom (Llama-shaped)</source>
        <translation>Benutzerdefiniert (Llama-Form)</translation>
    </message>
    <message>
        <location filename="../ui/panels/model_panel.cpp" line="59"/>
        <source> B params</source>
        <translation> Mrd. Parameter</translation>
    </message>
    <message>
        <location filename="../ui/panels/model_panel.cpp" line="61"/>
        <source>Parameter count in billions. Near a preset the slider snaps to it; elsewhere it derives a Llama-shaped architecture (head dim 128, d ≈ (128 P / 12)^(1/3), L = P / 12 d²).</source>
        <translation>Parameterzahl in Milliarden. In der Nähe einer Vorlage rastet der Regler dort ein; sonst leitet er eine Architektur in Llama-Form ab (Head-Dimension 128, d ≈ (128 P / 12)^(1/3), L = P / 12 d²).</translation>
    </message>
    <message>
        <location filename="../ui/panels/model_panel.cpp" line="101"/>
        <source>Model size</source>
        <translation>Modellgröße</translation>
    </message>
    <message>
        <location filename="../ui/panels/model_panel.cpp" line="123"/>
        <source>%1 layers, d = %2, %3 heads (%4 KV), FFN %5</source>
        <translation>%1 Schichten, d = %2, %3 Heads (%4 KV), FFN %5</translation>
    </message>
    <message>
        <location filename="../ui/panels/model_panel.cpp" line="130"/>
        <source>, %1 of %2 experts</source>
        <translation>, %1 von %2 Experten</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::PinnedComparison</name>
    <message>
        <location filename="../ui/model/pinned_comparison.cpp" line="25"/>
        <source>custom model</source>
        <translation>eigenes Modell</translation>
    </message>
    <message>
        <location filename="../ui/model/pinned_comparison.cpp" line="27"/>
        <source>%1 × %2, %3</source>
        <translation>%1 × %2, %3</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::PlanChart</name>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="27"/>
        <source>Time to train (days)</source>
        <translation>Trainingsdauer (Tage)</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="28"/>
        <source>Run cost ($)</source>
        <translation>Kosten des Laufs ($)</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="30"/>
        <source>Tokens/s per user</source>
        <translation>Tokens/s pro Nutzer</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="31"/>
        <source>Tokens/s per GPU</source>
        <translation>Tokens/s pro GPU</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="37"/>
        <source>Plans: time against cost of the run</source>
        <translation>Pläne: Zeit gegen Kosten des Laufs</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="38"/>
        <source>Plans: speed per user against throughput per GPU</source>
        <translation>Pläne: Geschwindigkeit pro Nutzer gegen Durchsatz pro GPU</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="71"/>
        <source>days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="71"/>
        <source>tokens/s per user</source>
        <translation>Tokens/s pro Nutzer</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="72"/>
        <source>for the run</source>
        <translation>für den Lauf</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="72"/>
        <source>tokens/s per GPU</source>
        <translation>Tokens/s pro GPU</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="75"/>
        <source>%1 days, %2 for the run</source>
        <translation>%1 Tage, %2 für den Lauf</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="76"/>
        <source>%1 %2, %3 %4</source>
        <translation>%1 %2, %3 %4</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="79"/>
        <source>configurations evaluated</source>
        <translation>bewertete Konfigurationen</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="87"/>
        <source>Pareto frontier</source>
        <translation>Pareto-Front</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="93"/>
        <source>meets every limit</source>
        <translation>erfüllt jede Grenze</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="101"/>
        <source>chosen plan</source>
        <translation>gewählter Plan</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="111"/>
        <source>deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="111"/>
        <source>time-per-token limit</source>
        <translation>Grenze Zeit pro Token</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="118"/>
        <source>deadline: %1 days</source>
        <translation>Frist: %1 Tage</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="119"/>
        <source>TPOT limit: %1 tokens/s per user</source>
        <translation>TPOT-Grenze: %1 Tokens/s pro Nutzer</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="129"/>
        <source>budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_chart.cpp" line="135"/>
        <source>budget: %1</source>
        <translation>Budget: %1</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::PlanDialog</name>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="79"/>
        <source>%1 + speculative decoding</source>
        <translation>%1 + spekulatives Decoding</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="81"/>
        <source>%1 + host offload</source>
        <translation>%1 + Auslagerung in den Host</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="83"/>
        <source>%1 + prefill pool</source>
        <translation>%1 + Prefill-Pool</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="93"/>
        <source>Plan: what to buy or rent</source>
        <translation>Planen: was kaufen oder mieten</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="96"/>
        <source>Serving requirements</source>
        <translation>Anforderungen an die Inferenz</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="98"/>
        <source> requests/s</source>
        <translation> Anfragen/s</translation>
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
        <translation>keine Grenze</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="102"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="105"/>
        <source> $/1M tokens</source>
        <translation> $/1 Mio. Tokens</translation>
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
        <translation>Last</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="109"/>
        <source>Prompt tokens</source>
        <translation>Prompt-Tokens</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="110"/>
        <source>Output tokens</source>
        <translation>Ausgabe-Tokens</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="111"/>
        <source>First token within</source>
        <translation>Erstes Token innerhalb</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="112"/>
        <source>Time per token within</source>
        <translation>Zeit pro Token innerhalb</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="113"/>
        <source>Answer within</source>
        <translation>Antwort innerhalb</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="114"/>
        <source>Percentile</source>
        <translation>Perzentil</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="115"/>
        <source>Cost ceiling</source>
        <translation>Kostenobergrenze</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="116"/>
        <source>Budget (buy, or a month&apos;s rent)</source>
        <translation>Budget (Kauf oder eine Monatsmiete)</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="117"/>
        <source>Try speculative decoding</source>
        <translation>Spekulatives Decoding versuchen</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="119"/>
        <source>Also size every configuration with a draft model of the same family (or an MTP or EAGLE head); kept where it is cheaper or meets a limit plain decode misses.</source>
        <translation>Jede Konfiguration auch mit einem Entwurfsmodell derselben Familie (oder einem MTP- oder EAGLE-Kopf) bemessen; behalten, wo es günstiger ist oder ein Limit einhält, das einfaches Decoding verfehlt.</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="122"/>
        <source>Try offload to host memory</source>
        <translation>Auslagerung in den Host-Speicher versuchen</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="124"/>
        <source>A single GPU whose weights do not fit keeps the most layers it can hold and the rest in host memory (llama.cpp). Slow: only a light load.</source>
        <translation>Eine einzelne GPU, in die die Gewichte nicht passen, behält so viele Schichten, wie sie fassen kann, den Rest im Host-Speicher (llama.cpp). Langsam: nur für geringe Last.</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="127"/>
        <source>Try a prefill pool (disaggregated)</source>
        <translation>Prefill-Pool versuchen (disaggregiert)</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="129"/>
        <source>With a first-token limit: split the cheapest plans into GPUs that only prefill and GPUs that only decode; kept when cheaper than co-located serving.</source>
        <translation>Mit einem Limit für das erste Token: die günstigsten Pläne in GPUs nur für Prefill und GPUs nur für Decode aufteilen; behalten, wenn günstiger als gemeinsames Serving.</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="133"/>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="138"/>
        <source>Training requirements</source>
        <translation>Anforderungen an das Training</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="140"/>
        <source> billion tokens</source>
        <translation> Mrd. Tokens</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="142"/>
        <source> days</source>
        <translation> Tage</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="142"/>
        <source>no deadline</source>
        <translation>keine Frist</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="144"/>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="145"/>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="146"/>
        <source>Budget for the run</source>
        <translation>Budget für den Lauf</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="148"/>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="151"/>
        <source>Cloud (rented GPU-hours)</source>
        <translation>Cloud (gemietete GPU-Stunden)</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="152"/>
        <source>Owned (bought hardware)</source>
        <translation>Eigen (gekaufte Hardware)</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="154"/>
        <source>One node only</source>
        <translation>Nur ein Knoten</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="155"/>
        <source>Meet the limits at P90 of the range</source>
        <translation>Grenzen beim P90 der Spanne einhalten</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="157"/>
        <source>Keep only plans that meet every limit even at the slow end of their P10-P90 prediction range, not only at the prediction.</source>
        <translation>Nur Pläne behalten, die jede Grenze auch am langsamen Ende ihrer P10-P90-Vorhersagespanne einhalten, nicht nur bei der Vorhersage.</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="159"/>
        <source>Pricing</source>
        <translation>Preise</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="160"/>
        <source>Most GPUs</source>
        <translation>Höchstens GPUs</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="164"/>
        <source>&amp;Search</source>
        <translation>&amp;Suchen</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="213"/>
        <source>&amp;Open in explorer</source>
        <translation>Im Hauptfenster ö&amp;ffnen</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="216"/>
        <source>&amp;Serving curve</source>
        <translation>&amp;Inferenzkurve</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="218"/>
        <source>Open the selected plan in the explorer with its serving chart: first token, time per token and throughput against the request rate, simulated, with the limits and the capacity marked</source>
        <translation>Den gewählten Plan im Hauptfenster mit seinem Inferenzdiagramm öffnen: erstes Token, Zeit je Token und Durchsatz über der Anfragerate, simuliert, mit den Grenzen und der Kapazität markiert</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="223"/>
        <source>&amp;Frontier</source>
        <translation>&amp;Front</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="224"/>
        <source>Open the selected plan in the explorer with the frontier view: tokens/s per GPU against tokens/s per user</source>
        <translation>Den gewählten Plan im Explorer mit der Front-Ansicht öffnen: Tokens/s pro GPU gegen Tokens/s pro Nutzer</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="237"/>
        <source>&amp;Export chart...</source>
        <translation>Diagramm &amp;exportieren...</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="341"/>
        <source>Set requirements</source>
        <translation>Anforderungen festlegen</translation>
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
        <translation>GPUs</translation>
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
        <translation>Micro-Batch</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="352"/>
        <source>ZeRO</source>
        <translation>ZeRO</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="352"/>
        <source>Recompute</source>
        <translation>Neuberechnung</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="353"/>
        <location filename="../ui/plan/plan_dialog.cpp" line="362"/>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="353"/>
        <source>Run cost</source>
        <translation>Kosten des Laufs</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="353"/>
        <source>Days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="358"/>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="359"/>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="360"/>
        <source>Compute</source>
        <translation>Rechenformat</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="361"/>
        <source>KV</source>
        <translation>KV</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="363"/>
        <source>$/1M tokens</source>
        <translation>$/1 Mio. Tokens</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="364"/>
        <source>$/hour</source>
        <translation>$/Stunde</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="365"/>
        <source>$/month</source>
        <translation>$/Monat</translation>
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
        <translation>Latenz p%1</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="370"/>
        <source>Risk</source>
        <translation>Risiko</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="385"/>
        <location filename="../ui/plan/plan_dialog.cpp" line="421"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="386"/>
        <source>selective</source>
        <translation>selektiv</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="387"/>
        <source>full</source>
        <translation>vollständig</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="397"/>
        <source>at risk</source>
        <translation>gefährdet</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/plan/plan_dialog.cpp" line="412"/>
        <source>%n with the same numbers as a listed plan (another engine)</source>
        <translation>
            <numerusform>%n mit denselben Zahlen wie ein gelisteter Plan (andere Engine)</numerusform>
            <numerusform>%n mit denselben Zahlen wie ein gelisteter Plan (andere Engine)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="416"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="418"/>
        <source>%1 configurations searched, %2 plans meet every limit. Turned down: %3.</source>
        <translation>%1 Konfigurationen durchsucht, %2 Pläne erfüllen jede Grenze. Ausgeschieden: %3.</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="425"/>
        <source>No configuration meets the requirements: see the reasons below.</source>
        <translation>Keine Konfiguration erfüllt die Anforderungen: siehe die Gründe unten.</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="442"/>
        <source>At risk: it meets the limits only at the optimistic end of its P10-P90 range: %1.</source>
        <translation>Gefährdet: Der Plan erfüllt die Grenzen nur am optimistischen Ende seines P10–P90-Bereichs: %1.</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="467"/>
        <source>Open plan %1</source>
        <translation>Plan %1 öffnen</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="489"/>
        <source>Export the plan chart</source>
        <translation>Plandiagramm exportieren</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="490"/>
        <source>PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG-Bild (*.png);;SVG-Bild (*.svg);;PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <location filename="../ui/plan/plan_dialog.cpp" line="496"/>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::PredictFirst</name>
    <message>
        <location filename="../ui/lessons/predict_first.cpp" line="17"/>
        <source>Predict &amp;First</source>
        <translation>Erst &amp;vorhersagen</translation>
    </message>
    <message>
        <location filename="../ui/lessons/predict_first.cpp" line="20"/>
        <source>Hide the figures, the chart points and the derivation until you click them: ask the class first (F6)</source>
        <translation>Die Zahlen, die Diagrammpunkte und die Herleitung verbergen, bis Sie sie anklicken: zuerst die Klasse fragen (F6)</translation>
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
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <location filename="../ui/document/recent_files.cpp" line="59"/>
        <source>&amp;Clear Menu</source>
        <translation>Menü &amp;leeren</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::RooflineChart</name>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="38"/>
        <source>decode</source>
        <translation>Decode</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="40"/>
        <source>prefill</source>
        <translation>Prefill</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="42"/>
        <source>training step</source>
        <translation>Trainingsschritt</translation>
    </message>
    <message>
        <source>%1, %2
intensity %3 FLOP/byte
attainable %4 TFLOP/s
modelled %5 TFLOP/s
%6</source>
        <translation type="vanished">%1, %2
Intensität %3 FLOP/Byte
erreichbar %4 TFLOP/s
modelliert %5 TFLOP/s
%6</translation>
    </message>
    <message>
        <source>memory-bound (left of the effective ridge)</source>
        <translation type="vanished">speichergebunden (links vom effektiven Knickpunkt)</translation>
    </message>
    <message>
        <source>compute-bound (right of the effective ridge)</source>
        <translation type="vanished">rechengebunden (rechts vom effektiven Knickpunkt)</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="96"/>
        <source>communication-bound (exposed communication is its longest part)</source>
        <translation>kommunikationsgebunden (sichtbare Kommunikation ist sein längster Teil)</translation>
    </message>
    <message>
        <source>compute-bound (right of its effective ridge %1 FLOP/byte)</source>
        <translation type="vanished">rechengebunden (rechts von seinem effektiven Knickpunkt %1 FLOP/Byte)</translation>
    </message>
    <message>
        <source>memory-bound (left of its effective ridge %1 FLOP/byte)</source>
        <translation type="vanished">speichergebunden (links von seinem effektiven Knickpunkt %1 FLOP/Byte)</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="99"/>
        <source>compute-bound (right of the %1 %2 FLOP/byte)</source>
        <translation>rechengebunden (rechts vom %1 %2 FLOP/Byte)</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="104"/>
        <source>memory-bound (left of the %1 %2 FLOP/byte)</source>
        <translation>speichergebunden (links vom %1 %2 FLOP/Byte)</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="109"/>
        <source>%1, %2
intensity %3 FLOP/byte
attainable %4 TFLOP/s
modelled %5 TFLOP/s, its roof %6 TFLOP/s
%7</source>
        <translation>%1, %2
Intensität %3 FLOP/Byte
erreichbar %4 TFLOP/s
modelliert %5 TFLOP/s, sein Dach %6 TFLOP/s
%7</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="119"/>
        <source>decode roof</source>
        <translation>Decode-Dach</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="121"/>
        <source>prefill roof</source>
        <translation>Prefill-Dach</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="123"/>
        <source>training step roof</source>
        <translation>Dach des Trainingsschritts</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="131"/>
        <source>Arithmetic intensity (FLOP/byte)</source>
        <translation>Intensität (FLOP/Byte)</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="133"/>
        <source>Performance (TFLOP/s)</source>
        <translation>Leistung (TFLOP/s)</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="148"/>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="213"/>
        <source>effective roof (η)</source>
        <translation>effektives Dach (η)</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="238"/>
        <source>pinned (A)</source>
        <translation>angeheftet (A)</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="266"/>
        <source>%1 roof
peak %2 TFLOP/s, bandwidth %3 TB/s
at %4 FLOP/byte: %5 TFLOP/s</source>
        <translation>%1 Dach
Spitze %2 TFLOP/s, Bandbreite %3 TB/s
bei %4 FLOP/Byte: %5 TFLOP/s</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="304"/>
        <source>%1 %2: %3 FLOP/byte (datasheet peak / bandwidth)
an engine reaches less: each pass is judged against its own ridge</source>
        <translation>%1 %2: %3 FLOP/Byte (Datenblatt-Spitze / Bandbreite)
eine Engine erreicht weniger: Jeder Durchlauf wird an seinem eigenen Knickpunkt gemessen</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="381"/>
        <source>%1 %2: %3 FLOP/byte (%4)
where no roof of its own is drawn, a pass left of it is memory-bound</source>
        <translation>%1 %2: %3 FLOP/Byte (%4)
wo kein eigenes Dach gezeichnet ist, ist ein Durchlauf links davon speichergebunden</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="414"/>
        <source>%1, %2 roof: %3 TFLOP/s (η_c and the GEMM shapes of the %2), %4 %5 FLOP/byte
the %2 is memory-bound left of it, compute-bound right of it, unless communication takes longer</source>
        <translation>%1, Dach für %2: %3 TFLOP/s (η_c und die GEMM-Formen von %2), %4 %5 FLOP/Byte
%2 ist links davon speichergebunden, rechts davon rechengebunden, außer die Kommunikation dauert länger</translation>
    </message>
    <message>
        <source>%1 ridge</source>
        <translation type="vanished">%1 Knickpunkt</translation>
    </message>
    <message>
        <source>%1 ridge point: %2 FLOP/byte (datasheet peak / bandwidth)
an engine reaches less: each pass is judged against its effective roof</source>
        <translation type="vanished">%1 Knickpunkt: %2 FLOP/Byte (Datenblatt-Spitze / Bandbreite)
eine Engine erreicht weniger: Jeder Durchlauf wird an seinem effektiven Dach gemessen</translation>
    </message>
    <message>
        <source>%1 effective ridge %2 FLOP/byte (%3)
where no roof of its own is drawn, a pass left of it is memory-bound</source>
        <translation type="vanished">%1 effektiver Knickpunkt %2 FLOP/Byte (%3)
wo kein eigenes Dach gezeichnet ist, ist ein Durchlauf links davon speichergebunden</translation>
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
        <translation type="vanished">%1, Dach %2: %3 TFLOP/s (η_c und die GEMM-Formen von %2), Knickpunkt %4 FLOP/Byte
%2 ist links davon speichergebunden, rechts davon rechengebunden, sofern die Kommunikation nicht länger dauert</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="447"/>
        <source>%1, decode at batch %2
%3 FLOP/byte, %4 TFLOP/s
%5</source>
        <translation>%1, Decode bei Batch %2
%3 FLOP/Byte, %4 TFLOP/s
%5</translation>
    </message>
    <message>
        <source>%1 ridge point: %2 FLOP/byte
below it memory-bound, above it compute-bound</source>
        <translation type="vanished">%1 Knickpunkt: %2 FLOP/Byte
darunter speichergebunden, darüber rechengebunden</translation>
    </message>
    <message>
        <source>ridge %1</source>
        <translation type="vanished">Knickpunkt %1</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="349"/>
        <source>ηc %1, ηm %2</source>
        <translation>ηc %1, ηm %2</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="351"/>
        <source>%1 effective roof</source>
        <translation>%1 effektives Dach</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="360"/>
        <source>%1 effective roof (%2)
peak %3 TFLOP/s, bandwidth %4 TB/s
at %5 FLOP/byte: %6 TFLOP/s</source>
        <translation>%1 effektives Dach (%2)
Spitze %3 TFLOP/s, Bandbreite %4 TB/s
bei %5 FLOP/Byte: %6 TFLOP/s</translation>
    </message>
    <message>
        <source>%1 effective ridge</source>
        <translation type="vanished">%1 effektiver Knickpunkt</translation>
    </message>
    <message>
        <source>%1 effective ridge %2 FLOP/byte (%3)
points left of it are memory-bound</source>
        <translation type="vanished">%1 effektiver Knickpunkt %2 FLOP/Byte (%3)
Punkte links davon sind speichergebunden</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="429"/>
        <source>%1 decode as the batch grows</source>
        <translation>%1 Decode bei wachsendem Batch</translation>
    </message>
    <message>
        <source>%1, decode at batch %2
%3 FLOP/byte, %4 TFLOP/s</source>
        <translation type="vanished">%1, Decode bei Batch %2
%3 FLOP/Byte, %4 TFLOP/s</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="465"/>
        <source>b=%1 (max)</source>
        <translation>b=%1 (max.)</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_chart.cpp" line="465"/>
        <source>b=%1</source>
        <translation>b=%1</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_verify.cpp" line="18"/>
        <source>compute-bound</source>
        <translation>rechengebunden</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_verify.cpp" line="20"/>
        <source>communication-bound</source>
        <translation>kommunikationsgebunden</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_verify.cpp" line="24"/>
        <source>memory-bound</source>
        <translation>speichergebunden</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_verify.cpp" line="35"/>
        <location filename="../ui/charts/roofline_verify.cpp" line="47"/>
        <source>verify (speculative)</source>
        <translation>Verifikation (spekulativ)</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_verify.cpp" line="56"/>
        <source>%1, speculative verify pass: %2 tokens a sequence in one pass
intensity %3 FLOP/byte, modelled %4 TFLOP/s
%5 (the %6 %7 FLOP/byte)</source>
        <translation>%1, spekulativer Verifikationsdurchlauf: %2 Tokens pro Sequenz in einem Durchlauf
Intensität %3 FLOP/Byte, modelliert %4 TFLOP/s
%5 (der %6 %7 FLOP/Byte)</translation>
    </message>
    <message>
        <source>%1, speculative verify pass: %2 tokens a sequence in one pass
intensity %3 FLOP/byte, modelled %4 TFLOP/s
%5 (its effective ridge %6 FLOP/byte)</source>
        <translation type="vanished">%1, spekulativer Verifikationsdurchlauf: %2 Tokens je Sequenz in einem Durchlauf
Intensität %3 FLOP/Byte, modelliert %4 TFLOP/s
%5 (sein effektiver Knickpunkt %6 FLOP/Byte)</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_verify.cpp" line="67"/>
        <source>verify k+1=%1</source>
        <translation>Verifikation k+1=%1</translation>
    </message>
    <message>
        <source>host roof (CPU and host memory)</source>
        <translation type="vanished">Host-Dach (CPU und Hauptspeicher)</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_host.cpp" line="20"/>
        <source>host roof</source>
        <translation>Host-Dach</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_host.cpp" line="30"/>
        <source>host roof: the CPU&apos;s %1 TFLOP/s over host memory at %2 GB/s (datasheet x efficiency)
at %3 FLOP/byte: %4 TFLOP/s</source>
        <translation>Host-Dach: %1 TFLOP/s der CPU über Hauptspeicher mit %2 GB/s (Datenblatt x Effizienz)
bei %3 FLOP/Byte: %4 TFLOP/s</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_host.cpp" line="43"/>
        <source>decode, host part</source>
        <translation>Decode, Host-Anteil</translation>
    </message>
    <message>
        <location filename="../ui/charts/roofline_host.cpp" line="54"/>
        <source>decode, the host&apos;s layers on the CPU
%1 FLOP/byte, %2 TFLOP/s achieved</source>
        <translation>Decode, die Schichten des Hosts auf der CPU
%1 FLOP/Byte, %2 TFLOP/s erreicht</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::ScalingChart</name>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="21"/>
        <source>%1 on %2 GPUs (%3 nodes)
%4 tokens/s, scaling efficiency %5%</source>
        <translation>%1 auf %2 GPUs (%3 Knoten)
%4 Tokens/s, Skalierungseffizienz %5 %</translation>
    </message>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="30"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="31"/>
        <source>Throughput (tokens/s)</source>
        <translation>Durchsatz (Tokens/s)</translation>
    </message>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="35"/>
        <source>Scaling efficiency (%)</source>
        <translation>Skal.-Effizienz (%)</translation>
    </message>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="41"/>
        <source>Scaling</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="75"/>
        <source>tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="79"/>
        <source>efficiency</source>
        <translation>Effizienz</translation>
    </message>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="90"/>
        <source>pinned (A)</source>
        <translation>angeheftet (A)</translation>
    </message>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="117"/>
        <source>node boundary</source>
        <translation>Knotengrenze</translation>
    </message>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="125"/>
        <source>%1 GPUs per node (%2): more GPUs talk over the network</source>
        <translation>%1 GPUs pro Knoten (%2): weitere GPUs kommunizieren über das Netzwerk</translation>
    </message>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="131"/>
        <source>%1 GPUs
per node</source>
        <translation>%1 GPUs
pro Knoten</translation>
    </message>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="173"/>
        <source>%1 scaling efficiency</source>
        <translation>%1 Skalierungseffizienz</translation>
    </message>
    <message>
        <location filename="../ui/charts/scaling_chart.cpp" line="187"/>
        <source>%1 at the node boundary</source>
        <translation>%1 an der Knotengrenze</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::ServingChart</name>
    <message>
        <source>%1 requests/s offered (Poisson, %2 simulated requests, seed %3)
first token: P50 %4 s, P90 %5 s, P99 %6 s
per output token: P50 %7 s, P90 %8 s, P99 %9 s
completed: %10 tokens/s (%11 offered)</source>
        <translation type="vanished">%1 Anfragen/s angeboten (Poisson, %2 simulierte Anfragen, Seed %3)
erstes Token: P50 %4 s, P90 %5 s, P99 %6 s
je Ausgabetoken: P50 %7 s, P90 %8 s, P99 %9 s
abgeschlossen: %10 Tokens/s (%11 angeboten)</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="37"/>
        <source>%1 requests/s offered (Poisson, seed %2): overloaded
the queue grows without bound; %3 requests/s carried, %4 tokens/s (%5 offered)</source>
        <translation>%1 Anfragen/s angeboten (Poisson, Seed %2): überlastet
die Warteschlange wächst ohne Grenze; %3 Anfragen/s getragen, %4 Tokens/s (%5 angeboten)</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="44"/>
        <source>%1 requests/s offered (Poisson, steady state of at least %2 requests, seed %3)
first token: P50 %4 s, P90 %5 s, P99 %6 s
per output token: P50 %7 s, P90 %8 s, P99 %9 s
completed: %10 tokens/s (%11 offered)</source>
        <translation>%1 Anfragen/s angeboten (Poisson, eingeschwungener Zustand aus mindestens %2 Anfragen, Seed %3)
erstes Token: P50 %4 s, P90 %5 s, P99 %6 s
je Ausgabetoken: P50 %7 s, P90 %8 s, P99 %9 s
abgeschlossen: %10 Tokens/s (%11 angeboten)</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="61"/>
        <source>Request rate (req/s)</source>
        <translation>Anfragerate (Anfragen/s)</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="62"/>
        <source>Time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="66"/>
        <source>Throughput (tokens/s)</source>
        <translation>Durchsatz (Tokens/s)</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="72"/>
        <source>Serving under load</source>
        <translation>Inferenz unter Last</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="119"/>
        <source>Nothing served: the weights leave no room for a KV cache</source>
        <translation>Nichts bedient: Die Gewichte lassen keinen Platz für einen KV-Cache</translation>
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
        <translation>Latenz</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="200"/>
        <location filename="../ui/charts/serving_chart.cpp" line="312"/>
        <source>tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="234"/>
        <source>TTFT limit %1 s at %2</source>
        <translation>TTFT-Grenze %1 s bei %2</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="237"/>
        <source>TPOT limit %1 s at %2</source>
        <translation>TPOT-Grenze %1 s bei %2</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="240"/>
        <source>latency limit %1 s at %2</source>
        <translation>Latenzgrenze %1 s bei %2</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="249"/>
        <source>no rate meets the limits</source>
        <translation>keine Rate hält die Grenzen ein</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="250"/>
        <source>capacity %1 req/s</source>
        <translation>Kapazität %1 Anfragen/s</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="250"/>
        <source>offline maximum %1 req/s</source>
        <translation>Offline-Maximum %1 Anfragen/s</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="254"/>
        <source>No simulated Poisson rate meets every limit at %1</source>
        <translation>Keine simulierte Poisson-Rate hält jede Grenze bei %1 ein</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="256"/>
        <source>Capacity: %1 requests/s, %2 tokens/s, the highest Poisson rate whose %3 meets every limit</source>
        <translation>Kapazität: %1 Anfragen/s, %2 Tokens/s, die höchste Poisson-Rate, deren %3 jede Grenze einhält</translation>
    </message>
    <message>
        <location filename="../ui/charts/serving_chart.cpp" line="260"/>
        <source>Offline maximum: %1 requests/s, %2 tokens/s with all %3 requests queued at once (no limit set)</source>
        <translation>Offline-Maximum: %1 Anfragen/s, %2 Tokens/s mit allen %3 Anfragen auf einmal in der Warteschlange (keine Grenze gesetzt)</translation>
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
        <translation>Ge&amp;teilte Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/layout/split_view.cpp" line="122"/>
        <source>B (current)</source>
        <translation>B (aktuell)</translation>
    </message>
    <message>
        <location filename="../ui/layout/split_view.cpp" line="67"/>
        <source>The pinned scenario A beside the current one, each with its own numbers and charts (F7)</source>
        <translation>Das angeheftete Szenario A neben dem aktuellen, jedes mit eigenen Zahlen und Diagrammen (F7)</translation>
    </message>
    <message>
        <location filename="../ui/layout/split_view.cpp" line="122"/>
        <source>B (current) · one chart a side</source>
        <translation>B (aktuell) · ein Diagramm je Seite</translation>
    </message>
    <message>
        <location filename="../ui/layout/split_view.cpp" line="124"/>
        <source>Four charts a side would not fit: the chart buttons choose the one shown, and the grid comes back when the window has room</source>
        <translation>Vier Diagramme je Seite passen nicht: Die Diagrammknöpfe wählen das gezeigte, und das Raster kehrt zurück, sobald das Fenster Platz hat</translation>
    </message>
    <message>
        <location filename="../ui/layout/split_view.cpp" line="162"/>
        <source>A (pinned): %1</source>
        <translation>A (angeheftet): %1</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::SummaryItem</name>
    <message>
        <location filename="../ui/summary/summary_item.cpp" line="61"/>
        <source>%1: hover or click to see how it is computed</source>
        <translation>%1: Maus darüber oder klicken, um die Berechnung zu sehen</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_item.cpp" line="82"/>
        <source>Copy Value</source>
        <translation>Wert kopieren</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_item.cpp" line="106"/>
        <source>click to reveal</source>
        <translation>zum Aufdecken klicken</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_item.cpp" line="175"/>
        <source>A: %1</source>
        <translation>A: %1</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_item.cpp" line="182"/>
        <source>B same</source>
        <translation>B gleich</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_item.cpp" line="183"/>
        <source>B %1%2%</source>
        <translation>B %1%2 %</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::SummaryStrip</name>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="74"/>
        <source>The primary GPU, whose numbers these are: choose it in the GPUs section</source>
        <translation>Die primäre GPU, deren Zahlen dies sind: Wählen Sie sie im Abschnitt GPUs</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="79"/>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="80"/>
        <source>Per user</source>
        <translation>Pro Nutzer</translation>
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
        <translation>Kapazität</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="85"/>
        <source>Training time</source>
        <translation>Trainingsdauer</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="86"/>
        <source>GPU-hours</source>
        <translation>GPU-Stunden</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="87"/>
        <source>Run cost</source>
        <translation>Kosten des Laufs</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="88"/>
        <source>Memory per GPU</source>
        <translation>Speicher pro GPU</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="89"/>
        <source>Implied MFU</source>
        <translation>Implizite MFU</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="90"/>
        <source>Communication</source>
        <translation>Kommunikation</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="91"/>
        <source>Compute</source>
        <translation>Rechnen</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="92"/>
        <source>Owned, per 1M tok</source>
        <translation>Eigen, pro 1 Mio. Tok.</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="93"/>
        <source>Cloud, per 1M tok</source>
        <translation>Cloud, pro 1 Mio. Tok.</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="94"/>
        <source>Per dollar</source>
        <translation>Pro Dollar</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="95"/>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="96"/>
        <source>Decode bound by</source>
        <translation>Decode begrenzt durch</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="97"/>
        <source>Prefill bound by</source>
        <translation>Prefill begrenzt durch</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="98"/>
        <source>Step bound by</source>
        <translation>Schritt begrenzt durch</translation>
    </message>
    <message>
        <source>What holds the pass back: communication when its exposed communication takes longer than its compute and its memory traffic; otherwise compute exactly when its intensity lies right of its own effective ridge (the engine&apos;s, lowered by the pass&apos;s GEMM shapes), else memory</source>
        <translation type="vanished">Was den Durchlauf bremst: Kommunikation, wenn seine sichtbare Kommunikation länger dauert als sein Rechnen und sein Speicherverkehr; sonst Rechnen genau dann, wenn seine Intensität rechts von seinem eigenen effektiven Knickpunkt liegt (dem der Engine, gesenkt durch die GEMM-Formen des Durchlaufs), andernfalls Speicher</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="102"/>
        <source>What holds the pass back: communication when its exposed communication takes longer than its compute and its memory traffic; otherwise compute exactly when its intensity lies right of the pass&apos;s own ridge (the engine ridge lowered by the shapes of the pass&apos;s GEMMs: the decode, prefill or step ridge), else memory</source>
        <translation>Was den Durchlauf bremst: die Kommunikation, wenn seine nicht überlappte Kommunikation länger dauert als seine Rechnung und sein Speicherverkehr; sonst die Rechenleistung genau dann, wenn seine Intensität rechts vom eigenen Knickpunkt des Durchlaufs liegt (dem Engine-Knickpunkt, gesenkt durch die Formen seiner GEMMs: dem Decode-, Prefill- oder Schritt-Knickpunkt), sonst der Speicher</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="107"/>
        <source>Time to first token: the prefill of the prompt</source>
        <translation>Zeit bis zum ersten Token: das Prefill des Prompts</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="108"/>
        <source>Time per output token: one decode step</source>
        <translation>Zeit pro Ausgabe-Token: ein Decode-Schritt</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="110"/>
        <source>Time to first token of 99 in 100 requests of the scenario&apos;s serving load, simulated iteration by iteration (View &gt; Serving shows it against the rate)</source>
        <translation>Zeit bis zum ersten Token bei 99 von 100 Anfragen der Last des Szenarios, Iteration für Iteration simuliert (Ansicht &gt; Inferenz unter Last zeigt sie über der Rate)</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="114"/>
        <source>The highest Poisson request rate whose percentiles meet the scenario&apos;s limits, simulated; without limits, the offline maximum</source>
        <translation>Die höchste Poisson-Anfragerate, deren Perzentile die Grenzen des Szenarios einhalten, simuliert; ohne Grenzen das Offline-Maximum</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="117"/>
        <source>Model FLOP utilisation the modelled run reaches: 6·P·T over N GPUs at peak for the training time</source>
        <translation>Model-FLOP-Auslastung des modellierten Laufs: 6·P·T über N GPUs bei Spitzenleistung für die Trainingsdauer</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="120"/>
        <source>Throughput per dollar-hour of the owned or cloud cost (as the cost basis selects), and the primary GPU&apos;s bandwidth and peak per $1,000 of its price</source>
        <translation>Durchsatz pro Dollar-Stunde der eigenen oder der Cloud-Kosten (je nach gewählter Kostenbasis) sowie Bandbreite und Spitzenleistung der primären GPU pro 1.000 $ ihres Preises</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="124"/>
        <source>Energy per output token at the wall: whole servers&apos; draw (GPUs and the rest of each server) times PUE, over the tokens per second</source>
        <translation>Energie je Ausgabe-Token an der Steckdose: Leistung der ganzen Server (GPUs und der Rest jedes Servers) mal PUE, geteilt durch die Tokens je Sekunde</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="127"/>
        <source>The share of a training step spent in communication that does not overlap compute</source>
        <translation>Der Anteil eines Trainingsschritts, der auf nicht mit Rechnen überlappte Kommunikation entfällt</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="202"/>
        <source>a %1-parameter model</source>
        <translation>ein Modell mit %1 Parametern</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="206"/>
        <source>&lt;b&gt;%1&lt;/b&gt; × %2 (tensor parallel %3), training %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; × %2 (Tensor-parallel %3), Training von %4</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="207"/>
        <source>&lt;b&gt;%1&lt;/b&gt; × %2 (tensor parallel %3), serving %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; × %2 (Tensor-parallel %3), Inferenz von %4</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="214"/>
        <source>, prompts on a prefill pool of %1 × %2 (tensor parallel %3)</source>
        <translation>, Prompts auf einem Prefill-Pool von %1 × %2 (Tensor-Parallelität %3)</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="220"/>
        <source>B (current): %1 &amp;nbsp;&amp;nbsp;|&amp;nbsp;&amp;nbsp; A (pinned): %2</source>
        <translation>B (aktuell): %1 &amp;nbsp;&amp;nbsp;|&amp;nbsp;&amp;nbsp; A (angeheftet): %2</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="223"/>
        <source> — a different mode, values not compared</source>
        <translation> — ein anderer Modus, Werte nicht verglichen</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="270"/>
        <source>%1 J/token</source>
        <translation>%1 J/Token</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/summary/summary_strip.cpp" line="272"/>
        <source>%1 W, %n server(s)</source>
        <translation>
            <numerusform>%1 W, %n Server</numerusform>
            <numerusform>%1 W, %n Server</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="280"/>
        <source>if it fitted: needs %1 GPUs</source>
        <translation>damit es passt: braucht %1 GPUs</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="281"/>
        <source>at MFU %1</source>
        <translation>bei MFU %1</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="282"/>
        <source>modelled step</source>
        <translation>modellierter Schritt</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="286"/>
        <source>%1 GPUs</source>
        <translation>%1 GPUs</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="286"/>
        <source>one GPU</source>
        <translation>eine GPU</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="292"/>
        <source>owned %1</source>
        <translation>eigen %1</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="292"/>
        <source>cloud %1</source>
        <translation>Cloud %1</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="296"/>
        <source>fits in %1</source>
        <translation>passt in %1</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="297"/>
        <location filename="../ui/summary/summary_strip.cpp" line="352"/>
        <source>needs %1 GPUs</source>
        <translation>braucht %1 GPUs</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="301"/>
        <source>scaling eff. %1</source>
        <translation>Skal.-Eff. %1</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="304"/>
        <source>of a step, one node</source>
        <translation>eines Schritts, ein Knoten</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="305"/>
        <source>of a step, %1 nodes</source>
        <translation>eines Schritts, %1 Knoten</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="308"/>
        <source>%1 steps</source>
        <translation>%1 Schritte</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="316"/>
        <source>if it fitted</source>
        <translation>wenn es passte</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="319"/>
        <source>one replica</source>
        <translation>ein Replikat</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="319"/>
        <source>%1 replicas</source>
        <translation>%1 Replikate</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="327"/>
        <source>incl. %1 KV transfer</source>
        <translation>inkl. %1 KV-Übertragung</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="328"/>
        <source>latency %1</source>
        <translation>Latenz %1</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="331"/>
        <source>max batch %1</source>
        <translation>max. Batch %1</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="337"/>
        <location filename="../ui/summary/summary_strip.cpp" line="402"/>
        <source>overloaded</source>
        <translation>überlastet</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="338"/>
        <source>%1 in flight &gt; %2 places</source>
        <translation>%1 laufend &gt; %2 Plätze</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="345"/>
        <source>p%1 with queue; latency %2</source>
        <translation>p%1 mit Warteschlange; Latenz %2</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="351"/>
        <source>of %1 usable</source>
        <translation>von %1 nutzbar</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="354"/>
        <source>headline</source>
        <translation>Hauptergebnis</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="358"/>
        <source>at the required load</source>
        <translation>bei der geforderten Last</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="366"/>
        <source>buy pays off in %1 mo</source>
        <translation>Kauf rechnet sich in %1 Mon.</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="367"/>
        <source>no purchase price</source>
        <translation>kein Kaufpreis</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="367"/>
        <location filename="../ui/summary/summary_strip.cpp" line="377"/>
        <source>does not fit</source>
        <translation>passt nicht</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="377"/>
        <source>no cloud rate</source>
        <translation>kein Cloud-Preis</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="398"/>
        <source>at %1 req/s</source>
        <translation>bei %1 Anfragen/s</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="399"/>
        <source>closed loop</source>
        <translation>geschlossener Kreis</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="403"/>
        <source>%1 of %2 req/s carried</source>
        <translation>%1 von %2 Anfragen/s getragen</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="408"/>
        <source>none served</source>
        <translation>keine bedient</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="409"/>
        <source>simulated %1</source>
        <translation>simuliert %1</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="421"/>
        <source>%1 req/s</source>
        <translation>%1 Anfragen/s</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="421"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="422"/>
        <source>below the load&apos;s %1 req/s</source>
        <translation>unter den %1 Anfragen/s der Last</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="423"/>
        <source>within the limits at P%1</source>
        <translation>innerhalb der Grenzen bei P%1</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="424"/>
        <source>offline maximum</source>
        <translation>Offline-Maximum</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="434"/>
        <source>communication</source>
        <translation>Kommunikation</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="434"/>
        <source>comm. %1 &gt; compute, memory</source>
        <translation>Komm. %1 &gt; Rechnen, Speicher</translation>
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
        <source>I %1 &gt; eff. ridge %2</source>
        <translation type="vanished">I %1 &gt; eff. Knickpunkt %2</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="445"/>
        <source>memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>I %1 ≤ eff. ridge %2</source>
        <translation type="vanished">I %1 ≤ eff. Knickpunkt %2</translation>
    </message>
    <message>
        <location filename="../ui/summary/summary_strip.cpp" line="438"/>
        <source>compute</source>
        <translation>Rechenleistung</translation>
    </message>
    <message>
        <source>I %1 %2 eff. ridge %3</source>
        <translation type="vanished">I %1 %2 eff. Knickpunkt %3</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::Teaching</name>
    <message>
        <location filename="../ui/lessons/teaching.cpp" line="36"/>
        <source>&amp;Presenter View</source>
        <translation>&amp;Präsentationsansicht</translation>
    </message>
    <message>
        <location filename="../ui/lessons/teaching.cpp" line="42"/>
        <source>Large text, thick lines and high contrast for a projector; controls hidden (F5; Esc leaves)</source>
        <translation>Große Schrift, dicke Linien und hoher Kontrast für einen Projektor; Bedienelemente ausgeblendet (F5; Esc beendet)</translation>
    </message>
    <message>
        <location filename="../ui/lessons/teaching.cpp" line="54"/>
        <source>&amp;Lessons</source>
        <translation>&amp;Lektionen</translation>
    </message>
    <message>
        <location filename="../ui/lessons/teaching.cpp" line="64"/>
        <location filename="../ui/lessons/teaching.cpp" line="135"/>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <location filename="../ui/lessons/teaching.cpp" line="69"/>
        <source>Open &amp;Lesson File…</source>
        <translation>Lektions&amp;datei öffnen…</translation>
    </message>
    <message>
        <location filename="../ui/lessons/teaching.cpp" line="71"/>
        <source>Decode &amp;Trail on the Roofline</source>
        <translation>&amp;Decode-Spur im Roofline-Diagramm</translation>
    </message>
    <message>
        <location filename="../ui/lessons/teaching.cpp" line="73"/>
        <source>The decode point at batch 1, 2, 4, ... up to the largest batch that fits: how batching climbs the roof</source>
        <translation>Der Decode-Punkt bei Batch 1, 2, 4, ... bis zum größten Batch, der passt: wie Batching das Dach hinaufklettert</translation>
    </message>
    <message>
        <location filename="../ui/lessons/teaching.cpp" line="80"/>
        <source>P&amp;resenter</source>
        <translation>&amp;Präsentation</translation>
    </message>
    <message>
        <location filename="../ui/lessons/teaching.cpp" line="83"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <location filename="../ui/lessons/teaching.cpp" line="99"/>
        <source>&amp;Larger</source>
        <translation>&amp;Größer</translation>
    </message>
    <message>
        <location filename="../ui/lessons/teaching.cpp" line="102"/>
        <source>&amp;Smaller</source>
        <translation>&amp;Kleiner</translation>
    </message>
    <message>
        <location filename="../ui/lessons/teaching.cpp" line="116"/>
        <source>%1: no such lesson file or lesson id (lessons: %2)</source>
        <translation>%1: keine solche Lektionsdatei oder Lektions-ID (Lektionen: %2)</translation>
    </message>
    <message>
        <location filename="../ui/lessons/teaching.cpp" line="130"/>
        <source>Open Lesson</source>
        <translation>Lektion öffnen</translation>
    </message>
    <message>
        <location filename="../ui/lessons/teaching.cpp" line="130"/>
        <source>Ridgeline lessons (*.lesson.json *.json)</source>
        <translation>Ridgeline-Lektionen (*.lesson.json *.json)</translation>
    </message>
    <message>
        <location filename="../ui/lessons/teaching.cpp" line="136"/>
        <source>%1 is not a lesson Ridgeline can play:
%2</source>
        <translation>%1 ist keine Lektion, die Ridgeline abspielen kann:
%2</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::TimeCostChart</name>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="24"/>
        <source>%1 on %2 GPUs: %3 days</source>
        <translation>%1 auf %2 GPUs: %3 Tage</translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="27"/>
        <source>
owned %1 for the run</source>
        <translation>
eigen %1 für den Lauf</translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="29"/>
        <source>
cloud %1 for the run</source>
        <translation>
Cloud %1 für den Lauf</translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="37"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="38"/>
        <source>Time to train (days)</source>
        <translation>Trainingsdauer (Tage)</translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="41"/>
        <source>Run cost ($)</source>
        <translation>Kosten des Laufs ($)</translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="47"/>
        <source>Time and cost to train</source>
        <translation>Trainingsdauer und -kosten</translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="85"/>
        <source>days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="90"/>
        <source>owned $</source>
        <translation>eigen $</translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="95"/>
        <source>cloud $</source>
        <translation>Cloud $</translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="102"/>
        <source>deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="109"/>
        <source>deadline: %1 days</source>
        <translation>Frist: %1 Tage</translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="120"/>
        <source>pinned (A)</source>
        <translation>angeheftet (A)</translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="162"/>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <location filename="../ui/charts/time_cost_chart.cpp" line="187"/>
        <source>%1 cloud</source>
        <translation>%1 Cloud</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::TrainingPanel</name>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="35"/>
        <source>Training run</source>
        <translation>Trainingslauf</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="38"/>
        <source> seq</source>
        <translation> Seq.</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="39"/>
        <source>Tokens to train</source>
        <translation>Zu trainierende Tokens</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="40"/>
        <source>Tokens of the whole run, in billions (0.1 B to 100 T)</source>
        <translation>Tokens des ganzen Laufs, in Milliarden (0,1 B bis 100 T)</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="41"/>
        <source> B tokens</source>
        <translation> Mrd. Tokens</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="46"/>
        <source>Sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="46"/>
        <source>Tokens per training sequence</source>
        <translation>Tokens pro Trainingssequenz</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="47"/>
        <source> tokens</source>
        <translation> Tokens</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="50"/>
        <source>Micro-batch</source>
        <translation>Micro-Batch</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="51"/>
        <source>Sequences per GPU per forward/backward pass</source>
        <translation>Sequenzen pro GPU pro Vorwärts-/Rückwärtsdurchlauf</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="55"/>
        <source>Global batch: &amp;automatic (micro-batch × data-parallel)</source>
        <translation>Globaler Batch: &amp;automatisch (Micro-Batch × DP)</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="56"/>
        <source>Sequences per optimizer step; automatic takes one micro-batch per data-parallel GPU group, more means gradient accumulation</source>
        <translation>Sequenzen pro Optimiererschritt; automatisch nimmt einen Micro-Batch pro datenparalleler GPU-Gruppe, mehr bedeutet Gradientenakkumulation</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="64"/>
        <source>Global batch</source>
        <translation>Globaler Batch</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="68"/>
        <source>Pipeline parallel</source>
        <translation>Pipeline-Parallelität</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="69"/>
        <source>Pipeline stages the layers are split over; tensor parallel × pipeline parallel GPUs hold one model replica and must divide the GPU count</source>
        <translation>Pipeline-Stufen, auf die die Schichten verteilt werden; Tensor-parallel × Pipeline-parallel GPUs halten ein Modellreplikat und müssen die GPU-Anzahl teilen</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="71"/>
        <source> stages</source>
        <translation> Stufen</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="73"/>
        <source>Data parallel: a&amp;utomatic (GPUs / (tensor × pipeline))</source>
        <translation>Datenparallel: a&amp;utomatisch (GPUs / (TP × PP))</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="74"/>
        <source>Model replicas trained side by side; automatic uses every GPU</source>
        <translation>Nebeneinander trainierte Modellreplikate; automatisch nutzt jede GPU</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="80"/>
        <source>Data parallel</source>
        <translation>Datenparallelität</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="81"/>
        <source> replicas</source>
        <translation> Replikate</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="88"/>
        <source>&amp;Deadline</source>
        <translation>&amp;Frist</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="89"/>
        <source>Finish the run within a number of days; the charts mark the GPUs needed for it</source>
        <translation>Den Lauf innerhalb einer Anzahl Tage abschließen; die Diagramme markieren die dafür nötigen GPUs</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="97"/>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="97"/>
        <source> days</source>
        <translation> Tage</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="104"/>
        <source>Time basis</source>
        <translation>Zeitbasis</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="105"/>
        <source>Headline training time: 6 P T / (MFU × peak), or the modelled step time (compute, communication, pipeline bubble)</source>
        <translation>Haupt-Trainingsdauer: 6 P T / (MFU × Spitze) oder die modellierte Schrittzeit (Rechnen, Kommunikation, Pipeline-Bubble)</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="111"/>
        <source>MFU headline</source>
        <translation>MFU als Hauptwert</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="112"/>
        <source>Modelled step time</source>
        <translation>Modellierte Schrittzeit</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="113"/>
        <source>Activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="114"/>
        <source>Activation memory: the per-layer formula, or the rule of thumb of twice the weights</source>
        <translation>Aktivierungsspeicher: die Formel pro Schicht oder die Faustregel doppelte Gewichte</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="120"/>
        <source>Formula</source>
        <translation>Formel</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="121"/>
        <source>2 × weights</source>
        <translation>2 × Gewichte</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="123"/>
        <source>Optimizer states</source>
        <translation>Optimiererzustände</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="124"/>
        <source>Storage format of the optimizer states (Adam m and v, SGD momentum)</source>
        <translation>Speicherformat der Optimiererzustände (Adam m und v, SGD-Momentum)</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="131"/>
        <source>%1 (%2 bit)</source>
        <translation>%1 (%2 Bit)</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="133"/>
        <source>&amp;Flash attention</source>
        <translation>&amp;Flash Attention</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="134"/>
        <source>Fused attention that never stores the s² attention scores</source>
        <translation>Fusionierte Attention, die die s² Attention-Scores nie speichert</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="136"/>
        <source>fp32 &amp;master weights</source>
        <translation>fp32-&amp;Master-Gewichte</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="137"/>
        <source>Keep an fp32 copy of weights narrower than fp32 (4 bytes per trained parameter)</source>
        <translation>Eine fp32-Kopie von Gewichten schmaler als fp32 behalten (4 Bytes pro trainiertem Parameter)</translation>
    </message>
    <message>
        <location filename="../ui/panels/training_panel.cpp" line="209"/>
        <source>pipeline_parallel on %5: %1 stages × tensor parallel %2 = %3 GPUs per model replica, and its %4 GPUs are not a multiple of %3 (allowed: a pipeline degree p with %2 × p dividing %4).</source>
        <translation>pipeline_parallel auf %5: %1 Stufen × Tensor-parallel %2 = %3 GPUs pro Modellreplikat, und seine %4 GPUs sind kein Vielfaches von %3 (erlaubt: ein Pipeline-Grad p, bei dem %2 × p %4 teilt).</translation>
    </message>
</context>
<context>
    <name>ridgeline::ui::WorkloadPanel</name>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="20"/>
        <source>Workload</source>
        <translation>Arbeitslast</translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="23"/>
        <source>&amp;Inference</source>
        <translation>&amp;Inferenz</translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="24"/>
        <source>&amp;Training</source>
        <translation>&amp;Training</translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="28"/>
        <source>Serve the model: tokens per second, latency, cost per token</source>
        <translation>Das Modell bereitstellen: Tokens pro Sekunde, Latenz, Kosten pro Token</translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="29"/>
        <source>Train or fine-tune: time, GPU-hours, memory per GPU</source>
        <translation>Trainieren oder Fine-Tuning: Zeit, GPU-Stunden, Speicher pro GPU</translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="36"/>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="43"/>
        <source> tokens</source>
        <translation> Tokens</translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="46"/>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="47"/>
        <source>Sequences decoded together per model replica (%1)</source>
        <translation>Gemeinsam decodierte Sequenzen pro Modellreplikat (%1)</translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="52"/>
        <source>Prompt tokens per sequence (%1)</source>
        <translation>Prompt-Tokens pro Sequenz (%1)</translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="56"/>
        <source>Generated tokens per sequence (%1)</source>
        <translation>Erzeugte Tokens pro Sequenz (%1)</translation>
    </message>
    <message>
        <source>Sequences decoded together per model replica (1 to 4096)</source>
        <translation type="vanished">Gemeinsam decodierte Sequenzen pro Modellreplikat (1 bis 4096)</translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="48"/>
        <source> seq</source>
        <translation> Seq.</translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="51"/>
        <source>Prompt length</source>
        <translation>Prompt-Länge</translation>
    </message>
    <message>
        <source>Prompt tokens per sequence (128 to 1M)</source>
        <translation type="vanished">Prompt-Tokens pro Sequenz (128 bis 1M)</translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="55"/>
        <source>Output length</source>
        <translation>Ausgabelänge</translation>
    </message>
    <message>
        <source>Generated tokens per sequence (128 to 1M)</source>
        <translation type="vanished">Erzeugte Tokens pro Sequenz (128 bis 1M)</translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="66"/>
        <source>all, no offload</source>
        <translation>alle, keine Auslagerung</translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="67"/>
        <source>Layers on the GPUs; the rest live in host memory and run on the CPU (llama.cpp&apos;s -ngl)</source>
        <translation>Schichten auf den GPUs; der Rest liegt im Hauptspeicher und läuft auf der CPU (-ngl von llama.cpp)</translation>
    </message>
    <message>
        <location filename="../ui/panels/workload_panel.cpp" line="71"/>
        <location filename="../ui/panels/workload_panel.cpp" line="77"/>
        <source>GPU layers</source>
        <translation>GPU-Schichten</translation>
    </message>
</context>
</TS>
