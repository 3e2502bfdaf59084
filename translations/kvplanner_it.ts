<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>Charts</name>
    <message>
        <location filename="../app/gui/charts/chartstyle.cpp" line="+95"/>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 rounded size (8.00 GiB), %2 exact byte count</extracomment>
        <translation>%1 (%2 byte)</translation>
    </message>
</context>
<context>
    <name>Choose</name>
    <message>
        <location filename="../app/common/choosewording.cpp" line="+34"/>
        <source> (at most %1 tokens/s per user; now %2)</source>
        <extracomment>%1 the new decode-speed bound, %2 the current one</extracomment>
        <translation> (al massimo %1 token/s per utente; ora %2)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a %1 GPU limit</source>
        <extracomment>one change of several: %1 the GPU working-set limit of a Mac (45.0 GiB)</extracomment>
        <translation>un limite GPU di %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>vLLM reserving %1% of the GPU</source>
        <extracomment>one change of several: %1 a percentage</extracomment>
        <translation>vLLM che riserva il %1% della GPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a %1 KV cache</source>
        <extracomment>one change of several: %1 a KV cache type (q8_0)</extracomment>
        <translation>una cache KV %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 weights</source>
        <extracomment>one change of several: %1 a weight scheme (Q3_K_M)</extracomment>
        <translation>pesi %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the experts of %1 layers in RAM</source>
        <extracomment>one change of several: %1 layers whose experts stay in system RAM</extracomment>
        <translation>gli esperti di %1 layer in RAM</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 tokens per user (not %2)</source>
        <extracomment>one change of several: %1 the context per user, %2 the context asked for</extracomment>
        <translation>%1 token per utente (non %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 users at once (not %2)</source>
        <extracomment>one change of several: %1 users at once, %2 the users asked for</extracomment>
        <translation>%1 utenti alla volta (non %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 GPUs</source>
        <extracomment>one change of several: %1 a number of GPUs</extracomment>
        <translation>%1 GPU</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>Let the GPU use up to %1 of the unified memory (sudo sysctl iogpu.wired_limit_mb=%2): free, but it leaves less memory for other programs until the next restart.</source>
        <extracomment>%1 the new GPU memory limit (e.g. 120 GiB), %2 the same in MiB for the sysctl command</extracomment>
        <translation>Consenti alla GPU di usare fino a %1 della memoria unificata (sudo sysctl iogpu.wired_limit_mb=%2): gratis, ma fino al prossimo riavvio resta meno memoria per gli altri programmi.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Let vLLM reserve %1% of the GPU (--gpu-memory-utilization %2): free, if nothing else needs that GPU memory.</source>
        <extracomment>%1 a percentage, %2 the flag&apos;s value (0.95)</extracomment>
        <translation>Consenti a vLLM di riservare il %1% della GPU (--gpu-memory-utilization %2): gratis, se nient’altro ha bisogno di quella memoria della GPU.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Store the KV cache as %1: about half the memory of 16-bit values, with a barely measurable loss of quality.</source>
        <translation>Memorizza la cache KV come %1: circa metà della memoria dei valori a 16 bit, con una perdita di qualità appena misurabile.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Use %1 weights (%2 in all) instead of %3: smaller, at some loss of quality.</source>
        <extracomment>%1 a weight scheme (Q3_K_M), %2 its size, %3 the current scheme</extracomment>
        <translation>Usa pesi %1 (%2 in tutto) invece di %3: più piccoli, con un po’ di perdita di qualità.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Store the KV cache as %1: about a quarter of the memory of 16-bit values, with a noticeable loss of quality on long contexts.</source>
        <translation>Memorizza la cache KV come %1: circa un quarto della memoria dei valori a 16 bit, con una perdita di qualità evidente sui contesti lunghi.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep the experts of the first %1 layers in system RAM (--n-cpu-moe %1): everything else stays on the GPU, and every token reads those experts from RAM%2.</source>
        <extracomment>%1 a number of layers whose experts stay in system RAM</extracomment>
        <translation>Tieni nella RAM di sistema gli esperti dei primi %1 layer (--n-cpu-moe %1): tutto il resto rimane sulla GPU, e ogni token legge quegli esperti dalla RAM%2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Put %1 layers on the GPU and the rest in system RAM (-ngl %1): it runs, but slower%2.</source>
        <translation>Metti %1 layer sulla GPU e il resto nella RAM di sistema (-ngl %1): funziona, ma più lentamente%2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shorten the context to %1 tokens per user (instead of %2): longer conversations are cut off.</source>
        <extracomment>%1 the longest context per user that fits, %2 the context asked for</extracomment>
        <translation>Accorcia il contesto a %1 token per utente (invece di %2): le conversazioni più lunghe vengono troncate.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Serve %1 of the %2 users at once: the others wait their turn.</source>
        <extracomment>%1 the users that fit at once, %2 the users asked for</extracomment>
        <translation>Servi %1 dei %2 utenti alla volta: gli altri aspettano il loro turno.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Use %1 GPUs of this kind: it costs the cards you add%2.</source>
        <extracomment>%1 a number of GPUs (two or more), %2 the speed bound with them</extracomment>
        <translation>Usa %1 GPU di questo tipo: costa quanto le schede che aggiungi%2.</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+56"/>
        <location line="+23"/>
        <source>, at most %1 tokens/s per user</source>
        <translation>, al massimo %1 token/s per utente</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>The first token comes %1 s sooner (after at least %2 s; now %3 s).</source>
        <extracomment>after a suggestion: %1 seconds gained, %2 the new first-token bound in seconds, %3 the current one</extracomment>
        <translation>Il primo token arriva %1 s prima (dopo almeno %2 s; ora %3 s).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The first token comes %1 s later (after at least %2 s; now %3 s).</source>
        <extracomment>after a suggestion: %1 seconds lost, %2 the new first-token bound in seconds, %3 the current one</extracomment>
        <translation>Il primo token arriva con %1 s di ritardo (dopo almeno %2 s; ora %3 s).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Use %1 GPUs of this kind: the cards you add cost about %2%3.</source>
        <extracomment>%1 a number of GPUs (two or more), %2 what the added cards cost (1499 USD), %3 the speed bound with them</extracomment>
        <translation>Usa %1 GPU di questo tipo: le schede che aggiungi costano circa %2%3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run it as it is on %1, about %2: it fits there%3.</source>
        <extracomment>%1 a machine&apos;s name (with its GPU count), %2 its price (3998 USD), %3 the speed bound there</extracomment>
        <translation>Eseguilo così com’è su %1, circa %2: lì ci sta%3.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source> The GPU limit: sudo sysctl iogpu.wired_limit_mb=%1 (until the next restart).</source>
        <extracomment>after a combination with a larger GPU limit: %1 the limit in MiB</extracomment>
        <translation> Il limite GPU: sudo sysctl iogpu.wired_limit_mb=%1 (fino al prossimo riavvio).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Together: %1. No one of them alone makes it fit.</source>
        <extracomment>two or three changes that fit only together; %1 the changes joined by &quot; + &quot; (e.g. &quot;Q3_K_M weights + a q8_0 KV cache&quot;)</extracomment>
        <translation>Insieme: %1. Nessuna di queste modifiche da sola basta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> + </source>
        <translation> + </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Run it as it is on %1: it fits there%2.</source>
        <extracomment>%1 a machine&apos;s name (with its GPU count), %2 the speed bound there</extracomment>
        <translation>Eseguilo così com’è su %1: lì ci sta%2.</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+105"/>
        <source>%1 × %2</source>
        <extracomment>%1 a number of GPUs, %2 the machine or GPU&apos;s name</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>%1, %2 tokens/s instead of %3, %4 in all</source>
        <extracomment>a change that spills less: %1 its verdict (spills 4 layers), %2 its speed bound, %3 today&apos;s, %4 bytes</extracomment>
        <translation>%1, %2 token/s invece di %3, %4 in tutto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2 in all</source>
        <extracomment>a suggestion&apos;s outcome: %1 its verdict (fits), %2 the plan&apos;s bytes</extracomment>
        <translation>%1, %2 in tutto</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>free</source>
        <translation>gratis</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>quality</source>
        <translation>qualità</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>speed</source>
        <translation>velocità</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>capability</source>
        <translation>capacità</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>money</source>
        <translation>denaro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>several</source>
        <translation>più modifiche</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>refused</source>
        <extracomment>the runtime refuses this combination (e.g. a quantised V cache without flash attention)</extracomment>
        <translation>rifiutato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fits</source>
        <translation>ci sta</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>spills %Ln layers</source>
        <translation>
            <numerusform>%Ln layer finisce in RAM</numerusform>
            <numerusform>%Ln layer finiscono in RAM</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spills</source>
        <translation>sconfina nella RAM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>does not fit</source>
        <translation>non ci sta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no machine</source>
        <translation>nessuna macchina</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Prices in %1: prices given in %2 converted at the rate of %3 (%4).</source>
        <extracomment>%1 the display currency (JPY), %2 the currencies prices were given in (USD), %3 the rates&apos; date (2025-12-31), %4 the rates&apos; name (ECB euro reference rates)</extracomment>
        <translation>Prezzi in %1: i prezzi in %2 sono convertiti al cambio del %3 (%4).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Prices marked * are your own, not the list price.</source>
        <translation>I prezzi con * sono i tuoi, non quelli di listino.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No machine of known price runs this plan.</source>
        <translation>Nessuna macchina di prezzo noto esegue questo piano.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cheapest that fits: %1 at %2, %3 tokens/s per user.</source>
        <extracomment>%1 a machine, %2 its price, %3 its decode-speed bound per user</extracomment>
        <translation>La più economica che ci sta: %1 a %2, %3 token/s per utente.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing priced fits; cheapest that runs with layers in RAM: %1 at %2, %3 tokens/s per user.</source>
        <extracomment>none fits on the GPU: %1 a machine whose layers partly stay in system RAM, %2 its price, %3 its speed</extracomment>
        <translation>Nessuna macchina di prezzo noto ci sta; la più economica che funziona con strati in RAM: %1 a %2, %3 token/s per utente.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>at most %1 Wh per million tokens</source>
        <extracomment>%1 watt-hours (an upper bound) for a million generated tokens</extracomment>
        <translation>al massimo %1 Wh per milione di token</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>at most %1 a month</source>
        <extracomment>%1 a price (an upper bound) for a month of use</extracomment>
        <translation>al massimo %1 al mese</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>at most %1 kWh a month</source>
        <extracomment>%1 kilowatt-hours (an upper bound) for a month of use, when no price per kWh is known</extracomment>
        <translation>al massimo %1 kWh al mese</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2 board power, %3 h a day)</source>
        <extracomment>after the running-cost bounds: %1 the board power (700 W), %2 hours of generation a day</extracomment>
        <translation>%1 (potenza della scheda %2, %3 h al giorno)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no price per kWh for %1</source>
        <translation>nessun prezzo per kWh in %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %2 per kWh (%3 average, %4)</source>
        <extracomment>%1 a price per kWh, %2 its currency, %3 a region code (US, JP, IT), %4 a date</extracomment>
        <translation>%1 %2 per kWh (media %3, %4)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2 per kWh (yours)</source>
        <translation>%1 %2 per kWh (il tuo)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Running cost, upper bounds: the full board power (the cards only, or the whole system) for %1 h of generation a day at %2, the maker&apos;s idle power the rest of the day where it is published; memory-bound decoding rarely draws full board power.</source>
        <extracomment>%1 hours of generation a day, %2 the electricity price (&quot;0.17 USD per kWh (US average, 2025)&quot;)</extracomment>
        <translation>Costo di esercizio, limiti superiori: la piena potenza della scheda (solo le schede, o l’intero sistema) per %1 h di generazione al giorno a %2, e la potenza a riposo dichiarata dal produttore, dove c’è, per il resto della giornata; la decodifica limitata dalla memoria raramente assorbe la piena potenza.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Wh/Mtok: that power for the time a million tokens take at the decode-speed bound, all users together.</source>
        <translation>Wh/Mtok: quella potenza per il tempo che un milione di token richiede al limite di velocità di decodifica, tutti gli utenti insieme.</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../app/cli/check.cpp" line="+59"/>
        <source>the model “%1” (%2, %3 layers)</source>
        <translation>il modello “%1” (%2, %3 layer)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>n_ctx %1</source>
        <translation>n_ctx %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>max_model_len %1</source>
        <translation>max_model_len %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the command line</source>
        <translation>la riga di comando</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>nothing a runtime prints at start-up</source>
        <translation>niente di ciò che un runtime stampa all’avvio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 lines recognised; found %3</source>
        <translation>%1 righe su %2 riconosciute; trovato: %3</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%2 prints prompt throughput averaged over each logging interval, with no prompt length: the run read prompts at least %1 tokens/s. That is a floor, not the run&apos;s speed, so --save-profile does not keep it.
</source>
        <extracomment>%1 the busiest logging interval&apos;s prompt throughput, e.g. &quot;3276.8&quot;; %2 the runtime, &quot;vllm&quot; or &quot;sglang&quot;</extracomment>
        <translation>%2 stampa il throughput dei prompt come media su ogni intervallo di log, senza la lunghezza del prompt: l&apos;esecuzione ha letto i prompt ad almeno %1 token/s. È un minimo, non la velocità dell&apos;esecuzione, quindi --save-profile non lo conserva.
</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The run read its longest prompt at %1 % of the prefill bound: --save-profile FILE keeps this, and &apos;estimate --profile FILE&apos; then says when to expect the first token.
</source>
        <extracomment>%1 the longest logged prompt&apos;s speed over kvplanner&apos;s prefill bound, as a percentage such as &quot;20.6&quot;</extracomment>
        <translation>L&apos;esecuzione ha letto il prompt più lungo al %1 % del limite di prefill: --save-profile FILE lo conserva e &apos;estimate --profile FILE&apos; dice poi quando aspettarsi il primo token.
</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>To set it beside the most the machine allows, name it: --hardware ID (and --peak-tflops X when its peak compute is unknown), or give --peak-tflops X --bandwidth-gbs Y for the log&apos;s own devices.
</source>
        <translation>Per confrontarlo con il massimo consentito dalla macchina, indicala: --hardware ID (e --peak-tflops X se il suo picco di calcolo non è noto), oppure --peak-tflops X --bandwidth-gbs Y per i dispositivi del log.
</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>rebuilt from the log&apos;s numbers</source>
        <translation>ricostruito dai numeri del log</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>preset %1</source>
        <translation>preset %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+50"/>
        <source>log: %1 (%2%3)
</source>
        <translation>log: %1 (%2%3)
</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>model: %1 (%2)
</source>
        <translation>modello: %1 (%2)
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as kvplanner runs it: %1
</source>
        <translation>come lo esegue kvplanner: %1
</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/cli/inspect.cpp" line="+142"/>
        <source>assumed: %1
</source>
        <translation>ipotesi: %1
</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 lie within their bound (a peak that includes what kvplanner does not model, or the most a machine&apos;s peak figures allow).
</source>
        <extracomment>%1 a count of compared lines; a bound: mlx-lm&apos;s peak memory, or the prefill bound of the machine named</extracomment>
        <translation>%1 rientrano nel loro limite (un picco che include ciò che kvplanner non modella, o il massimo consentito dai valori di picco della macchina).
</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>the log measured nothing a machine profile can keep (no compute buffers, no vLLM profile, no prompt speed beside a bound: name the machine with --hardware ID)</source>
        <translation>il log non ha misurato nulla che un profilo macchina possa conservare (nessun buffer di calcolo, nessun profilo vLLM, nessuna velocità di prompt accanto a un limite: indica la macchina con --hardware ID)</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Compare kvplanner&apos;s numbers with a start-up log of llama.cpp, Ollama, vLLM, SGLang, KoboldCpp, TabbyAPI (ExLlamaV3) or mlx-lm.</source>
        <translation>Confronta i numeri di kvplanner con il log di avvio di llama.cpp, Ollama, vLLM, SGLang, KoboldCpp, TabbyAPI (ExLlamaV3) o mlx-lm.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The machine that ran the log (a hardware preset id, or this-machine), for the bound beside its prompt speeds.</source>
        <translation>La macchina che ha prodotto il log (l&apos;id di un preset hardware, o this-machine), per il limite accanto alle sue velocità di prompt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With --hardware: how many of its GPUs.</source>
        <translation>Con --hardware: quante delle sue GPU.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The peak compute of the machine that ran the log, in TFLOPS (its GPUs&apos;, else its CPU&apos;s), where the preset has none.</source>
        <translation>La potenza di picco della macchina che ha prodotto il log, in TFLOPS (delle sue GPU, altrimenti della CPU), dove il preset non ne ha.</translation>
    </message>
    <message>
        <location line="-203"/>
        <source>item</source>
        <translation>voce</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>KoboldCpp --contextsize %1</source>
        <translation>KoboldCpp --contextsize %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SGLang context_len %1</source>
        <translation>SGLang context_len %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the model directory “%1”</source>
        <translation>la cartella del modello «%1»</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>runtime logged</source>
        <translation>log del runtime</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kvplanner</source>
        <translation>kvplanner</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>difference</source>
        <translation>differenza</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>why</source>
        <translation>perché</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The log prints prompt speeds; to compare them with the most the machine allows, name it: --hardware ID (and --peak-tflops X when its peak compute is unknown, as for most CPUs), or give --peak-tflops X --bandwidth-gbs Y for the log&apos;s own devices.
</source>
        <translation>Il log stampa le velocità dei prompt; per confrontarle con il massimo consentito dalla macchina, indicala: --hardware ID (e --peak-tflops X se la sua potenza di picco è ignota, come per quasi tutte le CPU), oppure dai --peak-tflops X --bandwidth-gbs Y per i dispositivi del log.
</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>
%1 of %2 lines match to the printed digit, %3 within the log&apos;s rounding, %4 differ, %5 not in the log.
</source>
        <translation>
%1 righe su %2 coincidono fino all’ultima cifra stampata, %3 entro l’arrotondamento del log, %4 differiscono, %5 non sono nel log.
</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>model: not known — %1; what the runtime reported is below. Name the model with --model ID|FILE to compare.
</source>
        <extracomment>%1 why the model is not known, e.g. &quot;the log neither names a model kvplanner knows nor prints its shape&quot;</extracomment>
        <translation>modello: non noto — %1; sotto c&apos;è ciò che ha riportato il runtime. Indica il modello con --model ID|FILE per confrontare.
</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>--%1 needs a figure in %2 greater than 0 (at most 100000), not “%3”</source>
        <extracomment>%1 the option, %2 its unit (TFLOPS, GB/s), %3 what was given</extracomment>
        <translation>--%1 richiede un valore in %2 maggiore di 0 (al massimo 100000), non «%3»</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The runtime&apos;s log, or - for standard input.</source>
        <translation>Il log del runtime, oppure - per lo standard input.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write JSON (schema kvplanner.check/1).</source>
        <translation>Scrive JSON (schema kvplanner.check/1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The model that ran, when the log does not tell: a preset id, a GGUF or config.json file, or ollama:NAME.</source>
        <translation>Il modello eseguito, quando il log non lo dice: un id di preset, un file GGUF o config.json, oppure ollama:NOME.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep what the log measured (compute buffers, vLLM figures) as a machine profile for &apos;estimate --profile&apos;.</source>
        <translation>Conserva ciò che il log ha misurato (buffer di calcolo, valori di vLLM) come profilo della macchina per “estimate --profile”.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The memory bandwidth of the machine that ran the log, in GB/s (its GPUs&apos;, else its RAM&apos;s), where the preset has none or without --hardware.</source>
        <translation>La banda di memoria della macchina che ha prodotto il log, in GB/s (delle sue GPU, altrimenti della RAM), dove il preset non ne ha o senza --hardware.</translation>
    </message>
    <message>
        <location filename="../app/cli/cliio.cpp" line="+50"/>
        <source>Write JSON (schema %1).</source>
        <translation>Scrive JSON (schema %1).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Show this help.</source>
        <translation>Mostra questo aiuto.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 needs --out FILE.pdf</source>
        <extracomment>%1 the sub-command (report, talk)</extracomment>
        <translation>%1 richiede --out FILE.pdf</translation>
    </message>
    <message>
        <location filename="../app/cli/check.cpp" line="+6"/>
        <source>check takes exactly one log file (or - for standard input)</source>
        <translation>check vuole esattamente un file di log (oppure - per lo standard input)</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+9"/>
        <source>cannot check “%1”: %2 (%3)</source>
        <translation>impossibile controllare “%1”: %2 (%3)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>kvplanner refuses the configuration this log describes: %1</source>
        <translation>kvplanner rifiuta la configurazione descritta da questo log: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/cliio.cpp" line="-25"/>
        <location line="+22"/>
        <source>unexpected argument “%1”</source>
        <translation>argomento inatteso “%1”</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="+70"/>
        <source>Also list the changes that make the plan fit: single ones, else two or three together and the machines that run it as it is; for a plan that spills, also those that spill less (each estimated; its flags appended to this command reproduce it).</source>
        <translation>Elenca anche le modifiche che fanno stare il piano: singole, altrimenti due o tre insieme e le macchine che lo eseguono così com’è; per un piano che sborda, anche quelle che sbordano meno (ognuna stimata; le sue opzioni aggiunte a questo comando la riproducono).</translation>
    </message>
    <message>
        <location filename="../app/cli/choosecmd.cpp" line="+502"/>
        <source>Prompt tokens read before the first token, for the prefill bound (default: half the context per user).</source>
        <translation>Token del prompt letti prima del primo token, per il limite del prefill (predefinito: metà del contesto per utente).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Answer tokens generated after it, for the whole answer&apos;s time (default: half the context per user).</source>
        <translation>Token della risposta generati dopo, per il tempo dell&apos;intera risposta (predefinito: metà del contesto per utente).</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="+6"/>
        <source>Estimate the memory a model needs: weights, KV cache, recurrent state, buffers.</source>
        <translation>Stima la memoria di cui ha bisogno un modello: pesi, cache KV, stato ricorrente, buffer.</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>Conversation: prompt tokens (default: half the context).</source>
        <translation>Conversazione: token del prompt (predefinito: metà del contesto).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Number of points (default 16).</source>
        <translation>Numero di punti (predefinito 16).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First x (default 256 tokens or 1 user).</source>
        <translation>Prima x (predefinito 256 token o 1 utente).</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>context (default), users, conversation (memory as a prompt is read and an answer generated; see --prompt and --answer), or prompt (the time to the first token and to the whole --answer as the prompt grows).</source>
        <translation>context (predefinito), users, conversation (la memoria mentre si legge un prompt e si genera una risposta; vedi --prompt e --answer) o prompt (il tempo fino al primo token e fino all&apos;intera risposta di --answer al crescere del prompt).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Conversation and prompt: answer tokens (default: half the context).</source>
        <translation>Conversation e prompt: token della risposta (predefinito: metà del contesto).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Last x (default the training context, 64 users, or for prompt the context per user).</source>
        <translation>Ultimo x (predefinito: il contesto di addestramento, 64 utenti o, per prompt, il contesto per utente).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Memory against context per user or against users; the first token&apos;s wait against the prompt.</source>
        <translation>La memoria rispetto al contesto per utente o agli utenti; l&apos;attesa del primo token rispetto al prompt.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>--over takes context, users, conversation or prompt, not “%1”</source>
        <translation>--over accetta context, users, conversation o prompt, non “%1”</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>  %1 parts</source>
        <translation>  %1 parti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  + projector</source>
        <translation>  + proiettore</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  num_ctx %1</source>
        <translation>  num_ctx %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No models found in Ollama&apos;s, LM Studio&apos;s, llama.cpp&apos;s or Hugging Face&apos;s folders (add yours with --folder DIR).
</source>
        <translation>Nessun modello nelle cartelle di Ollama, LM Studio, llama.cpp o Hugging Face (aggiungi le tue con --folder DIR).
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Note: %1
</source>
        <translation>Nota: %1
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plan one with --model ollama:NAME or --model PATH.
</source>
        <translation>Pianificane uno con --model ollama:NOME o --model PERCORSO.
</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The models already on this computer (Ollama, LM Studio, llama.cpp&apos;s cache, the Hugging Face cache), read header-only.</source>
        <translation>I modelli già su questo computer (Ollama, LM Studio, cache di llama.cpp, cache di Hugging Face), letti solo nell&apos;intestazione.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With --local: also look in this folder (may be repeated).</source>
        <translation>Con --local: cerca anche in questa cartella (ripetibile).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>List the model presets.</source>
        <translation>Elenca i preset dei modelli.</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>This computer
</source>
        <translation>Questo computer
</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This computer: not detected
</source>
        <translation>Questo computer: non rilevato
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  Note: %1
</source>
        <translation>  Nota: %1
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plan on it with --this-machine (or --hardware this-machine).
</source>
        <translation>Pianifica su di esso con --this-machine (o --hardware this-machine).
</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>What this computer has (RAM, CPU, GPUs), where each figure was read, and the preset each device matched.</source>
        <translation>Cosa ha questo computer (RAM, CPU, GPU), da dove è stato letto ogni valore e il preset corrispondente a ogni dispositivo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>List the hardware presets.</source>
        <translation>Elenca i preset dell’hardware.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>List the weight quantisation schemes.</source>
        <translation>Elenca gli schemi di quantizzazione dei pesi.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>unknown command “%1” (estimate, sweep, fit, machines, models, inspect, hardware, schemes, check, report, talk; --help lists them)</source>
        <translation>comando sconosciuto “%1” (estimate, sweep, fit, machines, models, inspect, hardware, schemes, check, report, talk; --help li elenca)</translation>
    </message>
    <message>
        <location filename="../app/common/apperror.cpp" line="+18"/>
        <location line="+11"/>
        <source>unknown error</source>
        <translation>errore sconosciuto</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>the numbers are too large to compute (%1)</source>
        <translation>numeri troppo grandi da calcolare (%1)</translation>
    </message>
    <message>
        <location filename="../app/cli/inspect.cpp" line="-78"/>
        <source>%1 KV heads x K %2 / V %3</source>
        <translation>%1 teste KV x K %2 / V %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, window %1</source>
        <translation>, finestra %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>layers: %1 (full %2, chunked %3, latent %4, recurrent %5, none %6); %7
</source>
        <translation>layer: %1 (completi %2, a blocchi %3, latenti %4, ricorrenti %5, nessuno %6); %7
</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>layers: %1 (full %2, sliding %3, latent %4, recurrent %5, none %6); %7
</source>
        <translation>layer: %1 (completi %2, a finestra %3, latenti %4, ricorrenti %5, nessuno %6); %7
</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>file: %1 (%2)
arch: %3
</source>
        <translation>file: %1 (%2)
arch: %3
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>n_embd %1, n_head %2, n_ctx_train %3, n_vocab %4
</source>
        <translation>n_embd %1, n_head %2, n_ctx_train %3, n_vocab %4
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MLA: kv_lora_rank %1, rope %2
</source>
        <translation>MLA: kv_lora_rank %1, rope %2
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>recurrent: %1, d_conv %2, d_inner %3, d_state %4, n_group %5
</source>
        <translation>ricorrente: %1, d_conv %2, d_inner %3, d_state %4, n_group %5
</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>experts: %1, %2 used per token
</source>
        <translation>esperti: %1, %2 usati per token
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>params: %1 (embedding %2, attention %3, ffn %4, experts %5, recurrent %6, norm %7, output %8, other %9)
</source>
        <translation>parametri: %1 (embedding %2, attenzione %3, ffn %4, esperti %5, ricorrenti %6, norm %7, output %8, altro %9)
</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>weights: %1 bytes exactly
</source>
        <translation>pesi: esattamente %1 byte
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>weights %1 (%2 per-layer overrides)
</source>
        <extracomment>%1 &quot;from the folder: MLX 4-bit, group 64&quot;; %2 how many layers the folder quantises otherwise</extracomment>
        <translation>pesi %1 (%2 eccezioni per strato)
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>weight bytes by class: embedding %1, attention %2, ffn %3, experts %4, recurrent %5, norm %6, output %7, other %8
</source>
        <translation>byte dei pesi per classe: embedding %1, attenzione %2, ffn %3, esperti %4, ricorrenti %5, norme %6, output %7, altro %8
</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Show what kvplanner reads from a GGUF file, a config.json or a model folder, and what it assumes.</source>
        <translation>Mostra ciò che kvplanner legge da un file GGUF, da un config.json o da una cartella del modello, e ciò che presume.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A GGUF file, a config.json, a model folder (config.json + *.safetensors, e.g. an MLX one) or a kvplanner model spec.</source>
        <translation>Un file GGUF, un config.json, una cartella del modello (config.json + *.safetensors, per esempio MLX) o una specifica di modello kvplanner.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write JSON (schema kvplanner.inspect/1).</source>
        <translation>Scrive JSON (schema kvplanner.inspect/1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>inspect takes exactly one file</source>
        <translation>inspect vuole esattamente un file</translation>
    </message>
    <message>
        <location filename="../app/cli/report.cpp" line="+35"/>
        <source>Write the report to this PDF file (required).</source>
        <translation>Scrive il report in questo file PDF (obbligatorio).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language of the report: en (default), ja or it.</source>
        <translation>Lingua del report: en (predefinita), ja o it.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page size: a4 (default) or letter.</source>
        <translation>Formato pagina: a4 (predefinito) o letter.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Also write each chart as a PNG at 2x into this folder.</source>
        <translation>Scrive anche ogni grafico come PNG a 2x in questa cartella.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Also write memory against context as CSV.</source>
        <translation>Scrive anche la memoria in funzione del contesto come CSV.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Also write the estimate as JSON (kvplanner.estimate/1).</source>
        <translation>Scrive anche la stima come JSON (kvplanner.estimate/1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The date printed on the report (YYYY-MM-DD; default today).</source>
        <translation>La data stampata sul report (AAAA-MM-GG; predefinita oggi).</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../app/cli/talkcmd.cpp" line="+107"/>
        <source>--lang takes en, ja or it, not “%1”</source>
        <translation>--lang accetta en, ja o it, non “%1”</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--page takes a4 or letter, not “%1”</source>
        <translation>--page accetta a4 o letter, non “%1”</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--date takes YYYY-MM-DD, not “%1”</source>
        <translation>--date accetta AAAA-MM-GG (YYYY-MM-DD), non “%1”</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Write the sizing report (PDF) for a model, context, users and machine.</source>
        <translation>Scrive il report di dimensionamento (PDF) per un modello, un contesto, un numero di utenti e una macchina.</translation>
    </message>
    <message>
        <location line="+26"/>
        <location filename="../app/cli/talkcmd.cpp" line="+19"/>
        <source>wrote %1 (%2 pages)</source>
        <translation>scritto %1 (%2 pagine)</translation>
    </message>
    <message>
        <location filename="../app/common/planoptions.cpp" line="+42"/>
        <source>Model preset id, a model file (kvplanner spec JSON, config.json, GGUF), a model folder (config.json + *.safetensors; an MLX folder implies --runtime mlx), or ollama:NAME[:TAG] for a model Ollama has pulled.</source>
        <translation>Id di un preset di modello, un file di modello (specifica JSON di kvplanner, config.json, GGUF), una cartella del modello (config.json + *.safetensors; una cartella MLX implica --runtime mlx) oppure ollama:NOME[:TAG] per un modello scaricato da Ollama.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Context per user, in tokens (default 4096).</source>
        <translation>Contesto per utente, in token (predefinito 4096).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Concurrent users (default 1).</source>
        <translation>Utenti simultanei (predefinito 1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weight quantisation: Q4_K_M (default), Q8_0, BF16, ... (see --help).</source>
        <translation>Quantizzazione dei pesi: Q4_K_M (predefinita), Q8_0, BF16, ... (vedi --help).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KV cache type for both K and V: f16 (default), q8_0, q4_0, ...</source>
        <translation>Tipo della cache KV per K e V: f16 (predefinito), q8_0, q4_0, ...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>K cache type (llama.cpp -ctk).</source>
        <translation>Tipo della cache K (llama.cpp -ctk).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>V cache type (llama.cpp -ctv).</source>
        <translation>Tipo della cache V (llama.cpp -ctv).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp (default), ollama, vllm, sglang, mlx, exllamav3 (TabbyAPI), koboldcpp or ideal.</source>
        <translation>llama.cpp (predefinito), ollama, vllm, sglang, mlx, exllamav3 (TabbyAPI), koboldcpp o ideal.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>llama.cpp -c: TOTAL context over all sequences (overrides context x users).</source>
        <translation>llama.cpp -c: contesto TOTALE su tutte le sequenze (prevale su contesto x utenti).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>llama.cpp -np: number of sequences (overrides users).</source>
        <translation>llama.cpp -np: numero di sequenze (prevale sugli utenti).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Plan plain llama-server: -np omitted = 4 slots sharing one cache, -c omitted = the training context x the slots, shrunk until each GPU keeps 1 GiB free (also implied by --ctx-size without --parallel).</source>
        <translation>Pianifica llama-server semplice: -np omesso = 4 slot che condividono una cache, -c omesso = il contesto di addestramento x gli slot, ridotto finché ogni GPU tiene 1 GiB libero (implicito anche con --ctx-size senza --parallel).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Plan plain `ollama serve` + `ollama run MODEL` (implies --runtime ollama; so does --runtime ollama --server-defaults): num_ctx 4096, 32768 or 262144 by the machine&apos;s total VRAM (under 23 GiB, under 47 GiB, more), one request at a time, num_batch as Ollama picks it. --context and --users, when given, are num_ctx and OLLAMA_NUM_PARALLEL.</source>
        <translation>Pianifica `ollama serve` + `ollama run MODEL` senza altro (implica --runtime ollama; così anche --runtime ollama --server-defaults): num_ctx 4096, 32768 o 262144 secondo la VRAM totale della macchina (sotto 23 GiB, sotto 47 GiB, oltre), una richiesta alla volta, num_batch come lo sceglie Ollama. --context e --users, se dati, sono num_ctx e OLLAMA_NUM_PARALLEL.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Ollama&apos;s rules: 0.32 (default; every model runs in llama-server) or 0.24 (its own Go engine for Gemma 3, Qwen 3, gpt-oss, Llama 4, Mistral 3, ...).</source>
        <translation>Regole di Ollama: 0.32 (predefinito; ogni modello gira in llama-server) o 0.24 (il suo motore Go per Gemma 3, Qwen 3, gpt-oss, Llama 4, Mistral 3, ...).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp -b (default 2048).</source>
        <translation>llama.cpp -b (predefinito 2048).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>llama.cpp -ub (default 512).</source>
        <translation>llama.cpp -ub (predefinito 512).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>llama.cpp -fa (default auto, which resolves to on).</source>
        <translation>llama.cpp -fa (predefinito auto, che diventa on).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp --swa-full: sliding-window layers keep the full context.</source>
        <translation>llama.cpp --swa-full: i layer a finestra scorrevole tengono tutto il contesto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>llama.cpp --kv-unified: one cache shared by all sequences.</source>
        <translation>llama.cpp --kv-unified: una sola cache condivisa da tutte le sequenze.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use this compute buffer size instead of the approximation.</source>
        <translation>Usa questa dimensione del buffer di calcolo invece dell’approssimazione.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp -ngl: repeating layers on the GPUs (default: as many as fit).</source>
        <translation>llama.cpp -ngl: layer ripetuti sulle GPU (predefinito: quanti ne stanno).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>llama.cpp --no-kv-offload: keep the KV cache in RAM.</source>
        <translation>llama.cpp --no-kv-offload: tiene la cache KV in RAM.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp --n-cpu-moe: keep the experts of the first N layers in RAM.</source>
        <translation>llama.cpp --n-cpu-moe: tiene in RAM gli esperti dei primi N layer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>llama.cpp --tensor-split: proportions of layers per GPU.</source>
        <translation>llama.cpp --tensor-split: proporzioni dei layer per GPU.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp --mmproj: a vision projector (mmproj GGUF), loaded on the first GPU.</source>
        <translation>llama.cpp --mmproj: un proiettore visivo (GGUF mmproj), caricato sulla prima GPU.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp --no-mmproj-offload: keep the vision projector in RAM.</source>
        <translation>llama.cpp --no-mmproj-offload: tiene il proiettore visivo in RAM.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp -md: a draft model for speculative decoding (preset id or file); its weights and its own KV cache at the main context.</source>
        <translation>llama.cpp -md: un modello bozza per la decodifica speculativa (id di preset o file); i suoi pesi e la sua cache KV al contesto principale.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Weight quantisation of a preset draft model (default: the main model&apos;s).</source>
        <translation>Quantizzazione dei pesi di un modello bozza da preset (predefinita: quella del modello principale).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>llama.cpp -ngld: draft layers on the GPUs (default: all).</source>
        <translation>llama.cpp -ngld: strati della bozza sulle GPU (predefinito: tutti).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>llama.cpp -ctkd: the draft&apos;s K cache type (default f16).</source>
        <translation>llama.cpp -ctkd: tipo della cache K della bozza (predefinito f16).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>llama.cpp -ctvd: the draft&apos;s V cache type (default f16).</source>
        <translation>llama.cpp -ctvd: tipo della cache V della bozza (predefinito f16).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KoboldCpp --contextsize (the same as --context; KoboldCpp adds 128 cells).</source>
        <translation>--contextsize di KoboldCpp (uguale a --context; KoboldCpp aggiunge 128 celle).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KoboldCpp --quantkv: f16 (default), bf16, q8_0, q5_1 or q4_0 (or 0, 1, 2 as in older releases) for K and V; without flash attention only K.</source>
        <translation>--quantkv di KoboldCpp: f16 (predefinito), bf16, q8_0, q5_1 o q4_0 (o 0, 1, 2 come nelle versioni precedenti) per K e V; senza flash attention solo K.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>KoboldCpp --useswa: sliding-window layers keep only their window (without it they keep the whole context).</source>
        <translation>--useswa di KoboldCpp: i layer a finestra scorrevole tengono solo la loro finestra (senza, tengono tutto il contesto).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KoboldCpp --flashattention (on by default since 1.10x).</source>
        <translation>--flashattention di KoboldCpp (attivo per impostazione predefinita dalla 1.10x).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KoboldCpp --noflashattention.</source>
        <translation>--noflashattention di KoboldCpp.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KoboldCpp --gpulayers (default -1: as many as fit).</source>
        <translation>--gpulayers di KoboldCpp (predefinito -1: quanti ne entrano).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KoboldCpp --batchsize / --blasbatchsize: the micro-batch (default 512).</source>
        <translation>--batchsize / --blasbatchsize di KoboldCpp: il micro-batch (predefinito 512).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KoboldCpp --lowvram: keep the KV cache in RAM.</source>
        <translation>--lowvram di KoboldCpp: tiene la cache KV nella RAM.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vLLM --max-model-len (default: the context per user).</source>
        <translation>vLLM --max-model-len (predefinito: il contesto per utente).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vLLM --max-num-seqs.</source>
        <translation>vLLM --max-num-seqs.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vLLM --max-num-batched-tokens (default 8192).</source>
        <translation>vLLM --max-num-batched-tokens (predefinito 8192).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vLLM --gpu-memory-utilization (default 0.9).</source>
        <translation>vLLM --gpu-memory-utilization (predefinito 0.9).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vLLM --block-size (default 16).</source>
        <translation>vLLM --block-size (predefinito 16).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>vLLM --kv-cache-dtype: auto (bf16), fp8, fp8_ds_mla (DeepSeek-V3.2), ...</source>
        <translation>vLLM --kv-cache-dtype: auto (bf16), fp8, fp8_ds_mla (DeepSeek-V3.2), …</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>vLLM --mamba-cache-dtype (hybrid models&apos; conv state): auto (bf16), float32, ...</source>
        <translation>--mamba-cache-dtype di vLLM (lo stato di convoluzione dei modelli ibridi): auto (bf16), float32, ...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>vLLM --mamba-ssm-cache-dtype (hybrid models&apos; SSM state): auto, float32, ...</source>
        <translation>--mamba-ssm-cache-dtype di vLLM (lo stato SSM dei modelli ibridi): auto, float32, ...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vLLM --tensor-parallel-size (default 1).</source>
        <translation>vLLM --tensor-parallel-size (predefinito 1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>vLLM --pipeline-parallel-size: layer stages over the GPUs (default: one stage per node of a cluster).</source>
        <translation>vLLM --pipeline-parallel-size: stadi di layer sulle GPU (predefinito: uno stadio per nodo di un cluster).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>vLLM log: &quot;model weights took&quot; (per GPU).</source>
        <translation>log di vLLM: &quot;model weights took&quot; (per GPU).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ExLlamaV3 / TabbyAPI cache_size: tokens shared by all jobs, a multiple of 256 (default: context x users, rounded up to 256).</source>
        <translation>cache_size di ExLlamaV3 / TabbyAPI: token condivisi da tutti i job, multiplo di 256 (predefinito: contesto x utenti, arrotondato a 256).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ExLlamaV3 / TabbyAPI max_seq_len (default: the context per user).</source>
        <translation>max_seq_len di ExLlamaV3 / TabbyAPI (predefinito: il contesto per utente).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ExLlamaV3 / TabbyAPI cache_mode: FP16 (default), Q4, Q6, Q8, or K,V bits from 2 to 8 such as 8,4.</source>
        <translation>cache_mode di ExLlamaV3 / TabbyAPI: FP16 (predefinito), Q4, Q6, Q8, o bit K,V da 2 a 8 come 8,4.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ExLlamaV3 / TabbyAPI max_batch_size (default: the users).</source>
        <translation>max_batch_size di ExLlamaV3 / TabbyAPI (predefinito: gli utenti).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>SGLang --mem-fraction-static (default: SGLang&apos;s own, from the GPU&apos;s memory and the TP size).</source>
        <translation>--mem-fraction-static di SGLang (predefinito: quello di SGLang, dalla memoria della GPU e dalla dimensione TP).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>SGLang --context-length (default: the context per user).</source>
        <translation>--context-length di SGLang (predefinito: il contesto per utente).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SGLang --max-running-requests (default: the users).</source>
        <translation>--max-running-requests di SGLang (predefinito: gli utenti).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SGLang --tp-size (default 1; --tensor-parallel-size also works).</source>
        <translation>--tp-size di SGLang (predefinito 1; funziona anche --tensor-parallel-size).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SGLang --page-size: tokens per KV page (default 1).</source>
        <translation>--page-size di SGLang: token per pagina KV (predefinito 1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vLLM log: peak activations of the profiling run.</source>
        <translation>log di vLLM: picco delle attivazioni nella prova di profilazione.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vLLM log: non-torch memory.</source>
        <translation>log di vLLM: memoria non-torch.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vLLM log: available KV cache memory (overrides the three above).</source>
        <translation>log di vLLM: memoria disponibile per la cache KV (prevale sulle tre sopra).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MLX (mlx_lm.generate) --max-kv-size: every layer keeps at most N tokens (a rotating cache; models that build their own caches ignore it).</source>
        <translation>--max-kv-size di MLX (mlx_lm.generate): ogni layer tiene al massimo N token (una cache rotante; i modelli che creano le proprie cache la ignorano).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MLX --kv-bits: quantise the KV cache to 2, 3, 4, 5, 6 or 8 bits.</source>
        <translation>--kv-bits di MLX: quantizza la cache KV a 2, 3, 4, 5, 6 o 8 bit.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MLX --kv-group-size: 32, 64 (default) or 128.</source>
        <translation>--kv-group-size di MLX: 32, 64 (predefinito) o 128.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MLX --quantized-kv-start: quantise once this many tokens are cached (default 5000).</source>
        <translation>--quantized-kv-start di MLX: quantizza quando questi token sono in cache (predefinito 5000).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hardware preset (see &apos;kvplanner-cli hardware&apos;).</source>
        <translation>Preset di hardware (vedi “kvplanner-cli hardware”).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This computer: its RAM and GPUs as detected (see &apos;kvplanner-cli hardware --this-machine&apos;).</source>
        <translation>Questo computer: la RAM e le GPU rilevate (vedi &apos;kvplanner-cli hardware --this-machine&apos;).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Memory bandwidth of the GPUs (or of the one memory pool), in GB/s, for the speed bound.</source>
        <translation>Banda di memoria delle GPU (o dell&apos;unica memoria), in GB/s, per il limite di velocità.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU memory per GPU, in GiB (a custom machine).</source>
        <translation>Memoria per GPU, in GiB (macchina personalizzata).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>System RAM, in GiB.</source>
        <translation>RAM di sistema, in GiB.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of identical GPUs (default 1).</source>
        <translation>Numero di GPU identiche (predefinito 1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unified memory: the GPU working-set limit (iogpu.wired_limit_mb).</source>
        <translation>Memoria unificata: limite del working set della GPU (iogpu.wired_limit_mb).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>RAM kept for the OS and desktop (default 3).</source>
        <translation>RAM tenuta per il sistema operativo e il desktop (predefinito 3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>VRAM per GPU kept by the driver context (default 400).</source>
        <translation>VRAM per GPU tenuta dal contesto del driver (predefinito 400).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>VRAM of GPU 0 kept by the desktop (default 512).</source>
        <translation>VRAM della GPU 0 tenuta dal desktop (predefinito 512).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No desktop on GPU 0 (no display reserve).</source>
        <translation>Nessun desktop sulla GPU 0 (nessuna riserva per lo schermo).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A cluster of N identical machines, each the hardware given: llama.cpp over RPC (ggml-rpc-server on nodes 2 to N, llama-server --rpc on node 1), vLLM over Ray. Needs --link.</source>
        <translation>Un cluster di N macchine identiche, ognuna con l&apos;hardware dato: llama.cpp via RPC (ggml-rpc-server sui nodi da 2 a N, llama-server --rpc sul nodo 1), vLLM via Ray. Richiede --link.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A cluster whose nodes differ, described in a JSON file (schema kvplanner.cluster/1, see the README).</source>
        <translation>Un cluster con nodi diversi, descritto in un file JSON (schema kvplanner.cluster/1, vedi il README).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The network between the nodes: 1gbe, 2.5gbe, 10gbe, 25gbe, 100gbe, tb4, tb5 or ib-hdr.</source>
        <translation>La rete tra i nodi: 1gbe, 2.5gbe, 10gbe, 25gbe, 100gbe, tb4, tb5 o ib-hdr.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The link&apos;s usable bandwidth in Gbit/s (overrides --link&apos;s).</source>
        <translation>La banda utilizzabile del collegamento in Gbit/s (prevale su quella di --link).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The link&apos;s one-way latency per message in microseconds (overrides --link&apos;s).</source>
        <translation>La latenza di sola andata per messaggio del collegamento, in microsecondi (prevale su quella di --link).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The nodes&apos; host names or addresses, in node order, for the launch commands (default node1, node2, ...).</source>
        <translation>I nomi host o gli indirizzi dei nodi, in ordine, per i comandi di avvio (predefinito node1, node2, ...).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What-if: paged KV blocks of N tokens.</source>
        <translation>E se: blocchi KV a pagine da N token.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What-if: a prompt prefix of N tokens shared by all users, counted once.</source>
        <translation>E se: un prefisso di prompt di N token condiviso da tutti gli utenti, contato una volta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What-if: KIVI-style 2- or 4-bit KV with a full-precision recent window.</source>
        <translation>E se: KV a 2 o 4 bit in stile KIVI, con una finestra recente a precisione piena.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What-if: H2O-style eviction to at most N tokens per user.</source>
        <translation>E se: eliminazione in stile H2O fino a N token per utente al massimo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What-if: every full-attention layer keeps only the last N tokens.</source>
        <translation>E se: ogni layer ad attenzione completa tiene solo gli ultimi N token.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start from a saved scenario (.kvplan).</source>
        <translation>Parte da uno scenario salvato (.kvplan).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Apply a machine profile saved by &apos;check --save-profile&apos; (measured buffers).</source>
        <translation>Applica un profilo della macchina salvato da “check --save-profile” (buffer misurati).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>unknown cache type “%1” for --%2 (f32, f16, bf16, q8_0, q5_1, q5_0, q4_1, q4_0, iq4_nl, fp8)</source>
        <translation>tipo di cache sconosciuto “%1” per --%2 (f32, f16, bf16, q8_0, q5_1, q5_0, q4_1, q4_0, iq4_nl, fp8)</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>--tensor-split takes non-negative numbers separated by commas, not “%1”</source>
        <translation>--tensor-split accetta numeri non negativi separati da virgole, non “%1”</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--mmproj: no such file “%1”</source>
        <translation>--mmproj: il file «%1» non esiste</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>--no-mmproj-offload needs a vision projector (--mmproj FILE)</source>
        <translation>--no-mmproj-offload richiede un proiettore visivo (--mmproj FILE)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the draft options need a draft model (--model-draft ID|FILE)</source>
        <translation>le opzioni della bozza richiedono un modello bozza (--model-draft ID|FILE)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>--%1 is an MLX option (mlx_lm.generate); it needs --runtime mlx</source>
        <translation>--%1 è un&apos;opzione di MLX (mlx_lm.generate); richiede --runtime mlx</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>--gpu-memory-utilization takes a fraction above 0 and at most 1, not “%1”</source>
        <translation>--gpu-memory-utilization accetta una frazione maggiore di 0 e al massimo 1, non “%1”</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>--%1 takes auto, float32, float16 or bfloat16, not “%2”</source>
        <translation>--%1 accetta auto, float32, float16 o bfloat16, non “%2”</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>--%1 is an option of --runtime %2; this plan runs %3</source>
        <extracomment>%1 an option, %2 the runtime it belongs to (exllamav3, sglang), %3 the runtime chosen</extracomment>
        <translation>--%1 è un&apos;opzione di --runtime %2; questo piano usa %3</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>--quantkv takes f16, bf16, q8_0, q5_1 or q4_0 (or 0, 1, 2), not “%1”</source>
        <translation>--quantkv accetta f16, bf16, q8_0, q5_1 o q4_0 (o 0, 1, 2), non «%1»</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--flashattention and --noflashattention contradict each other</source>
        <translation>--flashattention e --noflashattention si contraddicono</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>--cache-size must be a multiple of 256 (ExLlamaV3&apos;s page), not %1; %2 would do</source>
        <translation>--cache-size deve essere un multiplo di 256 (la pagina di ExLlamaV3), non %1; %2 andrebbe bene</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>--cache-mode takes FP16, Q4, Q6, Q8 or K,V bits from 2 to 8 (such as 8,4), not “%1”</source>
        <translation>--cache-mode accetta FP16, Q4, Q6, Q8 o bit K,V da 2 a 8 (come 8,4), non «%1»</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>--mem-fraction-static takes a fraction above 0 and below 1, not “%1”</source>
        <translation>--mem-fraction-static accetta una frazione maggiore di 0 e minore di 1, non «%1»</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>SGLang&apos;s --kv-cache-dtype takes auto, fp8_e5m2 or fp8_e4m3, not “%1”</source>
        <translation>--kv-cache-dtype di SGLang accetta auto, fp8_e5m2 o fp8_e4m3, non «%1»</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>--kivi-bits takes 2 or 4</source>
        <translation>--kivi-bits accetta 2 o 4</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>--%1 needs a number from %2 to %3, not “%4”</source>
        <extracomment>%1 option name, %2 and %3 the range accepted, %4 what the user typed</extracomment>
        <translation>--%1 richiede un numero da %2 a %3, non «%4»</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>unknown link “%1” (1gbe, 2.5gbe, 10gbe, 25gbe, 100gbe, tb4, tb5, ib-hdr)</source>
        <translation>collegamento sconosciuto «%1» (1gbe, 2.5gbe, 10gbe, 25gbe, 100gbe, tb4, tb5, ib-hdr)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>--cluster describes every node: it does not combine with --hardware, --vram, --ram, --gpus, --nodes or --this-machine</source>
        <translation>--cluster descrive ogni nodo: non si combina con --hardware, --vram, --ram, --gpus, --nodes o --this-machine</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a cluster needs its link: --link ID (1gbe, 2.5gbe, 10gbe, 25gbe, 100gbe, tb4, tb5, ib-hdr) or --link-gbps X --link-latency-us Y</source>
        <translation>un cluster richiede il suo collegamento: --link ID (1gbe, 2.5gbe, 10gbe, 25gbe, 100gbe, tb4, tb5, ib-hdr) o --link-gbps X --link-latency-us Y</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--link, --link-gbps, --link-latency-us and --hosts describe a cluster: give --nodes N or --cluster FILE</source>
        <translation>--link, --link-gbps, --link-latency-us e --hosts descrivono un cluster: indica --nodes N o --cluster FILE</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the cluster&apos;s link has no bandwidth: give --link ID or --link-gbps X</source>
        <translation>il collegamento del cluster non ha banda: indica --link ID o --link-gbps X</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--hosts names %1 hosts for %2 nodes</source>
        <translation>--hosts nomina %1 host per %2 nodi</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--hosts takes host names or addresses separated by commas, not “%1”</source>
        <translation>--hosts accetta nomi host o indirizzi separati da virgole, non «%1»</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>--bandwidth-gbs needs a bandwidth in GB/s greater than 0 (at most 100000), not “%1”</source>
        <translation>--bandwidth-gbs richiede una banda in GB/s maggiore di 0 (al massimo 100000), non “%1”</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>--vram and --gpus do not apply to this computer: its GPUs are what was detected</source>
        <translation>--vram e --gpus non valgono per questo computer: le sue GPU sono quelle rilevate</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>--nodes and --hosts need the hardware of one node (--hardware ID, or --vram and --ram)</source>
        <translation>--nodes e --hosts richiedono l&apos;hardware di un nodo (--hardware ID, o --vram e --ram)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>this computer could not be detected: %1</source>
        <translation>impossibile rilevare questo computer: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/choosecmd.cpp" line="+41"/>
        <location filename="../app/common/planoptions.cpp" line="+1"/>
        <source>no memory size was found</source>
        <translation>nessuna dimensione di memoria trovata</translation>
    </message>
    <message>
        <location filename="../app/common/planoptions.cpp" line="+15"/>
        <source>--%1 needs a whole number from %2 to %3, not “%4”</source>
        <translation>--%1 vuole un numero intero da %2 a %3, non “%4”</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>--%1 needs a size in GiB greater than 0 (at most %2), not “%3”</source>
        <extracomment>%1 option name, %2 the largest size accepted, %3 what the user typed</extracomment>
        <translation>--%1 vuole una dimensione in GiB maggiore di 0 (al massimo %2), non “%3”</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>--model is required (a preset id such as llama-3.1-8b, or a model file)</source>
        <translation>--model è obbligatorio (un id di preset come llama-3.1-8b, o un file di modello)</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>unknown runtime “%1” (llama.cpp, ollama, vllm, sglang, mlx, exllamav3, koboldcpp, ideal)</source>
        <translation>runtime sconosciuto «%1» (llama.cpp, ollama, vllm, sglang, mlx, exllamav3, koboldcpp, ideal)</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>--ollama-version takes 0.32 or 0.24, not “%1”</source>
        <translation>--ollama-version accetta 0.32 o 0.24, non «%1»</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--flash-attn takes on, off or auto, not “%1”</source>
        <translation>--flash-attn accetta on, off o auto, non “%1”</translation>
    </message>
    <message>
        <location filename="../app/cli/textreport.cpp" line="+33"/>
        <location line="+8"/>
        <source>Model</source>
        <translation>Modello</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>%1 (%2), %3 layers: %4 full, %5 chunked local, %6 latent, %7 recurrent</source>
        <translation>%1 (%2), %3 layer: %4 completi, %5 locali a blocchi, %6 latenti, %7 ricorrenti</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (%2), %3 layers: %4 full, %5 sliding-window, %6 latent, %7 recurrent</source>
        <translation>%1 (%2), %3 layer: %4 completi, %5 a finestra scorrevole, %6 latenti, %7 ricorrenti</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+9"/>
        <location line="+8"/>
        <source>Question</source>
        <translation>Domanda</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>what plain llama-server allocates: %1 slots, a context of %2 cells, weights %3, K %4, V %5</source>
        <extracomment>%1 slots, %2 the context llama-server settled on</extracomment>
        <translation>ciò che alloca llama-server semplice: %1 slot, un contesto di %2 celle, pesi %3, K %4, V %5</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>what plain `ollama serve` allocates: num_ctx %1, %2 parallel, weights %3, K %4, V %5</source>
        <extracomment>%1 Ollama&apos;s num_ctx, %2 parallel requests</extracomment>
        <translation>ciò che alloca `ollama serve` senza altro: num_ctx %1, %2 in parallelo, pesi %3, K %4, V %5</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 tokens per user x %n users, weights %2, K %3, V %4</source>
        <translation>
            <numerusform>%1 token per utente x %n utente, pesi %2, K %3, V %4</numerusform>
            <numerusform>%1 token per utente x %n utenti, pesi %2, K %3, V %4</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Runtime</source>
        <translation>Runtime</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (rules checked against %2)</source>
        <translation>%1 (regole verificate su %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Launch</source>
        <translation>Avvio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context</source>
        <translation>Contesto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>n_ctx %1, n_ctx_seq %2, %3 streams, n_batch %4, n_ubatch %5, flash attention %6</source>
        <translation>n_ctx %1, n_ctx_seq %2, %3 stream, n_batch %4, n_ubatch %5, flash attention %6</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>on</source>
        <translation>attiva</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation>disattiva</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: %2 layers x %3 cells x %4 streams = %5 (K %6, V %7)</source>
        <translation>%1: %2 layer x %3 celle x %4 stream = %5 (K %6, V %7)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>KV cache</source>
        <translation>Cache KV</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (%2 bytes; %3 per token)</source>
        <translation>%1 (%2 byte; %3 per token)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Recurrent</source>
        <translation>Ricorrente</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (%2 bytes, constant in context)</source>
        <translation>%1 (%2 byte, costante col contesto)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ollama says</source>
        <translation>Secondo Ollama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (its own pre-flight estimate of the KV cache)</source>
        <translation>%1 (la sua stima preliminare della cache KV)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights</source>
        <translation>Pesi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute</source>
        <translation>Calcolo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>about %1</source>
        <translation>circa %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overhead</source>
        <translation>Overhead</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Projector</source>
        <translation>Proiettore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 %3 (in the weights above)</source>
        <translation>%1: %2 %3 (compresi nei pesi sopra)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on the first GPU</source>
        <translation>sulla prima GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in RAM</source>
        <translation>in RAM</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draft</source>
        <translation>Bozza</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (%2): %3 — weights %4, KV cache %5, compute %6 (in the figures above)</source>
        <translation>%1 (%2): %3 — pesi %4, cache KV %5, calcolo %6 (compresi nelle cifre sopra)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 byte)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 at start; may grow by %2 while it serves</source>
        <extracomment>after a device line: %1 the line, %2 what the server&apos;s prompt cache and checkpoints may add there</extracomment>
        <translation>%1 all&apos;avvio; può crescere di %2 mentre serve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>%1: %2 of %3 usable (%4, %5 reserved), %6 layers — %7</source>
        <translation>%1: %2 di %3 utilizzabili (%4, %5 riservati), %6 layer — %7</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+12"/>
        <source>fits</source>
        <translation>ci sta</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+12"/>
        <source>over capacity</source>
        <translation>oltre la capacità</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Node</source>
        <extracomment>%1 node name, %2 its host, %3 used, %4 usable, %5 layers, %6 fits / over capacity</extracomment>
        <translation>Nodo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2): %3 of %4 usable, %5 layers — %6</source>
        <translation>%1 (%2): %3 di %4 utilizzabili, %5 layer — %6</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Start</source>
        <extracomment>%1 node name, %2 the command to run there</extracomment>
        <translation>Avvio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>on %1: %2</source>
        <translation>su %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+7"/>
        <source>Link</source>
        <extracomment>%1 link bandwidth (Gbit/s), %2 latency (us), %3 crossings, %4 bytes per step
----------
%1 ring all-reduce steps per token over the link, %2 the bytes they move</extracomment>
        <translation>Collegamento</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>%1 Gbit/s, %2 µs one way; crossings per token: %3, carrying %4</source>
        <translation>%1 Gbit/s, %2 µs di sola andata; passaggi per token: %3, con %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>of which tensor-parallel all-reduces across nodes: %1 steps, %2</source>
        <translation>di cui all-reduce del parallelismo tensoriale tra nodi: %1 passi, %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+10"/>
        <source>vLLM</source>
        <translation>vLLM</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>KV pool %1 (given) = %2 blocks of %3 = %4 tokens; %5x concurrency; the users hold %6; no machine, so the reservation is not known</source>
        <translation>Pool KV %1 (dato) = %2 blocchi da %3 = %4 token; concorrenza %5x; gli utenti occupano %6; nessuna macchina, quindi la riserva non è nota</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>reserves %1 per GPU; KV pool %2 = %3 blocks of %4 = %5 tokens; %6x concurrency; the users hold %7</source>
        <translation>riserva %1 per GPU; pool KV %2 = %3 blocchi da %4 = %5 token; concorrenza %6x; gli utenti occupano %7</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>MLX</source>
        <extracomment>MLX: %1 KV bytes once the prompt is read, %2 the peak while it is read, %3 sequences decoded together</extracomment>
        <translation>MLX</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>nothing reserved at load; the cache grows in steps of 256 tokens: %1 once the prompt is read, %2 at the peak of its prefill, %3 sequences</source>
        <translation>nulla riservato al caricamento; la cache cresce a passi di 256 token: %1 letto il prompt, %2 al picco del prefill, %3 sequenze</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Band</source>
        <extracomment>%1 the band, %2 bytes needed, %3 working-set limit, %4 the runtime&apos;s hard limit</extracomment>
        <translation>Fascia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: needs %2; working-set limit %3, hard limit %4</source>
        <translation>%1: servono %2; limite di working set %3, limite rigido %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sysctl</source>
        <translation>Sysctl</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ExLlamaV3</source>
        <extracomment>%1 cache_size tokens, %2 bytes of one 256-token page, %3 max_seq_len, %4 jobs of max_seq_len at once, %5 max_batch_size, %6 bytes of one job&apos;s state slot, %7 what the users hold</extracomment>
        <translation>ExLlamaV3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cache of %1 tokens for all jobs (pages of 256 tokens, %2 each); max_seq_len %3 (%4 at once); %5 slots of %6 state; the users hold %7</source>
        <translation>cache di %1 token per tutti i job (pagine di 256 token, %2 ciascuna); max_seq_len %3 (%4 insieme); %5 slot di stato da %6; gli utenti occupano %7</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>SGLang</source>
        <extracomment>%1 mem_fraction_static, %2 bytes of the static region per GPU, %3 bytes of the token pool, %4 tokens, %5 requests of context_length at once, %6 what the users hold</extracomment>
        <translation>SGLang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mem_fraction_static %1: %2 per GPU for the weights and the pool; pool %3 = %4 tokens; %5x concurrency; the users hold %6</source>
        <translation>mem_fraction_static %1: %2 per GPU per i pesi e il pool; pool %3 = %4 token; concorrenza %5x; gli utenti occupano %6</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Verdict</source>
        <translation>Verdetto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 %2 — %3</source>
        <translation>%1 %2 — %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Limits</source>
        <translation>Limiti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all on GPU: longest context per user %1 tokens, most users %2; with offload: %3 tokens, %4 users; a request is cut off at %5 tokens</source>
        <translation>tutto su GPU: contesto massimo per utente %1 token, al massimo %2 utenti; con offload: %3 token, %4 utenti; una richiesta viene troncata a %5 token</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+6"/>
        <source>Speed</source>
        <extracomment>%1 and %2 milliseconds per token, %3 &quot;memory&quot; or &quot;the network&quot;</extracomment>
        <translation>Velocità</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>at most %1 tokens/s per user (%2 in total), limited by %3&apos;s bandwidth</source>
        <translation>al massimo %1 token/s per utente (%2 in totale), limitato dalla banda di %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>per token %1 ms reading memory + %2 ms on the link: %3 limits</source>
        <translation>per token %1 ms di lettura della memoria + %2 ms sul collegamento: limita %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the network</source>
        <translation>la rete</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>memory</source>
        <translation>la memoria</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>First token</source>
        <extracomment>%1 seconds (a lower bound), %2 prompt tokens, %3 &quot;compute&quot;, &quot;the host link (PCIe)&quot; or &quot;memory bandwidth&quot;, %4 prompt tokens per second (an upper bound)</extracomment>
        <translation>Primo token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>after at least %1 s (prompt %2 tokens, limited by %3; at most %4 prompt tokens/s)</source>
        <translation>dopo almeno %1 s (prompt di %2 token, limite: %3; al massimo %4 token di prompt/s)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Expected</source>
        <extracomment>%1 seconds, %2 the measured prompt speed over the bound as a percentage, e.g. &quot;20.6&quot;</extracomment>
        <translation>Previsto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>first token after about %1 s (this machine&apos;s profile: %2 % of the bound)</source>
        <translation>primo token dopo circa %1 s (profilo di questa macchina: %2 % del limite)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Answer</source>
        <extracomment>%1 answer tokens, %2 seconds (a lower bound)</extracomment>
        <translation>Risposta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tokens, done after at least %2 s</source>
        <translation>%1 token, completata dopo almeno %2 s</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Power cost</source>
        <extracomment>row label: the energy and money the machine&apos;s board power costs (upper bounds)</extracomment>
        <translation>Energia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Advice</source>
        <translation>Consigli</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  It fits with room to spare: nothing to change.
</source>
        <translation>  Ci sta con margine: niente da cambiare.
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  No single change makes it fit.
</source>
        <translation>  Nessuna modifica singola basta perché ci stia.
</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>     instead of the machine&apos;s flags: %1  -&gt;  %2, %3 in all
</source>
        <extracomment>%1 the flags that replace the machine&apos;s (--hardware ID --gpus N), %2 its verdict, %3 bytes</extracomment>
        <translation>     al posto delle opzioni della macchina: %1  -&gt;  %2, %3 in tutto
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>     add: %1  -&gt;  %2, %3 in all, at most %4 tokens/s per user (now %5)
</source>
        <extracomment>a change that spills less: %1 flags, %2 verdict, %3 bytes, %4 its speed bound, %5 today&apos;s</extracomment>
        <translation>     aggiungi: %1  -&gt;  %2, %3 in tutto, al massimo %4 token/s per utente (ora %5)
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>     add: %1  -&gt;  %2, %3 in all
</source>
        <translation>     aggiungi: %1  -&gt;  %2, %3 in tutto
</translation>
    </message>
    <message>
        <location filename="../app/cli/choosecmd.cpp" line="-480"/>
        <source>--%1 does not apply here: %2</source>
        <translation>--%1 qui non si applica: %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>--weights needs at least one scheme</source>
        <translation>--weights vuole almeno uno schema</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>1st tok s: at least this many seconds until the first token of the answer to a %1-token prompt (the prefill bound; –: a peak figure unknown, or the prompt longer than the context).
</source>
        <extracomment>%1 prompt tokens; &quot;1st tok s&quot; is the column&apos;s heading</extracomment>
        <translation>1° token s: almeno tanti secondi fino al primo token della risposta a un prompt di %1 token (il limite del prefill; –: una cifra di picco ignota, o il prompt più lungo del contesto).
</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Machine     %1
Question    %2 tokens per user x %n users, %3, KV %4

</source>
        <translation>
            <numerusform>Macchina    %1
Domanda     %2 token per utente x %n utente, %3, KV %4

</numerusform>
            <numerusform>Macchina    %1
Domanda     %2 token per utente x %n utenti, %3, KV %4

</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+120"/>
        <source>model</source>
        <translation>modello</translation>
    </message>
    <message>
        <location line="-120"/>
        <location line="+121"/>
        <source>weights</source>
        <translation>pesi</translation>
    </message>
    <message>
        <location line="-120"/>
        <location line="+120"/>
        <location line="+97"/>
        <source>verdict</source>
        <translation>verdetto</translation>
    </message>
    <message>
        <location line="-217"/>
        <location line="+121"/>
        <source>total</source>
        <translation>totale</translation>
    </message>
    <message>
        <location line="-120"/>
        <location line="+120"/>
        <location line="+97"/>
        <source>ctx on GPU</source>
        <translation>ctx su GPU</translation>
    </message>
    <message>
        <location line="-217"/>
        <location line="+121"/>
        <source>ctx offload</source>
        <translation>ctx offload</translation>
    </message>
    <message>
        <location line="-120"/>
        <location line="+120"/>
        <location line="+96"/>
        <source>users</source>
        <translation>utenti</translation>
    </message>
    <message>
        <location line="-216"/>
        <location line="+121"/>
        <location line="+96"/>
        <source>tok/s</source>
        <translation>tok/s</translation>
    </message>
    <message>
        <location line="-216"/>
        <location line="+120"/>
        <location line="+100"/>
        <source>1st tok s</source>
        <translation>1° token s</translation>
    </message>
    <message>
        <location line="-189"/>
        <source>  ★ best</source>
        <translation>  ★ migliore</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>★ best: the highest-precision scheme of each model that fits without spilling. ctx on GPU: the longest context per user with everything on the GPU; ctx offload: with layers in RAM; users: the most users at the context asked; tok/s: the decode-speed bound per user.
</source>
        <translation>★ migliore: lo schema a precisione più alta di ogni modello che ci sta senza sconfinare. ctx su GPU: il contesto massimo per utente con tutto sulla GPU; ctx offload: con layer in RAM; utenti: il massimo di utenti al contesto richiesto; tok/s: il limite di velocità di generazione per utente.
</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>No model fits or runs with layers in RAM on this machine for this question.
</source>
        <translation>Nessun modello ci sta né gira con layer in RAM su questa macchina per questa domanda.
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>params</source>
        <translation>parametri</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%n model(s) do not fit</source>
        <extracomment>fit&apos;s summary; %n models of the table for which no weight scheme fits or runs with layers in RAM</extracomment>
        <translation>
            <numerusform>%n modello non ci sta</numerusform>
            <numerusform>%n modelli non ci stanno</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2</source>
        <extracomment>fit&apos;s summary, after &quot;N models do not fit&quot;: models that fit or spill but are below the shown rows</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n more fit or spill</source>
        <translation>
            <numerusform>ancora %n ci sta o sconfina nella RAM</numerusform>
            <numerusform>altri %n ci stanno o sconfinano nella RAM</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
%1; %2 (--all lists every model and scheme).
</source>
        <extracomment>fit&apos;s summary line; %1 &quot;N models do not fit[, M more fit or spill]&quot;, %2 &quot;K rows not shown&quot;</extracomment>
        <translation>
%1; %2 (--all elenca ogni modello e ogni schema).
</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n row(s) not shown</source>
        <translation>
            <numerusform>%n riga non mostrata</numerusform>
            <numerusform>%n righe non mostrate</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ranked as a user would pick: models that fit first, then those that spill; within each, the largest (total parameters) at a usable speed (at least %1 tok/s per user) first, then the fastest. weights: the model&apos;s highest-precision scheme at a usable speed (else its fastest). tok/s: the decode-speed bound per user.
</source>
        <translation>In ordine di scelta: prima i modelli che ci stanno, poi quelli che sconfinano nella RAM; in ciascun gruppo, prima i più grandi (parametri totali) a una velocità utilizzabile (almeno %1 tok/s per utente), poi i più veloci. weights: lo schema più preciso del modello a una velocità utilizzabile (altrimenti il suo più veloce). tok/s: il limite della velocità di decodifica per utente.
</translation>
    </message>
    <message numerus="yes">
        <location line="+54"/>
        <source>Plan        %1, %2, %3 tokens per user x %n users, %4

</source>
        <translation>
            <numerusform>Piano       %1, %2, %3 token per utente x %n utente, %4

</numerusform>
            <numerusform>Piano       %1, %2, %3 token per utente x %n utenti, %4

</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Min speed   %1 tokens/s per user
</source>
        <translation>Vel. minima %1 token/s per utente
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>hardware</source>
        <translation>hardware</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>gpus</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>headroom</source>
        <translation>margine</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>  ◀ this computer</source>
        <translation>  ◀ questo computer</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Your own prices (a used card, a quote) from a kvplanner.prices/1 JSON file; they replace the list prices and, machine by machine, those a --scenario file keeps.</source>
        <translation>I tuoi prezzi (una scheda usata, un preventivo) da un file JSON kvplanner.prices/1; sostituiscono i prezzi di listino e, macchina per macchina, quelli salvati in un file --scenario.</translation>
    </message>
    <message>
        <location line="+164"/>
        <source>One plan on every hardware preset (discrete GPUs 1 to --max-gpus times), with its price and power, cheapest first; the row closest to this computer is marked.</source>
        <translation>Un piano su ogni preset di hardware (GPU dedicate da 1 a --max-gpus volte), con prezzo e potenza, prima le più economiche; la riga più vicina a questo computer è segnata.</translation>
    </message>
    <message>
        <location line="-255"/>
        <source>price</source>
        <translation>prezzo</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Budget      %1 (machines of unknown price are left out)
</source>
        <extracomment>%1 an amount with its currency code, e.g. 2000 USD</extracomment>
        <translation>Budget      %1 (escluse le macchine dal prezzo sconosciuto)
</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>power</source>
        <translation>potenza</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>per tok/s</source>
        <translation>per tok/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Wh/Mtok</source>
        <translation>Wh/Mtok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per month</source>
        <translation>al mese</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>No machine meets the budget and the minimum speed.
</source>
        <translation>Nessuna macchina rispetta il budget e la velocità minima.
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
headroom: usable minus used on the tightest device (negative: over by that much).
</source>
        <translation>
margine: memoria utilizzabile meno memoria usata sul dispositivo più al limite (se negativo: di quanto si sfora).
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>price: the launch list price as published, a card&apos;s times the GPU count or a whole system&apos;s own (`hardware --json` gives its source); power: the cards&apos; board power (not the PC around them) or the system&apos;s maximum; per tok/s: price divided by the decode-speed bound per user; –: unknown.
</source>
        <translation>prezzo: il prezzo di listino al lancio come pubblicato, quello di una scheda per il numero di GPU o quello di un sistema completo (`hardware --json` ne dà la fonte); potenza: la potenza di scheda delle GPU (non del PC che le ospita) o il massimo del sistema; per tok/s: il prezzo diviso per il limite di velocità di generazione per utente; –: sconosciuto.
</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>--%1 needs a number greater than 0 (at most %2), not “%3”</source>
        <extracomment>%1 option name, %2 the largest number accepted, %3 what the user typed</extracomment>
        <translation>--%1 vuole un numero maggiore di 0 (al massimo %2), non “%3”</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>--sort takes price, speed or headroom, not “%1”</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--sort accetta price, speed o headroom, non “%1”</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Show prices and running costs in CODE (USD, EUR or JPY; default USD), converting at the dated rate shipped in money.json.</source>
        <translation>Mostra prezzi e costi di esercizio in CODE (USD, EUR o JPY; predefinito USD), convertendo al cambio datato fornito in money.json.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Hours of generation a day for the running cost (default %1; idle the rest of the day).</source>
        <translation>Ore di generazione al giorno per il costo di esercizio (predefinito %1; a riposo per il resto della giornata).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Electricity price per kWh in the --currency (default: the shipped average for US dollars, yen or euros).</source>
        <translation>Prezzo dell’elettricità per kWh nella --currency (predefinito: la media fornita per dollari, yen o euro).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>--currency takes one of %2, not “%1”</source>
        <extracomment>%1 what the user typed, %2 the currency codes known</extracomment>
        <translation>--currency accetta uno tra %2, non “%1”</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--hours-per-day needs a number from 0 to 24, not “%1”</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--hours-per-day richiede un numero da 0 a 24, non “%1”</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Which model presets fit a machine (this computer unless --hardware, --vram or --scenario names another), at which weight scheme (or those of --weights A,B,...), for one question: verdict, total, limits and speed.</source>
        <translation>Quali preset di modello ci stanno in una macchina (questo computer, se --hardware, --vram o --scenario non ne indicano un&apos;altra), con quale schema dei pesi (o con quelli di --weights A,B,...), per una domanda: verdetto, totale, limiti e velocità.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>fit needs a machine and this computer could not be detected (%1): give --hardware ID, --vram GIB --ram GIB, or --scenario FILE</source>
        <translation>fit ha bisogno di una macchina e questo computer non è stato rilevato (%1): indica --hardware ID, --vram GIB --ram GIB oppure --scenario FILE</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No machine given: planning for this computer, as --this-machine does (--hardware ID or --vram GIB --ram GIB for another).
</source>
        <translation>Nessuna macchina indicata: il piano è per questo computer, come con --this-machine (--hardware ID o --vram GIB --ram GIB per un&apos;altra).
</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Only machines whose price is at most AMOUNT in the --currency (list prices in another currency converted at the shipped rate). Machines of unknown price are left out.</source>
        <translation>Solo le macchine il cui prezzo è al massimo AMOUNT nella --currency (i prezzi di listino in un’altra valuta convertiti al cambio fornito). Le macchine dal prezzo sconosciuto sono escluse.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>◀ this computer, as detected.
</source>
        <translation>◀ questo computer, come è stato rilevato.
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>◀ the row closest to this computer (%1); --this-machine ranks it as it is.
</source>
        <extracomment>%1 what was detected (&quot;NVIDIA GeForce RTX 4090 + 62 GiB RAM&quot;)</extracomment>
        <translation>◀ la riga più vicina a questo computer (%1); --this-machine lo mette in classifica così com&apos;è.
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No row is like this computer; --this-machine ranks it as it is.
</source>
        <translation>Nessuna riga somiglia a questo computer; --this-machine lo mette in classifica così com&apos;è.
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This computer was not detected (%1): no row is marked.
</source>
        <translation>Questo computer non è stato rilevato (%1): nessuna riga è segnata.
</translation>
    </message>
    <message>
        <location line="-103"/>
        <source>fit plans every model preset with the planner&apos;s context and users</source>
        <translation>fit pianifica ogni preset di modello con il contesto e gli utenti indicati</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Text: every model at every scheme, grouped by family (the JSON always has every row).</source>
        <translation>Nel testo, ogni modello con ogni schema, raggruppati per famiglia (il JSON ha sempre tutte le righe).</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Discrete GPUs: try 1 to N of each (default 4).</source>
        <translation>GPU dedicate: prova da 1 a N di ciascuna (predefinito 4).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Order within fits and within spills (does not fit: closest first): price (cheapest first, unknown prices last; the default), speed (fastest first) or headroom (most headroom first).</source>
        <translation>Ordine dentro «ci sta» e dentro «sconfina nella RAM» («non ci sta»: prima le più vicine): price (prima le più economiche, i prezzi sconosciuti in fondo; predefinito), speed (prima le più veloci) o headroom (prima quelle con più margine).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Only machines that run the plan at TOKENS_PER_S or more per user (the decode-speed bound).</source>
        <translation>Solo le macchine che eseguono il piano ad almeno TOKENS_PER_S per utente (il limite di velocità di generazione).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>machines tries every hardware preset</source>
        <translation>machines prova ogni preset di hardware</translation>
    </message>
    <message>
        <location filename="../app/cli/talkcmd.cpp" line="-91"/>
        <source>Write the slides to this PDF file (required).</source>
        <translation>Scrive le slide in questo file PDF (obbligatorio).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language of the slides: en (default), ja or it.</source>
        <translation>Lingua delle slide: en (predefinita), ja o it.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The talk to export (default: the built-in talk).</source>
        <translation>Il talk da esportare (predefinito: il talk incluso).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a page with the speaker notes after each slide.</source>
        <translation>Aggiunge dopo ogni slide una pagina con le note del relatore.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Also write each slide as a 1920x1080 PNG into this folder.</source>
        <translation>Scrive anche ogni slide come PNG 1920x1080 in questa cartella.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>talk needs --model ID: the talk “%1” names no default plan</source>
        <extracomment>%1 the talk file, which has no &quot;plan&quot; naming a model</extracomment>
        <translation>talk ha bisogno di --model ID: il talk “%1” non indica un piano predefinito</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the default plan of the talk “%1” names an unknown preset: %2</source>
        <extracomment>%1 the talk file, %2 what it names that kvplanner does not know (&quot;model “x”?&quot;)</extracomment>
        <translation>il piano predefinito del talk “%1” indica un preset sconosciuto: %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Write talk mode as PDF slides (one 16:9 page per step) for a model, context, users and machine (without --model: the plan the talk file names).</source>
        <translation>Scrive la modalità talk come slide PDF (una pagina 16:9 per passo) per un modello, un contesto, degli utenti e una macchina (senza --model: il piano indicato dal file del talk).</translation>
    </message>
</context>
<context>
    <name>Compare</name>
    <message>
        <location filename="../app/common/comparerows.cpp" line="+29"/>
        <location line="+49"/>
        <location line="+1"/>
        <location line="+6"/>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <location line="-56"/>
        <location line="+40"/>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Model</source>
        <translation>Modello</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Weights</source>
        <translation>Pesi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Machine</source>
        <translation>Macchina</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Runtime</source>
        <translation>Runtime</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context × users</source>
        <translation>Contesto × utenti</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>KV cache type</source>
        <translation>Tipo di cache KV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Verdict</source>
        <translation>Verdetto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache</source>
        <translation>Cache KV</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Longest context on the GPU</source>
        <translation>Contesto massimo sulla GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most users</source>
        <translation>Massimo di utenti</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Speed bound</source>
        <translation>Limite di velocità</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Launch</source>
        <translation>Comando di avvio</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 × %2</source>
        <extracomment>context per user × users, e.g. &quot;32,768 × 4&quot;</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>K %1, V %2</source>
        <translation>K %1, V %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>≤ %1 tokens/s</source>
        <translation>≤ %1 token/s</translation>
    </message>
</context>
<context>
    <name>Component</name>
    <message>
        <location filename="../app/common/parts.cpp" line="+21"/>
        <source>Weights</source>
        <translation>Pesi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache</source>
        <translation>Cache KV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recurrent state</source>
        <translation>Stato ricorrente</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compute &amp; overhead</source>
        <extracomment>compute buffer plus fixed overhead (output buffer)</extracomment>
        <translation>Calcolo e overhead</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The model&apos;s parameters at the chosen precision.</source>
        <translation>I parametri del modello alla precisione scelta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keys and values kept for every token of context, for every user.</source>
        <translation>Chiavi e valori conservati per ogni token di contesto, per ogni utente.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>State of recurrent (Mamba-style) layers: fixed per user, not per token.</source>
        <translation>Stato dei layer ricorrenti (tipo Mamba): fisso per utente, non per token.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scratch memory for one micro-batch, plus the output buffer.</source>
        <translation>Memoria di lavoro per un micro-batch, più il buffer di output.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>May grow</source>
        <extracomment>hatched part of a device bar: memory the server may add while it serves</extracomment>
        <translation>Può crescere</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What the server may add here while it serves, beyond the memory at start: llama-server&apos;s prompt cache (--cache-ram) and context checkpoints, mlx_lm.server&apos;s prompt cache.</source>
        <translation>Ciò che il server può aggiungere qui mentre serve, oltre alla memoria all&apos;avvio: la cache dei prompt di llama-server (--cache-ram) e i checkpoint del contesto, la cache dei prompt di mlx_lm.server.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/report/components.cpp" line="+15"/>
        <source>%Ln tokens</source>
        <extracomment>a token count such as a context length, e.g. &quot;32,768 tokens&quot;</extracomment>
        <translation>
            <numerusform>%Ln token</numerusform>
            <numerusform>%Ln token</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>≤ %1 tokens/s</source>
        <extracomment>an upper bound on generation speed, per user</extracomment>
        <translation>≤ %1 token/s</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>≥ %1 min</source>
        <extracomment>a lower bound on a wait, in minutes</extracomment>
        <translation>≥ %1 min</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>≥ %1 s</source>
        <extracomment>a lower bound on a wait, in seconds</extracomment>
        <translation>≥ %1 s</translation>
    </message>
</context>
<context>
    <name>Detect</name>
    <message>
        <location filename="../app/common/thismachine.cpp" line="+298"/>
        <source>the CPU</source>
        <translation>la CPU</translation>
    </message>
    <message>
        <location line="+133"/>
        <source>%1 could not be read.</source>
        <translation>impossibile leggere %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 does not say what kvplanner expects; it was skipped.</source>
        <translation>%1 non dice ciò che kvplanner si aspetta; è stato ignorato.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 did not answer; it was skipped.</source>
        <translation>%1 non ha risposto; è stato ignorato.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The system does not report the memory of %1; its preset&apos;s size is used.</source>
        <translation>Il sistema non riporta la memoria di %1; si usa quella del suo preset.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The memory of %1 is not reported and no preset knows it: it is left out (choose a preset or custom capacities instead).</source>
        <translation>La memoria di %1 non è riportata e nessun preset la conosce: è esclusa (scegli un preset o capacità personalizzate).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No preset matches %1: its memory bandwidth is assumed to be %2 GB/s (type the real figure with --bandwidth-gbs, or pick a preset).</source>
        <extracomment>%1 a device name, %2 the memory bandwidth assumed, in GB/s</extracomment>
        <translation>Nessun preset corrisponde a %1: si assume una banda di memoria di %2 GB/s (indica il valore reale con --bandwidth-gbs o scegli un preset).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is an integrated GPU without memory of its own: models are planned in system RAM.</source>
        <translation>%1 è una GPU integrata senza memoria propria: i modelli si pianificano nella RAM di sistema.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no preset, %1 GB/s assumed</source>
        <translation>nessun preset, %1 GB/s ipotizzati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>preset %1, %2 GB/s</source>
        <translation>preset %1, %2 GB/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unified memory: %1 (%2) — %3</source>
        <translation>Memoria unificata: %1 (%2) — %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU limit: %1 (%2)</source>
        <translation>Limite della GPU: %1 (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU %1: %2, %3 (%4) — %5</source>
        <translation>GPU %1: %2, %3 (%4) — %5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>RAM: %1 (%2) — %3</source>
        <translation>RAM: %1 (%2) — %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU: %1</source>
        <translation>CPU: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Board: %1</source>
        <translation>Scheda: %1</translation>
    </message>
</context>
<context>
    <name>DialogProvider</name>
    <message>
        <location filename="../app/gui/dialogprovider.cpp" line="+70"/>
        <source>Unsaved changes</source>
        <translation>Modifiche non salvate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the changes to “%1” before closing it?</source>
        <translation>Salvare le modifiche a “%1” prima di chiuderlo?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your changes are lost if you don&apos;t save them.</source>
        <translation>Se non le salvi, le modifiche andranno perse.</translation>
    </message>
</context>
<context>
    <name>Exporter</name>
    <message>
        <location filename="../app/gui/exporter.cpp" line="+51"/>
        <source>## %1 on %2

</source>
        <extracomment>Markdown heading: %1 model, %2 machine</extracomment>
        <translation>## %1 su %2

</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>**Verdict: %1**

</source>
        <translation>**Verdetto: %1**

</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 tokens per user × %Ln users · weights %2 · KV cache %3 · %4

</source>
        <extracomment>%1 context per user, %n users, %2 weight scheme, %3 KV type, %4 runtime</extracomment>
        <translation>
            <numerusform>%1 token per utente × %Ln utente · pesi %2 · cache KV %3 · %4

</numerusform>
            <numerusform>%1 token per utente × %Ln utenti · pesi %2 · cache KV %3 · %4

</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Part</source>
        <translation>Parte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>**Total**</source>
        <translation>**Totale**</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Used / usable</source>
        <translation>Usata / utilizzabile</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Longest context that fits: %1 tokens per user; most users at this context: %2.
</source>
        <translation>Contesto massimo che ci sta: %1 token per utente; massimo di utenti con questo contesto: %2.
</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Cannot write “%1”: %2</source>
        <translation>Impossibile scrivere “%1”: %2</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <location filename="../app/common/atomicfile.cpp" line="+42"/>
        <source>Cannot write “%1”: %2</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>Impossibile scrivere “%1”: %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the data could not be written</source>
        <translation>impossibile scrivere i dati</translation>
    </message>
</context>
<context>
    <name>Local</name>
    <message>
        <location filename="../app/common/localmodels.cpp" line="+409"/>
        <source>llama.cpp cache</source>
        <translation>cache di llama.cpp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face cache</source>
        <translation>cache di Hugging Face</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your folders</source>
        <translation>Le tue cartelle</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 cannot be read; it was skipped.</source>
        <translation>%1 non è leggibile; è stato ignorato.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not an Ollama manifest kvplanner can read; it was skipped.</source>
        <translation>%1 non è un manifest di Ollama leggibile da kvplanner; è stato ignorato.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The model file that %1 names is missing (an interrupted pull?); it was skipped.</source>
        <translation>Manca il file di modello indicato da %1 (un pull interrotto?); è stato ignorato.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is not a readable GGUF file; it was skipped.</source>
        <translation>%1 non è un file GGUF leggibile; è stato ignorato.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parts of the split model %1 are missing; its size counts the parts found.</source>
        <translation>Mancano parti del modello diviso %1; la dimensione conta le parti trovate.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was reached twice through links; it was scanned once.</source>
        <translation>%1 è stato raggiunto due volte tramite collegamenti; è stato letto una volta.</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <location filename="../app/report/contextchart.cpp" line="+45"/>
        <source>usable unified memory</source>
        <translation>memoria unificata utilizzabile</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>usable VRAM</source>
        <translation>VRAM utilizzabile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>usable VRAM + RAM</source>
        <translation>VRAM + RAM utilizzabili</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>usable RAM</source>
        <translation>RAM utilizzabile</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>tokens of context per user</source>
        <translation>token di contesto per utente</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/report/reportcharts.cpp" line="+42"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>this plan: %1</source>
        <translation>questo piano: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>all on GPU up to %1</source>
        <translation>tutto su GPU fino a %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>with offload up to %1</source>
        <translation>con offload fino a %1</translation>
    </message>
    <message>
        <location filename="../app/report/reportcharts.cpp" line="+12"/>
        <source>%1 physical</source>
        <translation>%1 fisici</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 of %2 usable · %3 layers</source>
        <extracomment>under a device&apos;s bar: %1 used, %2 usable, %3 repeating layers placed there</extracomment>
        <translation>%1 di %2 utilizzabili · %3 layer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2 usable</source>
        <translation>%1 di %2 utilizzabili</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>%1 · %2 layers</source>
        <translation>%1 · %2 layer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>only the last %1 tokens per user</source>
        <translation>solo gli ultimi %1 token per utente</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>only the current chunk, up to %1 tokens per user</source>
        <translation>solo il blocco corrente, fino a %1 token per utente</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 per token</source>
        <translation>%1 per token</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Recurrent state: %1 in all, fixed per user, whatever the context</source>
        <translation>Stato ricorrente: %1 in tutto, fisso per utente, qualunque sia il contesto</translation>
    </message>
    <message>
        <location filename="../app/report/reportdetails.cpp" line="+19"/>
        <location line="+5"/>
        <location filename="../app/report/reporttext.cpp" line="+82"/>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <location line="+16"/>
        <location filename="../app/report/reportsections.cpp" line="+110"/>
        <source>Limits</source>
        <translation>Limiti</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose a machine to find the limits.</source>
        <translation>Scegli una macchina per conoscere i limiti.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Longest context per user, all on the GPU</source>
        <translation>Contesto massimo per utente, tutto su GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Most users, all on the GPU</source>
        <translation>Massimo di utenti, tutto su GPU</translation>
    </message>
    <message numerus="yes">
        <location line="-27"/>
        <location filename="../app/report/reporttext.cpp" line="+1"/>
        <location line="+60"/>
        <source>%Ln tokens</source>
        <translation>
            <numerusform>%Ln token</numerusform>
            <numerusform>%Ln token</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>%1 (for %Ln users)</source>
        <extracomment>%1 a token count (&quot;8,192 tokens&quot;); %n the number of users</extracomment>
        <translation>
            <numerusform>%1 (con %Ln utente)</numerusform>
            <numerusform>%1 (con %Ln utenti)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 (at %Ln tokens each)</source>
        <extracomment>%1 a number of users; %n the context per user in tokens</extracomment>
        <translation>
            <numerusform>%1 (con %Ln token ciascuno)</numerusform>
            <numerusform>%1 (con %Ln token ciascuno)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Longest context per user, spilling to RAM</source>
        <translation>Contesto massimo per utente, con offload in RAM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most users, spilling to RAM</source>
        <translation>Massimo di utenti, con offload in RAM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A request is cut off at</source>
        <translation>Una richiesta viene troncata a</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No machine was chosen, so there is no speed bound.</source>
        <translation>Nessuna macchina scelta, quindi nessun limite di velocità.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At most %1 tokens/s per user (%2 tokens/s for all users together), limited by the memory bandwidth of %3: every generated token reads %4 of weights and KV cache. Real speed is lower.</source>
        <extracomment>%1 tokens/s per user, %2 in total, %3 device, %4 bytes read per token</extracomment>
        <translation>Al massimo %1 token/s per utente (%2 token/s per tutti gli utenti insieme), limitati dalla banda di memoria di %3: ogni token generato legge %4 di pesi e cache KV. La velocità reale è più bassa.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The first token comes after at least %1 s for a prompt of %2 tokens, limited by %3: the prompt is read at most at %4 tokens/s.</source>
        <extracomment>%1 seconds (a lower bound), %2 prompt tokens, %3 what limits it (&quot;compute&quot;, &quot;the host link (PCIe)&quot;, &quot;memory bandwidth&quot;), %4 prompt tokens per second (an upper bound)</extracomment>
        <translation>Con un prompt di %2 token il primo token arriva dopo almeno %1 s, con il limite dato da %3: il prompt si legge al massimo a %4 token/s.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>An answer of %1 tokens is complete after at least %2 s.</source>
        <extracomment>%1 answer tokens, %2 seconds (a lower bound)</extracomment>
        <translation>Una risposta di %1 token è completa dopo almeno %2 s.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At the %2 % of the bound this machine reached in a log, expect the first token after about %1 s.</source>
        <extracomment>%1 seconds, %2 the share of the bound a log measured on this machine, e.g. &quot;22.3&quot;</extracomment>
        <translation>Al %2 % del limite che questa macchina ha raggiunto in un log, aspettati il primo token dopo circa %1 s.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Per token, reading memory takes %1 ms and the network %2 ms: %3.</source>
        <extracomment>a cluster&apos;s decode step: %1 ms reading memory, %2 ms on the network link, %3 which of the two limits</extracomment>
        <translation>Per token, leggere la memoria richiede %1 ms e la rete %2 ms: %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the network limits</source>
        <translation>il limite è la rete</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>memory limits</source>
        <translation>il limite è la memoria</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Link</source>
        <extracomment>%1 Gbit/s, %2 one-way latency in microseconds, %3 messages per token, %4 bytes they carry</extracomment>
        <translation>Collegamento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 Gbit/s, %2 µs one way; per token %3 messages carrying %4</source>
        <translation>%1 Gbit/s, %2 µs di sola andata; per token %3 messaggi con %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tensor parallel</source>
        <translation>Parallelismo tensoriale</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>of those, %1 all-reduce steps across nodes carrying %2</source>
        <extracomment>%1 ring all-reduce steps per token across nodes, %2 their bytes</extracomment>
        <translation>di cui %1 passi di all-reduce tra nodi con %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 of %2 usable, %3 layers — %4; %5</source>
        <translation>%1 di %2 utilizzabili, %3 layer — %4; %5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fits</source>
        <translation>ci sta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>over capacity</source>
        <translation>oltre la capacità</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rank %1 — %2</source>
        <extracomment>a vLLM worker: %1 rank number, %2 its GPU</extracomment>
        <translation>Rank %1 — %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stage %1, layers %2–%3, %4 KV heads; weights %5, KV pool %6 (%7 blocks)</source>
        <extracomment>%1 pipeline stage, %2 first layer, %3 last layer, %4 KV heads per layer, %5 weights, %6 KV pool, %7 blocks</extracomment>
        <translation>stadio %1, layer %2–%3, %4 teste KV; pesi %5, pool KV %6 (%7 blocchi)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Context</source>
        <translation>Contesto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>n_ctx %1, n_ctx_seq %2, %3 streams</source>
        <translation>n_ctx %1, n_ctx_seq %2, %3 stream</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Batches</source>
        <translation>Batch</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>n_batch %1, n_ubatch %2, flash attention %3</source>
        <translation>n_batch %1, n_ubatch %2, flash attention %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on</source>
        <translation>attiva</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation>disattiva</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 layers × %2 cells × %3 streams = %4</source>
        <extracomment>%1 layers x %2 cells x %3 streams = %4</extracomment>
        <translation>%1 layer × %2 celle × %3 stream = %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Weights</source>
        <translation>Pesi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute buffer</source>
        <translation>Buffer di calcolo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>about %1</source>
        <translation>circa %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output buffer and overhead</source>
        <translation>Buffer di output e overhead</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/report/reportsections.cpp" line="-20"/>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 byte)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ollama&apos;s own estimate</source>
        <translation>Stima di Ollama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of KV cache (it prices quantised caches too low)</source>
        <translation>%1 di cache KV (sottostima le cache quantizzate)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vLLM pool</source>
        <translation>Pool vLLM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reserves %1 per GPU; KV pool %2 = %3 blocks = %4 tokens</source>
        <translation>riserva %1 per GPU; pool KV %2 = %3 blocchi = %4 token</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The compute buffer is an approximation of one micro-batch&apos;s logits and activations; multi-GPU pipeline-parallel buffers can differ by more.</source>
        <translation>Il buffer di calcolo è un’approssimazione dei logit e delle attivazioni di un micro-batch; con più GPU in pipeline parallela i buffer possono differire di più.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only mainline llama.cpp&apos;s current rules: older builds padded differently and forks differ (ik_llama.cpp keeps sliding-window layers full).</source>
        <translation>Solo le regole attuali di llama.cpp mainline: le build più vecchie facevano padding in altro modo e i fork differiscono (ik_llama.cpp tiene pieni i layer a finestra scorrevole).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both speed figures are bounds from peak figures: the decode bound from memory bandwidth alone, the first-token bound from peak compute, memory bandwidth and the host link. Real kernels run below them.</source>
        <translation>Entrambe le velocità sono limiti ricavati dai valori di picco: quello di generazione dalla sola banda di memoria, quello del primo token dal picco di calcolo, dalla banda di memoria e dal collegamento con l&apos;host. I kernel reali restano sotto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other programs&apos; memory beyond the reserves above; adapters; the speed gain of a draft model and the compute of a projector&apos;s image encoder.</source>
        <translation>La memoria di altri programmi oltre le riserve indicate; gli adapter; il guadagno di velocità di un modello bozza e il calcolo dell&apos;encoder di immagini di un proiettore.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Prompt processing over the network, and tensor-parallel traffic inside one node (PCIe or NVLink, counted as free).</source>
        <translation>L&apos;elaborazione del prompt attraverso la rete e il traffico del parallelismo tensoriale dentro un nodo (PCIe o NVLink, contato come gratuito).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>vLLM&apos;s activation peak and non-torch memory are estimates unless taken from its log; hybrid models&apos; recurrent state follows vLLM&apos;s rules without prefix caching or speculative decoding, and Blackwell&apos;s larger block alignment for 256-wide heads is not modelled.</source>
        <translation>Il picco di attivazioni e la memoria non-torch di vLLM sono stime, se non presi dal suo log; lo stato ricorrente dei modelli ibridi segue le regole di vLLM senza prefix caching né decodifica speculativa, e l&apos;allineamento dei blocchi più grande di Blackwell per teste da 256 non è modellato.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>KoboldCpp&apos;s SmartCache snapshots (RAM, only when saved), its hidden continuous-batching slots, the margin its autofit keeps on the first GPU and --swapadding&apos;s extra cells.</source>
        <translation>Le istantanee SmartCache di KoboldCpp (in RAM, solo quando salvate), i suoi slot nascosti di batching continuo, il margine che il suo autofit lascia sulla prima GPU e le celle extra di --swapadding.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What-ifs are research ideas that trade quality or speed for memory, not runtime behaviour.</source>
        <translation>Le ipotesi “e se” sono idee di ricerca che scambiano qualità o velocità con memoria, non il comportamento dei runtime.</translation>
    </message>
    <message>
        <location filename="../app/report/reportexport.cpp" line="+92"/>
        <source>the folder cannot be created</source>
        <translation>impossibile creare la cartella</translation>
    </message>
    <message>
        <location filename="../app/report/reportrenderer.cpp" line="+148"/>
        <source>kvplanner sizing report</source>
        <translation>Report di dimensionamento kvplanner</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>kvplanner %1</source>
        <extracomment>footer: %1 app version</extracomment>
        <translation>kvplanner %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Page %1 of %2</source>
        <extracomment>footer: page %1 of %2</extracomment>
        <translation>Pagina %1 di %2</translation>
    </message>
    <message>
        <location filename="../app/report/reportsections.cpp" line="-49"/>
        <source>The plan</source>
        <translation>Il piano</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Where the memory goes</source>
        <translation>Dove va la memoria</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Memory on each device</source>
        <translation>Memoria su ogni dispositivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each bar is one memory pool; the black line is what the plan may use, the hatched end what the system keeps for itself.</source>
        <translation>Ogni barra è un pool di memoria; la linea nera è ciò che il piano può usare, la parte tratteggiata ciò che il sistema tiene per sé.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> The orange hatch: what the server may add while it serves (prompt cache, checkpoints).</source>
        <extracomment>appended to the device chart&apos;s explanation; the orange hatch sits on top of the host&apos;s bar</extracomment>
        <translation> Il tratteggio arancione: ciò che il server può aggiungere mentre serve (cache dei prompt, checkpoint).</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Memory against context</source>
        <translation>Memoria in funzione del contesto</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Everything the runtime allocates, for %Ln users, as the context per user grows to the model&apos;s training context. The KV cache is the part that grows.</source>
        <translation>
            <numerusform>Tutto ciò che il runtime alloca, per %Ln utente, mentre il contesto cresce fino al contesto di addestramento del modello. La parte che cresce è la cache KV.</numerusform>
            <numerusform>Tutto ciò che il runtime alloca, per %Ln utenti, mentre il contesto per utente cresce fino al contesto di addestramento del modello. La parte che cresce è la cache KV.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bytes per token by layer kind</source>
        <translation>Byte per token per tipo di layer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache for one token of one user, at the chosen precision: %1 over all layers.</source>
        <translation>Cache KV per un token di un utente, alla precisione scelta: %1 su tutti i layer.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../app/report/reporttext.cpp" line="-58"/>
        <source>Speed bound</source>
        <translation>Limite di velocità</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Launch command</source>
        <translation>Comando di avvio</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What the runtime allocates</source>
        <translation>Che cosa alloca il runtime</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Assumptions and warnings</source>
        <translation>Ipotesi e avvertenze</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not modelled</source>
        <translation>Non modellato</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The cluster</source>
        <translation>Il cluster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each node holds its layers and their KV cache; for every generated token the activations cross the link between the nodes.</source>
        <translation>Ogni nodo tiene i suoi layer e la loro cache KV; per ogni token generato le attivazioni attraversano il collegamento tra i nodi.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Launch commands, one block per node</source>
        <translation>Comandi di avvio, un blocco per nodo</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Plans side by side</source>
        <translation>Piani a confronto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pinned plans; rows whose values differ are in bold.</source>
        <translation>I piani fissati; le righe con valori diversi sono in grassetto.</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+11"/>
        <source>Plan %1</source>
        <translation>Piano %1</translation>
    </message>
    <message>
        <location filename="../app/report/reporttext.cpp" line="-56"/>
        <location line="+110"/>
        <source>%1 %2</source>
        <extracomment>a device and its size, e.g. &quot;GPU 0 24.0 GiB&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../app/report/reportdetails.cpp" line="-90"/>
        <location filename="../app/report/reporttext.cpp" line="-109"/>
        <source>%1 (%2)</source>
        <extracomment>a cluster node&apos;s row: %1 used, %2 usable, %3 layers, %4 fits / over capacity, %5 its devices</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/report/reporttext.cpp" line="+7"/>
        <source>K %1, V %2</source>
        <translation>K %1, V %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>How much memory does %1 need for %2 tokens of context for one user?</source>
        <translation>Quanta memoria serve a %1 per %2 token di contesto per un utente?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much memory does %1 need for %2 tokens of context for each of %3 users?</source>
        <translation>Quanta memoria serve a %1 per %2 token di contesto per ciascuno di %3 utenti?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Will %1 run with %2 tokens of context for one user on %3?</source>
        <extracomment>%1 model, %2 context, %3 machine</extracomment>
        <translation>%1 gira su %3 con %2 token di contesto per un utente?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Will %1 run with %2 tokens of context for each of %3 users on %4?</source>
        <extracomment>%1 model, %2 context per user, %3 users, %4 machine</extracomment>
        <translation>%1 gira su %4 con %2 token di contesto per ciascuno di %3 utenti?</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Memory needed</source>
        <translation>Memoria necessaria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache</source>
        <translation>Cache KV</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Longest context on the GPU</source>
        <translation>Contesto massimo sulla GPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>≤ %1 tok/s</source>
        <translation>≤ %1 tok/s</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 full attention</source>
        <translation>%1 ad attenzione completa</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 sliding window (%2 tokens)</source>
        <translation>%1 a finestra scorrevole (%2 token)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 chunked local (%2-token chunks)</source>
        <extracomment>Llama 4: %1 layers attending only within chunks of %2 tokens</extracomment>
        <translation>%1 locali a blocchi (blocchi da %2 token)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 latent (MLA)</source>
        <translation>%1 latenti (MLA)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 recurrent</source>
        <translation>%1 ricorrenti</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>; %1 KV heads × %2 values</source>
        <translation>; %1 teste KV × %2 valori</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 layers: %2%3 (%4)</source>
        <extracomment>%1 layer count, %2 kinds of layers, %3 head sizes, %4 badges such as GQA</extracomment>
        <translation>%1 layer: %2%3 (%4)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Model</source>
        <translation>Modello</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (%2), %3 parameters, trained on %4 tokens of context</source>
        <translation>%1 (%2), %3 parametri, addestrato su %4 token di contesto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attention layout</source>
        <translation>Struttura dell’attenzione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runtime</source>
        <translation>Runtime</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, rules checked against %2</source>
        <translation>%1, regole verificate su %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none chosen</source>
        <translation>nessuno scelto</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reserved for the system</source>
        <translation>Riservato al sistema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context per user</source>
        <translation>Contesto per utente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Concurrent users</source>
        <translation>Utenti simultanei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weight precision</source>
        <translation>Precisione dei pesi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache precision</source>
        <translation>Precisione della cache KV</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vision projector</source>
        <translation>Proiettore visivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2 %3 (in the weights)</source>
        <translation>%1, %2 %3 (compresi nei pesi)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on the first GPU</source>
        <translation>sulla prima GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in RAM</source>
        <translation>in RAM</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draft model</source>
        <extracomment>%1 model id, %2 weight scheme, %3 its total, %4 weights, %5 its KV cache, %6 compute</extracomment>
        <translation>Modello bozza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 at %2: %3 (weights %4, KV cache %5, compute %6), in the figures above</source>
        <translation>%1 a %2: %3 (pesi %4, cache KV %5, calcolo %6), compresi nelle cifre sopra</translation>
    </message>
    <message>
        <location filename="../app/report/reportbuy.cpp" line="+90"/>
        <source>at most %1 tokens/s</source>
        <translation>al massimo %1 token/s</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown</source>
        <translation>sconosciuta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at most %1 Wh</source>
        <translation>al massimo %1 Wh</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>at most %1</source>
        <translation>al massimo %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+15"/>
        <source>%1 tokens</source>
        <translation>%1 token</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>%1 (%2 with layers in RAM)</source>
        <extracomment>%1 the limit with every layer on the GPU, %2 the limit with layers in system RAM</extracomment>
        <translation>%1 (%2 con layer in RAM)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>What to buy</source>
        <translation>Cosa comprare</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The cheapest machines that run this plan as asked, %1 tokens for each of %n users without spilling to RAM, beside yours; prices in %2. A graphics card&apos;s price is the cards only, not the PC around them.</source>
        <extracomment>%1 tokens of context per user, %n users, %2 a currency code</extracomment>
        <translation>
            <numerusform>Le macchine più economiche che eseguono questo piano come richiesto, %1 token per %n utente senza riversarsi nella RAM, accanto alla tua; prezzi in %2. Il prezzo di una scheda grafica è quello delle sole schede, non del PC che le ospita.</numerusform>
            <numerusform>Le macchine più economiche che eseguono questo piano come richiesto, %1 token per ciascuno dei %n utenti senza riversarsi nella RAM, accanto alla tua; prezzi in %2. Il prezzo di una scheda grafica è quello delle sole schede, non del PC che le ospita.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your machine: %1</source>
        <translation>La tua macchina: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Price</source>
        <translation>Prezzo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit</source>
        <translation>Ci sta?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest context per user</source>
        <translation>Contesto più lungo per utente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Users at this context</source>
        <translation>Utenti con questo contesto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed bound per user</source>
        <translation>Limite di velocità per utente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board power</source>
        <translation>Potenza della scheda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy per million tokens</source>
        <translation>Energia per milione di token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running cost a month</source>
        <translation>Costo di esercizio al mese</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No machine of known price runs this plan as asked without spilling.</source>
        <translation>Nessuna macchina di prezzo noto esegue questo piano come richiesto senza riversarsi nella RAM.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: your own price (%2)</source>
        <extracomment>the small print under What to buy: %1 a machine, %2 where its price comes from</extracomment>
        <translation>%1: il tuo prezzo (%2)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no source given</source>
        <translation>nessuna fonte indicata</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Prices: %1.</source>
        <extracomment>%1 the price sources, one after the other</extracomment>
        <translation>Prezzi: %1.</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <location filename="../app/gui/startup.cpp" line="+49"/>
        <source>Render the window to a PNG and exit.</source>
        <translation>Disegna la finestra in un PNG ed esce.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Window size for --screenshot (default 1280x800).</source>
        <translation>Dimensioni della finestra per --screenshot (predefinito 1280x800).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interface language: en, ja, it.</source>
        <translation>Lingua dell’interfaccia: en, ja, it.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>system, light or dark.</source>
        <translation>system, light o dark.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With --explain: show step N (1 = first).</source>
        <translation>Con --explain: mostra il passo N (1 = il primo).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With --talk: start at step N (1 = first).</source>
        <translation>Con --talk: parte dal passo N (1 = il primo).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With --talk: a talk description (JSON) instead of the default.</source>
        <translation>Con --talk: una descrizione del talk (JSON) al posto di quella predefinita.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>one file at a time, not “%1”</source>
        <translation>un file alla volta, non «%1»</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Options from the command line</source>
        <translation>Opzioni dalla riga di comando</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Opened on %1 (%2): the largest model that fits the %3 at %4 tokens for one user, at most %5 tokens/s (this computer could not be read, so this is the default machine).</source>
        <translation>Aperto su %1 (%2): il modello più grande che sta in una %3 a %4 token per un utente, al massimo %5 token/s (questo computer non si è potuto leggere, quindi è la macchina predefinita).</translation>
    </message>
    <message>
        <location line="-160"/>
        <source>Will this language model fit your machine?</source>
        <translation>Questo modello linguistico ci sta sulla tua macchina?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A scenario (.kvplan) or a model file to open.</source>
        <translation>Uno scenario (.kvplan) o un file di modello da aprire.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Start the full-screen talk (F5 in the window).</source>
        <translation>Avvia il talk a schermo intero (F5 nella finestra).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the Explain panel (F6 in the window).</source>
        <translation>Apre il pannello Spiegazione (F6 nella finestra).</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>--size needs WIDTHxHEIGHT, e.g. 1280x800</source>
        <translation>--size vuole LARGHEZZAxALTEZZA, per esempio 1280x800</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>Opened on %1 (%2): the largest model that fits this computer (%3) at %4 tokens for one user, at most %5 tokens/s.</source>
        <translation>Aperto su %1 (%2): il modello più grande che sta in questo computer (%3) a %4 token per un utente, al massimo %5 token/s.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>cannot write the screenshot “%1”</source>
        <translation>impossibile scrivere lo screenshot “%1”</translation>
    </message>
</context>
<context>
    <name>Talk</name>
    <message>
        <location filename="../app/gui/talk/explainpanel.cpp" line="+161"/>
        <location filename="../app/gui/talk/speakernotes.cpp" line="+63"/>
        <source>Step %1 of %2</source>
        <extracomment>Explain panel: %1 the step, %2 how many
----------
speaker notes: %1 the step, %2 how many</extracomment>
        <translation>Passo %1 di %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous step</source>
        <translation>Passo precedente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next step</source>
        <translation>Passo successivo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>For this plan</source>
        <extracomment>Explain panel: heading above the answers to common questions, worked out for the current plan</extracomment>
        <translation>Per questo piano</translation>
    </message>
    <message>
        <location filename="../app/talk/talklabels.cpp" line="+30"/>
        <source>In %1, yes: all %2 tokens (%3) are reserved at start</source>
        <extracomment>%1 runtime, %2 tokens, %3 bytes</extracomment>
        <translation>In %1 sì: tutti i %2 token (%3) sono riservati all’avvio</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>vLLM reserves %1 at start, then fills it block by block</source>
        <extracomment>%1 bytes reserved on the GPU</extracomment>
        <translation>vLLM riserva %1 all’avvio, poi lo riempie blocco dopo blocco</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>SGLang reserves %1 at start for the weights and its token pool</source>
        <extracomment>%1 bytes reserved on the GPU</extracomment>
        <translation>SGLang riserva %1 all&apos;avvio per i pesi e il suo pool di token</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ExLlamaV3 allocates its whole cache of %1 tokens (%2) at load, shared by every job</source>
        <extracomment>%1 tokens, %2 bytes</extracomment>
        <translation>ExLlamaV3 alloca al caricamento tutta la sua cache di %1 token (%2), condivisa da ogni job</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A dynamic cache grows as tokens arrive, and can still run out later</source>
        <translation>Una cache dinamica cresce man mano che arrivano i token, e può ancora esaurirsi più tardi</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>On unified memory the GPU and the CPU share one pool: the cache is already in it</source>
        <translation>Con la memoria unificata GPU e CPU condividono un solo pool: la cache ci sta già</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It already is: this machine has no GPU, so the cache lives in RAM</source>
        <translation>Lo fa già: questa macchina non ha GPU, quindi la cache sta nella RAM</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Yes (--no-kv-offload), and here the speed bound hardly changes: %1</source>
        <extracomment>%1 a speed bound like &quot;≤ 12.5 tokens/s&quot;</extracomment>
        <translation>Sì (--no-kv-offload), e qui il limite di velocità cambia appena: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yes, but every token then reads the whole cache over the slower RAM bus</source>
        <translation>Sì, ma poi ogni token legge tutta la cache attraverso il bus più lento della RAM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yes (--no-kv-offload), but decoding drops from %1 to %2</source>
        <extracomment>%1 and %2 speed bounds like &quot;≤ 12.5 tokens/s&quot;</extracomment>
        <translation>Sì (--no-kv-offload), ma la generazione scende da %1 a %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The prompt is read in large batches on the GPU; weights kept in RAM cross the PCIe link for each batch, so the link sets the pace. Pick a GPU with published figures to see by how much</source>
        <translation>Il prompt si legge a grandi lotti sulla GPU; i pesi tenuti in RAM attraversano il PCIe a ogni lotto, e il collegamento detta il ritmo. Scegli una GPU con valori pubblicati per vedere di quanto</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not always: the GPU still reads the prompt, and here PCIe keeps up. %1 tokens need at least %2 s, %4 s with %3 more layers in RAM</source>
        <extracomment>%1 prompt tokens, %2 seconds now (a lower bound), %3 a number of layers, %4 seconds with them in RAM</extracomment>
        <translation>Non sempre: il prompt lo legge comunque la GPU, e qui il PCIe tiene il passo. %1 token richiedono almeno %2 s, %4 s con %3 layer in più in RAM</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Weights in RAM cross PCIe for every batch of the prompt: %1 tokens need at least %2 s here, %4 s with %3 more layers in RAM</source>
        <extracomment>%1 prompt tokens, %2 seconds now (a lower bound), %3 a number of layers, %4 seconds with them in RAM</extracomment>
        <translation>I pesi in RAM attraversano il PCIe a ogni lotto del prompt: %1 token richiedono qui almeno %2 s, %4 s con %3 layer in più in RAM</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This machine has no published power figure; the Machines view gives every preset&apos;s price, power and running cost</source>
        <translation>Per questa macchina non è pubblicata alcuna potenza; la vista Macchine indica prezzo, potenza e costo di esercizio di ogni preset</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>At most %1 kWh a month at %2 h a day: %3 of board power, which decoding rarely draws in full</source>
        <extracomment>%1 kWh (an upper bound), %2 hours a day, %3 board power</extracomment>
        <translation>Al massimo %1 kWh al mese a %2 h al giorno: %3 di potenza della scheda, che la decodifica raramente assorbe per intero</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At most %1 a month at %2 h a day: %3 of board power, which decoding rarely draws in full</source>
        <extracomment>%1 a price (an upper bound), %2 hours a day, %3 board power</extracomment>
        <translation>Al massimo %1 al mese a %2 h al giorno: %3 di potenza della scheda, che la decodifica raramente assorbe per intero</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At most %1 a month at %2 h a day, %3 Wh per million tokens: %4 of board power, which decoding rarely draws in full</source>
        <extracomment>%1 a price a month (an upper bound), %2 hours a day, %3 watt-hours per million tokens, %4 board power</extracomment>
        <translation>Al massimo %1 al mese a %2 h al giorno, %3 Wh per milione di token: %4 di potenza della scheda, che la decodifica raramente assorbe per intero</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>f16 cache, as is</source>
        <translation>Cache f16, così com’è</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paged, blocks of %1</source>
        <extracomment>%1 tokens per block</extracomment>
        <translation>A pagine, blocchi da %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>q8_0 cache</source>
        <translation>Cache q8_0</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>q4_0 cache</source>
        <translation>Cache q4_0</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2-bit KV (KIVI)</source>
        <translation>KV a 2 bit (KIVI)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep %1 tokens</source>
        <extracomment>%1 tokens kept</extracomment>
        <translation>Tieni %1 token</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Window of %1</source>
        <extracomment>%1 tokens</extracomment>
        <translation>Finestra di %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the reference</source>
        <translation>il riferimento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>allocates as it goes; wastes a block&apos;s tail</source>
        <translation>alloca man mano; spreca la coda di un blocco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tiny quality loss</source>
        <translation>perdita di qualità minima</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>some quality loss</source>
        <translation>un po’ di perdita di qualità</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>research code; more loss</source>
        <translation>codice di ricerca; perdita maggiore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forgets what it evicts</source>
        <translation>dimentica ciò che scarta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sees only recent tokens</source>
        <translation>vede solo i token recenti</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>every slot&apos;s whole context, at load</source>
        <translation>l&apos;intero contesto di ogni slot, al caricamento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>num_ctx for each parallel request, at load</source>
        <translation>num_ctx per ogni richiesta parallela, al caricamento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a share of the GPU at load; the cache gets what the weights leave</source>
        <translation>quota della GPU al caricamento; la cache ha ciò che i pesi lasciano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one request: its context plus 128 tokens, at load</source>
        <translation>una richiesta: il suo contesto più 128 token, al caricamento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing at load; grows in steps of 256 tokens</source>
        <translation>niente al caricamento; cresce a passi di 256 token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one pool of cache_size tokens that every request shares</source>
        <translation>un unico pool di cache_size token condiviso da tutte le richieste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a fixed share of the GPU; the token pool gets what the weights leave</source>
        <translation>una quota fissa della GPU; il pool di token riceve ciò che i pesi lasciano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exactly the tokens kept</source>
        <translation>esattamente i token conservati</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>few attention layers, fixed state</source>
        <translation>pochi layer di attenzione, stato fisso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one compressed latent per layer</source>
        <translation>un latente compresso per layer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>most layers keep a window</source>
        <translation>la maggior parte dei layer tiene una finestra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>all heads share one K and V</source>
        <translation>tutte le teste condividono un solo K e V</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>groups of heads share K and V</source>
        <translation>gruppi di teste condividono K e V</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every head keeps its own K and V</source>
        <translation>ogni testa ha il proprio K e V</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Does the model file grow?</source>
        <translation>Il file del modello cresce?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No. The weights stay %1; only the cache grows (%2 here)</source>
        <extracomment>%1 weights size, %2 KV cache size</extracomment>
        <translation>No. I pesi restano %1; cresce solo la cache (qui %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Is the maximum context allocated at once?</source>
        <translation>Il contesto massimo viene allocato tutto subito?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can RAM hold the cache when VRAM is full?</source>
        <translation>La RAM può tenere la cache quando la VRAM è piena?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What would it cost to run this at home?</source>
        <translation>Quanto costerebbe farlo girare a casa?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why does a long prompt take so long once it spills to RAM?</source>
        <translation>Perché un prompt lungo è così lento quando si sfora in RAM?</translation>
    </message>
    <message>
        <location filename="../app/talk/talklines.cpp" line="+30"/>
        <source>Every token adds %1: %2</source>
        <extracomment>%1 bytes per token (e.g. 128 KiB), %2 the formula</extracomment>
        <translation>Ogni token aggiunge %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 tokens of context: %2 of KV cache in %3</source>
        <extracomment>%1 tokens, %2 bytes, %3 runtime name</extracomment>
        <translation>%1 token di contesto: %2 di cache KV in %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 per token until the sliding windows are full, %2 after: %3 tokens need %4</source>
        <translation>%1 per token finché le finestre scorrevoli non sono piene, %2 dopo: %3 token richiedono %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 per token: %2 tokens need %3</source>
        <extracomment>%1 bytes per token, %2 tokens, %3 bytes</extracomment>
        <translation>%1 per token: %2 token richiedono %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Beside the weights there is room for %1: about %2 tokens</source>
        <extracomment>%1 bytes free beside the weights, %2 tokens</extracomment>
        <translation>Accanto ai pesi c’è posto per %1: circa %2 token</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Models of similar size, %1 tokens, one user: from %2 to %3</source>
        <extracomment>%1 tokens; %2 and %3 the smallest and largest cache</extracomment>
        <translation>Modelli di dimensioni simili, %1 token, un utente: da %2 a %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The same %1 tokens per user, users: %2 — from %3 to %4 set aside when the model loads</source>
        <extracomment>%1 tokens per user, %2 users; %3 and %4 the least and the most KV cache a runtime allocates at load</extracomment>
        <translation>Gli stessi %1 token per utente, utenti: %2 — da %3 a %4 riservati al caricamento del modello</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A prompt of %1 tokens fits. The answer adds %2 more.</source>
        <extracomment>%1 prompt tokens, %2 answer tokens</extracomment>
        <translation>Un prompt di %1 token ci sta. La risposta ne aggiunge altri %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>After token %1 the slot is full: the answer is cut, or old tokens are dropped</source>
        <extracomment>%1 the last token that fits in one user&apos;s slot</extracomment>
        <translation>Dopo il token %1 lo slot è pieno: la risposta viene troncata, o i token vecchi vengono scartati</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All %1 tokens stay within the %2-token slot</source>
        <translation>Tutti i %1 token restano nello slot da %2 token</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%Ln users × %1 tokens: %2 of KV cache</source>
        <extracomment>%n users, %1 tokens each, %2 bytes of KV cache</extracomment>
        <translation>
            <numerusform>%Ln utente × %1 token: %2 di cache KV</numerusform>
            <numerusform>%Ln utenti × %1 token: %2 di cache KV</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%Ln users at %1 tokens; request %2 must wait, spill to RAM or fail</source>
        <extracomment>%n users that fit, %1 tokens each, %2 the first request that does not fit</extracomment>
        <translation>
            <numerusform>%Ln utente a %1 token; la richiesta %2 deve aspettare, finire in RAM o fallire</numerusform>
            <numerusform>%Ln utenti a %1 token; la richiesta %2 deve aspettare, finire in RAM o fallire</numerusform>
        </translation>
    </message>
    <message>
        <location line="-16"/>
        <source>A shared %1-token prompt stored once: %2 instead of %3 (vLLM prefix caching)</source>
        <extracomment>%1 tokens of a shared system prompt, %2 and %3 bytes</extracomment>
        <translation>Un prompt condiviso di %1 token salvato una volta sola: %2 invece di %3 (prefix caching di vLLM)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose a machine (H) to see where it stops</source>
        <translation>Scegli una macchina (H) per vedere dove si ferma</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On %1: at most %2 tokens per user when %3 share it</source>
        <extracomment>%1 machine, %2 tokens per user, %3 number of concurrent users</extracomment>
        <translation>Su %1: al massimo %2 token per utente quando la condividono in %3</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Each one still grows with every token, and each has a price</source>
        <translation>Ognuna cresce comunque a ogni token, e ognuna ha un prezzo</translation>
    </message>
    <message>
        <location filename="../app/talk/talkpaintbars.cpp" line="+60"/>
        <source>%1: %2</source>
        <extracomment>under a model&apos;s name: %1 its attention badges (GQA, MLA, ...), %2 what they mean</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · %2/token</source>
        <extracomment>at the end of a bar: %1 total KV, %2 bytes per token</extracomment>
        <translation>%1 · %2/token</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>refuses this plan</source>
        <extracomment>at the end of a runtime&apos;s (missing) bar: it does not run this plan</extracomment>
        <translation>rifiuta questo piano</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, all at load</source>
        <extracomment>at the end of a runtime&apos;s bar: %1 the cache, all of it allocated when the model loads</extracomment>
        <translation>%1, tutto al caricamento</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 at load · grows to %2</source>
        <extracomment>at the end of a runtime&apos;s bar: %1 allocated at load, %2 what the cache grows to</extracomment>
        <translation>%1 al caricamento · cresce fino a %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 at load · %2 filled</source>
        <extracomment>at the end of a runtime&apos;s bar: %1 allocated at load (a pool), %2 what these users fill of it</extracomment>
        <translation>%1 al caricamento · %2 occupati</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 · fits %2 tokens</source>
        <extracomment>after a remedy&apos;s cache size: %1 the longest context that then fits</extracomment>
        <translation>%1 · fino a %2 token</translation>
    </message>
    <message>
        <location filename="../app/talk/talkpaintbasic.cpp" line="+70"/>
        <location line="+2"/>
        <source>layer %1</source>
        <extracomment>under the per-layer stack: the first and last layer</extracomment>
        <translation>layer %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>each row: one layer&apos;s key (K) and value (V)</source>
        <extracomment>legend of the per-layer stack: K and V halves of each layer&apos;s row</extracomment>
        <translation>ogni riga: chiave (K) e valore (V) di un layer</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>per token, all layers</source>
        <extracomment>under the big number of step 1</extracomment>
        <translation>per token, tutti i layer</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>tokens kept in the cache</source>
        <translation>token tenuti nella cache</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>room beside the weights: %1</source>
        <extracomment>dashed line on the growth chart: %1 bytes free for the cache</extracomment>
        <translation>spazio accanto ai pesi: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 tokens → %2</source>
        <extracomment>the moving marker on the growth curve: %1 tokens, %2 bytes</extracomment>
        <translation>%1 token → %2</translation>
    </message>
    <message>
        <location filename="../app/talk/talkpainttime.cpp" line="+52"/>
        <source>tokens in the conversation</source>
        <translation>token nella conversazione</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>weights and buffers</source>
        <translation>pesi e buffer</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>reserved at start</source>
        <extracomment>dashed line: what the runtime reserved at start</extracomment>
        <translation>riservato all’avvio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prompt read · answer starts</source>
        <translation>prompt letto · inizia la risposta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>full at %1</source>
        <extracomment>vertical line: %1 the last token that fits</extracomment>
        <translation>pieno a %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>users</source>
        <translation>utenti</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>usable memory: %1</source>
        <extracomment>dashed line: %1 usable memory of the machine</extracomment>
        <translation>memoria utilizzabile: %1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>tokens per user, at most</source>
        <translation>token per utente, al massimo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>users at this context</source>
        <translation>utenti con questo contesto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tokens one request may hold</source>
        <translation>token che una richiesta può tenere</translation>
    </message>
    <message>
        <location filename="../app/talk/talkscript.cpp" line="+45"/>
        <source>“%1” must be a whole number from %2 to %3</source>
        <extracomment>error in a talk file: %1 the field name, %2 lowest, %3 highest allowed value</extracomment>
        <translation>“%1” deve essere un numero intero da %2 a %3</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>step %1: </source>
        <extracomment>error in a talk file: %1 the step&apos;s number (1 = first)</extracomment>
        <translation>passo %1: </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>“kind” must be one of %1</source>
        <extracomment>error in a talk file; %1 the step, %2 the known kinds</extracomment>
        <translation>“kind” deve essere uno tra %1</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>not valid JSON: %1 at byte %2</source>
        <extracomment>error in a talk file: %1 the parser&apos;s reason, %2 the byte offset</extracomment>
        <translation>JSON non valido: %1 al byte %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a talk needs a non-empty “steps” array</source>
        <translation>un talk richiede un array “steps” non vuoto</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>plan: %1</source>
        <extracomment>error in a talk file: its default plan (the &quot;plan&quot; object) has a bad field; %1 the reason</extracomment>
        <translation>plan (il piano predefinito): %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot read the talk “%1”</source>
        <extracomment>error: %1 a file path</extracomment>
        <translation>impossibile leggere il talk “%1”</translation>
    </message>
    <message>
        <location filename="../app/gui/talk/talkstartup.cpp" line="+40"/>
        <source>cannot write the screenshot “%1”</source>
        <translation>impossibile scrivere lo screenshot “%1”</translation>
    </message>
    <message>
        <location filename="../app/talk/talktexts.cpp" line="+36"/>
        <source>no attention layers: no KV cache, only a fixed state</source>
        <translation>nessun layer di attenzione: niente cache KV, solo uno stato fisso</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 layers × %2 latent values (K only) × %3 bytes</source>
        <extracomment>MLA formula: %1 layers, %2 latent values per token, %3 bytes per value</extracomment>
        <translation>%1 layer × %2 valori latenti (solo K) × %3 byte</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 layers × %2 KV heads × %3 × 2 (K and V) × %4 bytes</source>
        <extracomment>the KV formula: %1 layers, %2 KV heads, %3 head dimension, %4 bytes per value</extracomment>
        <translation>%1 layer × %2 teste KV × %3 × 2 (K e V) × %4 byte</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Every token leaves a key and a value in every layer</source>
        <translation>Ogni token lascia una chiave e un valore in ogni layer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cache grows with every token kept</source>
        <translation>La cache cresce a ogni token tenuto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The architecture sets the bytes per token</source>
        <translation>L’architettura decide i byte per token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The answer keeps growing the cache</source>
        <translation>La risposta continua a far crescere la cache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every user brings their own cache</source>
        <translation>Ogni utente porta la sua cache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tricks move the limit, not the cause</source>
        <translation>I trucchi spostano il limite, non la causa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where it stops</source>
        <translation>Dove si ferma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Questions people ask</source>
        <translation>Domande frequenti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each runtime sets the cache aside its own way</source>
        <translation>Ogni runtime riserva la cache a modo suo</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>no machine chosen</source>
        <translation>nessuna macchina scelta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · %2 · %3 · %4 tokens per user · users: %5 · KV %6</source>
        <extracomment>footer: %1 model, %2 machine, %3 runtime, %4 tokens per user, %5 concurrent users, %6 KV type</extracomment>
        <translation>%1 · %2 · %3 · %4 token per utente · utenti: %5 · KV %6</translation>
    </message>
    <message>
        <location filename="../app/gui/talk/talkwindow.cpp" line="+31"/>
        <source>kvplanner talk</source>
        <translation>kvplanner talk</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Model: %1   (M / Shift+M)</source>
        <extracomment>overlay while the presenter changes the model: %1 its name</extracomment>
        <translation>Modello: %1   (M / Shift+M)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Machine: %1   (H / Shift+H)</source>
        <extracomment>overlay while the presenter changes the machine: %1 its name</extracomment>
        <translation>Macchina: %1   (H / Shift+H)</translation>
    </message>
    <message>
        <location filename="../app/talk/talkexport.cpp" line="+47"/>
        <source>Notes for slide %1: %2</source>
        <extracomment>heading of a notes page in the PDF slides: %1 the step&apos;s number, %2 its title</extracomment>
        <translation>Note per la slide %1: %2</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>the folder cannot be created</source>
        <extracomment>error: a folder for the slide images cannot be made</extracomment>
        <translation>impossibile creare la cartella</translation>
    </message>
    <message>
        <location filename="../app/talk/talknotes.cpp" line="+33"/>
        <source>The line rises by %1 per token until the sliding windows are full; after that only the layers that keep every token grow, by %2 per token.</source>
        <extracomment>speaker notes, growth step of a sliding-window model: %1 bytes per token at first, %2 after</extracomment>
        <translation>La linea sale di %1 per token finché le finestre scorrevoli non sono piene; dopo crescono solo gli strati che tengono ogni token, di %2 per token.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> Point at the dashed line: beside the weights there is %1, so the cache is full after about %2 tokens.</source>
        <extracomment>speaker notes: %1 bytes free beside the weights, %2 tokens</extracomment>
        <translation> Indica la linea tratteggiata: accanto ai pesi ci sono %1, quindi la cache è piena dopo circa %2 token.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The line is straight: %1 for every token kept, for as long as the conversation lasts. Nothing is ever freed while the tokens stay in the context.</source>
        <extracomment>speaker notes, growth step without a machine: %1 bytes per token</extracomment>
        <translation>La linea è dritta: %1 per ogni token conservato, finché dura la conversazione. Finché i token restano nel contesto non si libera nulla.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The line is straight: %1 for every token kept. Point at the dashed line: beside the weights there is %2, so the cache is full after about %3 tokens.</source>
        <extracomment>speaker notes, growth step: %1 bytes per token, %2 bytes free beside the weights, %3 tokens</extracomment>
        <translation>La linea è dritta: %1 per ogni token conservato. Indicate la linea tratteggiata: accanto ai pesi restano %2, quindi la cache è piena dopo circa %3 token.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Reading the prompt fills the cache quickly; then every generated token adds its own key and value. Point at token %1: there the slot is full and the answer is cut off.</source>
        <extracomment>speaker notes, conversation step: %1 the token at which the slot is full</extracomment>
        <translation>Leggere il prompt riempie la cache in fretta; poi ogni token generato aggiunge la propria chiave e il proprio valore. Indicate il token %1: lì lo slot è pieno e la risposta viene troncata.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reading the prompt fills the cache quickly; then every generated token adds its own key and value. Point at the end: all %1 tokens still fit in the slot.</source>
        <extracomment>speaker notes, conversation step: %1 tokens in prompt and answer together</extracomment>
        <translation>Leggere il prompt riempie la cache in fretta; poi ogni token generato aggiunge la propria chiave e il proprio valore. Indicate la fine: tutti i %1 token stanno ancora nello slot.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Without a machine there is no limit to show: choose one and the slide shows where it stops.</source>
        <translation>Senza una macchina non c’è un limite da mostrare: sceglietene una e la slide mostra dove si ferma.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weights are fixed; the cache is what is left. Point at %1 tokens per user: that is the longest context this machine holds for %2 users at once. Beyond it, requests wait, spill to RAM or fail.</source>
        <extracomment>speaker notes, limit step: %1 tokens per user, %2 users</extracomment>
        <translation>I pesi sono fissi; alla cache resta il resto. Indicate %1 token per utente: è il contesto più lungo che questa macchina regge per %2 utenti insieme. Oltre, le richieste aspettano, finiscono in RAM o falliscono.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Start with one token. Each layer stores a key and a value for it, so the cost per token is a product of the model&apos;s shape. Point at %1: every token of every conversation costs that much.</source>
        <extracomment>speaker notes, first step: %1 bytes per token</extracomment>
        <translation>Partite da un solo token. Ogni layer ne conserva una chiave e un valore, quindi il costo per token è un prodotto della forma del modello. Indicate %1: ogni token di ogni conversazione costa tanto così.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Same context of %1 tokens, models of similar size: grouped-query, multi-query and latent attention, sliding windows and recurrent layers change the bytes per token by large factors. Point at the shortest and the longest bar.</source>
        <extracomment>speaker notes, architectures step: %1 tokens</extracomment>
        <translation>Stesso contesto di %1 token, modelli di dimensioni simili: attenzione grouped-query, multi-query e latente, finestre scorrevoli e layer ricorrenti cambiano i byte per token di molte volte. Indicate la barra più corta e la più lunga.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nobody shares a cache by default: each user keeps their own. Point at %2 for %1 users, and at how much a shared system prompt saves.</source>
        <extracomment>speaker notes, users step: %1 users, %2 bytes of KV cache</extracomment>
        <translation>Di norma nessuno condivide la cache: ogni utente ha la propria. Indicate %2 per %1 utenti, e quanto fa risparmiare un prompt di sistema condiviso.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Quantising the cache, paging it, or keeping fewer tokens each moves the limit. Point at each price: precision, recall of old tokens, or runtime support.</source>
        <translation>Quantizzare la cache, paginarla o conservare meno token: ognuno sposta il limite. Indicate il prezzo di ciascuno: precisione, memoria dei token vecchi o supporto del runtime.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Same model, same tokens, same users: the runtime decides how much is set aside up front. llama.cpp and Ollama reserve every slot&apos;s whole context at load, vLLM and SGLang take a fixed share of the GPU and fill it, MLX reserves nothing and grows as tokens arrive. Point at the solid part (held) and the light part (set aside but empty, or grown later).</source>
        <translation>Stesso modello, stessi token, stessi utenti: è il runtime a decidere quanto riservare in anticipo. llama.cpp e Ollama riservano al caricamento l&apos;intero contesto di ogni slot, vLLM e SGLang prendono una quota fissa della GPU e la riempiono, MLX non riserva nulla e cresce man mano che arrivano i token. Indicate la parte piena (occupata) e quella chiara (riservata ma vuota, o cresciuta dopo).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take the questions the room asks most. Each answer is computed for this plan and this runtime.</source>
        <translation>Rispondete alle domande più frequenti del pubblico. Ogni risposta è calcolata per questo piano e questo runtime.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The running cost is an upper bound: the full board power for every hour of use, at the average price of a kWh; memory-bound decoding rarely draws all of it.</source>
        <translation>Il costo di esercizio è un limite superiore: la piena potenza della scheda per ogni ora d&apos;uso, al prezzo medio del kWh; la decodifica limitata dalla memoria raramente la assorbe tutta.</translation>
    </message>
    <message>
        <location filename="../app/gui/talk/speakernotes.cpp" line="-2"/>
        <source>Speaker notes</source>
        <extracomment>speaker notes window title</extracomment>
        <translation>Note del relatore</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Next: %1</source>
        <extracomment>speaker notes: %1 the title of the step after this one</extracomment>
        <translation>Prossimo: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last step: Esc ends the talk</source>
        <translation>Ultimo passo: Esc chiude il talk</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <location filename="../app/common/format.cpp" line="+11"/>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>KiB</source>
        <translation>KiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+18"/>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <location line="-18"/>
        <location line="+29"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>TiB</source>
        <translation>TiB</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PiB</source>
        <translation>PiB</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+6"/>
        <location line="+12"/>
        <location line="+8"/>
        <location line="+5"/>
        <source>%1 %2</source>
        <extracomment>%1 is a number, %2 a byte unit such as GiB</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1T</source>
        <extracomment>parameter count in trillions, e.g. 1.2T</extracomment>
        <translation>%1T</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1B</source>
        <extracomment>parameter count in billions, e.g. 32.8B</extracomment>
        <translation>%1B</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1M</source>
        <extracomment>parameter count in millions, e.g. 600M</extracomment>
        <translation>%1M</translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <location filename="../app/common/verdictwording.cpp" line="+30"/>
        <source> While it serves, mlx_lm.server&apos;s prompt cache can keep up to %1 more (ten finished caches, --prompt-cache-size; --prompt-cache-bytes bounds it), and %2 is free.</source>
        <extracomment>%1 bytes mlx_lm.server&apos;s prompt cache may keep, %2 bytes free there now</extracomment>
        <translation> Mentre serve, la cache dei prompt di mlx_lm.server può tenere fino a %1 in più (dieci cache finite, --prompt-cache-size; --prompt-cache-bytes la limita), e %2 è libero.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> That is at start: while it serves, llama-server&apos;s prompt cache can take up to %1 more of RAM, and %2 is free (--cache-ram bounds it).</source>
        <extracomment>%1 bytes llama-server&apos;s prompt cache and checkpoints may add, %2 bytes free there now</extracomment>
        <translation> Questo all&apos;avvio: mentre serve, la cache dei prompt di llama-server può prendere fino a %1 in più di RAM, e ne restano liberi %2 (--cache-ram la limita).</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 refuses this setup</source>
        <extracomment>%1 is a runtime name such as llama.cpp</extracomment>
        <translation>%1 rifiuta questa configurazione</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>vLLM will not start</source>
        <translation>vLLM non si avvia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its KV cache pool of %1 holds %2 tokens, less than one request of --max-model-len %3: vLLM refuses to start on any machine. Shorten the context or give it a larger pool.</source>
        <extracomment>%1 the KV pool, %2 the tokens it holds, %3 --max-model-len</extracomment>
        <translation>Il suo pool di cache KV da %1 contiene %2 token, meno di una richiesta di --max-model-len %3: vLLM si rifiuta di partire su qualsiasi macchina. Accorcia il contesto o dagli un pool più grande.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Fits</source>
        <translation>Ci sta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Needs %1 in all; uses %2 of the %3 usable, %4 to spare.</source>
        <extracomment>%1 the whole plan, %2 used of the %3 usable (GPUs, unified pool, or the machine), %4 left</extracomment>
        <translation>Servono %1 in tutto; usa %2 dei %3 utilizzabili, con %4 di margine.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Loads, but pages</source>
        <translation>Si carica, ma pagina</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Needs %1, more than the GPU working-set limit (%2): it loads, then pages and slows down.</source>
        <extracomment>%1 the whole plan, %2 the GPU working-set limit of a Mac&apos;s unified memory</extracomment>
        <translation>Servono %1, più del limite di working set della GPU (%2): si carica, poi pagina e rallenta.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Spills %1 of %2 layers to RAM</source>
        <translation>%1 layer su %2 finiscono in RAM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spills to RAM</source>
        <translation>Sconfina nella RAM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Needs %1 but the GPU has %2 usable: the rest runs from system RAM, and every token waits for it. Launch with -ngl %3.</source>
        <translation>Servono %1 ma la GPU ne ha %2 utilizzabili: il resto gira dalla RAM di sistema e ogni token la aspetta. Avvia con -ngl %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Needs %1 but the GPU has %2 usable: the rest runs from system RAM, and every token waits for it.</source>
        <translation>Servono %1 ma la GPU ne ha %2 utilizzabili: il resto gira dalla RAM di sistema e ogni token la aspetta.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+6"/>
        <location line="+7"/>
        <source>Does not fit</source>
        <translation>Non ci sta</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>vLLM reserves %1 on each GPU, and the weights, activations and CUDA context leave no room in it for the KV cache.</source>
        <extracomment>vLLM: %1 what it reserves on each GPU (gpu_memory_utilization x VRAM)</extracomment>
        <translation>vLLM riserva %1 su ogni GPU, e pesi, attivazioni e contesto CUDA non vi lasciano spazio per la cache KV.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>vLLM reserves %1 on each GPU; what is left holds %2 tokens of KV cache: room for %3 requests of the full context, and %4 are asked for.</source>
        <extracomment>vLLM: %1 reserved per GPU, %2 tokens its KV pool holds, %3 how many requests of the full context fit (e.g. 0.62), %4 users asked for</extracomment>
        <translation>vLLM riserva %1 su ogni GPU; quel che resta tiene %2 token di cache KV: spazio per %3 richieste a contesto pieno, e ne sono chieste %4.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Needs %1, but the whole machine has %2 usable.</source>
        <translation>Servono %1, ma l’intera macchina ne ha %2 utilizzabili.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Needs %1</source>
        <translation>Servono %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a machine to see whether it fits.</source>
        <translation>Scegli una macchina per vedere se ci sta.</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <location filename="../app/common/wording.cpp" line="+79"/>
        <source>The compute buffer is an approximation (logits and activations of one micro-batch); the runtime&apos;s own figure may differ by some tens of MiB.</source>
        <translation>Il buffer di calcolo è un’approssimazione (logit e attivazioni di un micro-batch); il valore del runtime può differire di qualche decina di MiB.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>llama.cpp rounds the requested %1 cells up to %2 (a multiple of 256 per sequence).</source>
        <translation>llama.cpp arrotonda le %1 celle richieste a %2 (un multiplo di 256 per sequenza).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>While it serves, llama-server&apos;s prompt cache can take up to %1 more of system RAM (--cache-ram; 0 turns it off).</source>
        <extracomment>%1 bytes, llama-server&apos;s prompt cache limit</extracomment>
        <translation>Mentre serve, la cache dei prompt di llama-server può prendere fino a %1 in più di RAM di sistema (--cache-ram; 0 la disattiva).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> Context checkpoints of the sliding-window or recurrent state can add up to %1 (--ctx-checkpoints, 32 per slot).</source>
        <extracomment>%1 bytes of context checkpoints</extracomment>
        <translation> I checkpoint di contesto dello stato a finestra scorrevole o ricorrente possono aggiungere fino a %1 (--ctx-checkpoints, 32 per slot).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Without -np, llama-server opens %1 slots that share one cache (--kv-unified); each request may use up to the training context of it.</source>
        <translation>Senza -np, llama-server apre %1 slot che condividono una cache (--kv-unified); ogni richiesta può usarne fino al contesto di addestramento.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Without -c, llama-server wants %1 cells (the training context for every slot) and shrinks that to %2 so that each GPU keeps 1 GiB free (-fit on). Give -c to choose.</source>
        <extracomment>%1 the training context x the slots, %2 the context llama-server settles on</extracomment>
        <translation>Senza -c, llama-server vuole %1 celle (il contesto di addestramento per ogni slot) e le riduce a %2 perché ogni GPU tenga 1 GiB libero (-fit on). Indica -c per scegliere.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each sequence gets %1 cells, more than the %2 tokens the model was trained on: quality may drop beyond the training context.</source>
        <translation>Ogni sequenza riceve %1 celle, più dei %2 token su cui il modello è stato addestrato: oltre il contesto di addestramento la qualità può calare.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ollama runs %1 models one request at a time: OLLAMA_NUM_PARALLEL=%2 becomes 1.</source>
        <extracomment>%1 the model&apos;s architecture, %2 OLLAMA_NUM_PARALLEL as set</extracomment>
        <translation>Ollama esegue i modelli %1 una richiesta alla volta: OLLAMA_NUM_PARALLEL=%2 diventa 1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At num_ctx %1 the load runs out of memory; Ollama retries once with num_ctx %2 (its automatic context only). Set OLLAMA_CONTEXT_LENGTH to choose.</source>
        <extracomment>%1 Ollama&apos;s automatic num_ctx, %2 the lower one it retries with</extracomment>
        <translation>Con num_ctx %1 il caricamento esaurisce la memoria; Ollama riprova una volta con num_ctx %2 (solo col contesto automatico). Imposta OLLAMA_CONTEXT_LENGTH per scegliere.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ollama 0.24 ran %1 on its own Go engine, whose latent or recurrent caches kvplanner does not model: the figures follow llama.cpp&apos;s rules.</source>
        <translation>Ollama 0.24 eseguiva %1 sul suo motore Go, le cui cache latenti o ricorrenti kvplanner non modella: le cifre seguono le regole di llama.cpp.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ollama limits num_ctx to the model&apos;s training context: %1 becomes %2.</source>
        <translation>Ollama limita num_ctx al contesto di addestramento del modello: %1 diventa %2.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The vision projector&apos;s weights are counted; the compute buffer of its image encoder is not (llama.cpp measures it at start-up, and it depends on the image size).</source>
        <translation>I pesi del proiettore visivo sono contati; il buffer di calcolo del suo codificatore di immagini no (llama.cpp lo misura all&apos;avvio e dipende dalla dimensione delle immagini).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ollama has no speculative decoding: the draft model is left out of this plan.</source>
        <translation>Ollama non ha la decodifica speculativa: il modello bozza resta fuori da questo piano.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The vision projector and the draft model are modelled for llama.cpp; this %1 plan leaves them out.</source>
        <extracomment>%1 a runtime (vllm, ideal)</extracomment>
        <translation>Il proiettore visivo e il modello bozza sono modellati per llama.cpp; questo piano %1 li lascia fuori.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>llama.cpp&apos;s RPC server has no authentication: run ggml-rpc-server only on a network you trust, never on an open one.</source>
        <translation>Il server RPC di llama.cpp non ha autenticazione: esegui ggml-rpc-server solo su una rete di cui ti fidi, mai su una rete aperta.</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>The output layer shares its weights with the embedding; llama.cpp keeps a second copy on the GPU, which is counted in the weights.</source>
        <translation>Il layer di output condivide i pesi con l’embedding; llama.cpp ne tiene una seconda copia sulla GPU, contata nei pesi.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>vLLM&apos;s activation peak and non-torch memory are estimates; give the figures from a vLLM start-up log for an exact block count.</source>
        <translation>Il picco di attivazioni e la memoria non-torch di vLLM sono stime; per un numero esatto di blocchi, fornisci i valori di un log di avvio di vLLM.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>vLLM refuses to start: one request of max_model_len needs %1 bytes of KV cache but the pool holds %2. Lower max_model_len or raise gpu_memory_utilization.</source>
        <translation>vLLM non parte: una richiesta di max_model_len richiede %1 byte di cache KV, ma il pool ne contiene %2. Riduci max_model_len o aumenta gpu_memory_utilization.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>vLLM raises --block-size %1 to %2 tokens so that one attention page holds a recurrent layer&apos;s state (hybrid model).</source>
        <extracomment>%1 the --block-size given, %2 the block size vLLM uses instead (tokens)</extracomment>
        <translation>vLLM porta --block-size %1 a %2 token perché una pagina di attenzione contenga lo stato di un layer ricorrente (modello ibrido).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>vLLM can hold %1 requests of max_model_len at once; more than that of the %2 users wait in the queue.</source>
        <translation>vLLM può tenere %1 richieste di max_model_len alla volta; gli altri dei %2 utenti aspettano in coda.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The KV pool from the log (%1 bytes) leaves %2 bytes of vLLM&apos;s reservation for the weights, activations and non-torch memory, less than kvplanner estimates for them (%3 bytes): the GPU is shown as the log says. Was the log taken on a GPU with more memory?</source>
        <extracomment>%1 the KV pool from a vLLM log, %2 what it leaves of the reservation, %3 kvplanner&apos;s estimate, in bytes</extracomment>
        <translation>Il pool KV del log (%1 byte) lascia %2 byte della riserva di vLLM per pesi, attivazioni e memoria non-torch, meno di quanto stima kvplanner (%3 byte): la GPU è mostrata come dice il log. Il log è stato preso su una GPU con più memoria?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>gpu_memory_utilization reserves more than the GPU has free after the driver and display.</source>
        <translation>gpu_memory_utilization riserva più di quanto la GPU abbia libero dopo driver e schermo.</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>What-if: %1. It trades quality or speed for memory and is not what the runtime does by default.</source>
        <translation>E se: %1. Scambia qualità o velocità con memoria e non è ciò che il runtime fa di default.</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Ollama uses a %1 KV cache only with flash attention; without it, it falls back to f16.</source>
        <translation>Ollama usa una cache KV %1 solo con flash attention; senza, torna a f16.</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>The head size is not in the file: taken as hidden size %1 / %2 heads = %3.</source>
        <translation>La dimensione delle teste non è nel file: presa come dimensione nascosta %1 / %2 teste = %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>num_key_value_heads is missing: every one of the %1 heads keeps its own K and V.</source>
        <translation>Manca num_key_value_heads: ognuna delle %1 teste tiene il proprio K e V.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file names a sliding window of %2 tokens, but llama.cpp does not apply it for %1: every layer caches the whole context.</source>
        <translation>Il file indica una finestra scorrevole di %2 token, ma llama.cpp non la applica per %1: ogni layer tiene in cache tutto il contesto.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sliding window for %1 taken as %2 tokens.</source>
        <translation>Finestra scorrevole per %1 presa come %2 token.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“%1” is not in the config: using the library default %2.</source>
        <translation>“%1” non è nel config: uso il valore predefinito della libreria, %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The config does not say whether the output layer shares the embedding; assumed %1.</source>
        <translation>Il config non dice se il layer di output condivide l’embedding; ipotizzato %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file does not give the training context length.</source>
        <translation>Il file non indica la lunghezza del contesto di addestramento.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The vocabulary size is taken from the embedding tensor (%1).</source>
        <translation>La dimensione del vocabolario è presa dal tensore di embedding (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This %1 file predates llama.cpp&apos;s latent cache: llama.cpp caches full K and V per head for it.</source>
        <translation>Questo file %1 è precedente alla cache latente di llama.cpp: llama.cpp tiene in cache K e V completi per ogni testa.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The architecture “%1” is not known to kvplanner: read with the generic keys, check the result.</source>
        <translation>L’architettura “%1” non è nota a kvplanner: letta con le chiavi generiche, controlla il risultato.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The config has no model_type: read as a %1-like model.</source>
        <translation>Il config non ha model_type: letto come un modello simile a %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The FFN width %1 is adjusted to %2 as the model code does.</source>
        <translation>La larghezza FFN %1 è corretta a %2, come fa il codice del modello.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Full attention assumed every %1 layers.</source>
        <translation>Attenzione completa ipotizzata ogni %1 layer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parameter counts are derived from the config&apos;s dimensions.</source>
        <translation>Il numero di parametri è ricavato dalle dimensioni del config.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weight size %1 bytes from model.safetensors.index.json.</source>
        <translation>Dimensione dei pesi %1 byte da model.safetensors.index.json.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>llama.cpp refuses a quantised V cache (%1) without flash attention: turn flash attention on, or keep V at f16.</source>
        <translation>llama.cpp rifiuta una cache V quantizzata (%1) senza flash attention: attiva flash attention o lascia V a f16.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>llama.cpp refuses the draft model: %1</source>
        <translation>llama.cpp rifiuta il modello bozza: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This model caches one latent vector per token (MLA), so llama.cpp needs the same type for K and V (got %1 and %2).</source>
        <translation>Questo modello tiene in cache un vettore latente per token (MLA), quindi llama.cpp vuole lo stesso tipo per K e V (ricevuti %1 e %2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>llama.cpp has no %1 cache type (it offers f32, f16, bf16, q8_0, q5_1, q5_0, q4_1, q4_0 and iq4_nl).</source>
        <translation>llama.cpp non ha il tipo di cache %1 (offre f32, f16, bf16, q8_0, q5_1, q5_0, q4_1, q4_0 e iq4_nl).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>vLLM&apos;s KV cache is auto (the model&apos;s 16-bit type) or fp8, the same for K and V; got %1 and %2.</source>
        <translation>La cache KV di vLLM è auto (il tipo a 16 bit del modello) o fp8, uguale per K e V; ricevuti %1 e %2.</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+59"/>
        <source>Tensor parallelism over %1 GPUs needs %1 GPUs; the machine has %2.</source>
        <translation>Il tensor parallelism su %1 GPU richiede %1 GPU; la macchina ne ha %2.</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>vLLM splits the %1 attention heads over the tensor-parallel GPUs, so their number must divide %1; %2 does not.</source>
        <extracomment>%1 the model&apos;s attention heads, %2 the tensor-parallel size</extracomment>
        <translation>vLLM divide le %1 teste di attenzione tra le GPU in tensor parallelism, quindi il loro numero deve essere un divisore di %1; %2 non lo è.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ollama runs a model on one machine; it cannot spread it over %1 nodes (use llama.cpp with RPC).</source>
        <extracomment>%1 the number of nodes</extracomment>
        <translation>Ollama esegue un modello su una sola macchina; non può distribuirlo su %1 nodi (usa llama.cpp con RPC).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With more tensor-parallel GPUs than its %1 KV heads, vLLM replicates them, so %2 must be a multiple of %1.</source>
        <extracomment>%1 the model&apos;s KV heads, %2 the tensor-parallel size</extracomment>
        <translation>Con più GPU in parallelismo tensoriale delle sue %1 teste KV, vLLM le replica, quindi %2 deve essere un multiplo di %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>vLLM cannot split %2 layers into %1 pipeline stages.</source>
        <translation>vLLM non può dividere %2 layer in %1 stadi di pipeline.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tensor parallelism x pipeline parallelism needs %1 GPUs; the cluster has %2.</source>
        <extracomment>%1 tensor-parallel x pipeline-parallel GPUs, %2 the cluster&apos;s GPUs</extracomment>
        <translation>Parallelismo tensoriale x parallelismo di pipeline richiede %1 GPU; il cluster ne ha %2.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Ollama sets one type for both K and V (OLLAMA_KV_CACHE_TYPE); got %1 and %2.</source>
        <translation>Ollama imposta un solo tipo per K e V (OLLAMA_KV_CACHE_TYPE); ricevuti %1 e %2.</translation>
    </message>
    <message>
        <location line="+163"/>
        <source> (%1)</source>
        <extracomment>a reason after a message, e.g. &quot; (expected a whole number)&quot;</extracomment>
        <translation> (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no model preset is called “%1” (see “kvplanner-cli models”)</source>
        <translation>nessun preset di modello si chiama “%1” (vedi “kvplanner-cli models”)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ollama has no model called “%1” on this computer (see “kvplanner-cli models --local”)</source>
        <translation>Ollama non ha un modello chiamato “%1” su questo computer (vedi “kvplanner-cli models --local”)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown weight scheme “%1”</source>
        <translation>schema dei pesi sconosciuto “%1”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no hardware preset is called “%1” (see “kvplanner-cli hardware”)</source>
        <translation>nessun preset di hardware si chiama “%1” (vedi “kvplanner-cli hardware”)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>batch/ubatch size %1 is out of range</source>
        <translation>la dimensione di batch/ubatch %1 è fuori intervallo</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--max-kv-size %1 is out of range (%2 to %3 tokens; mlx-lm keeps the first %4)</source>
        <extracomment>%2 the smallest size, %3 the largest, %4 the tokens mlx-lm always keeps</extracomment>
        <translation>--max-kv-size %1 è fuori intervallo (da %2 a %3 token; mlx-lm tiene sempre i primi %4)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--quantized-kv-start %1 is out of range (0 to %2 tokens)</source>
        <translation>--quantized-kv-start %1 è fuori intervallo (da 0 a %2 token)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot read “%1”%2</source>
        <translation>impossibile leggere “%1”%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“%1” is too large to be a model description</source>
        <translation>“%1” è troppo grande per essere una descrizione di modello</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“%1” is not valid JSON</source>
        <translation>“%1” non è un JSON valido</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the model description&apos;s field “%1” is invalid%2</source>
        <translation>il campo “%1” della descrizione del modello non è valido%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>vLLM&apos;s recurrent state dtype “%1” is not auto, float32, float16 or bfloat16</source>
        <translation>Il tipo dello stato ricorrente di vLLM “%1” non è auto, float32, float16 o bfloat16</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the scenario&apos;s field “%1” is invalid%2</source>
        <translation>il campo “%1” dello scenario non è valido%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this file was written by a newer kvplanner (schema version %1); update kvplanner to open it</source>
        <translation>questo file è stato scritto da un kvplanner più recente (versione dello schema %1); aggiorna kvplanner per aprirlo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the cluster file&apos;s field “%1” is invalid%2</source>
        <extracomment>%1 the field, %2 what is wrong with it (in brackets)</extracomment>
        <translation>il campo «%1» del file di cluster non è valido%2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the preset file “%1” is damaged%2</source>
        <translation>il file di preset “%1” è danneggiato%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“%1” is neither a GGUF file, a config.json nor a kvplanner model description</source>
        <translation>“%1” non è né un file GGUF, né un config.json, né una descrizione di modello kvplanner</translation>
    </message>
    <message>
        <location line="-666"/>
        <source>MLX&apos;s activation memory is not modelled (counted as 0 unless --compute-mib is given).</source>
        <translation>La memoria delle attivazioni di MLX non è modellata (contata 0 se non si dà --compute-mib).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mlx-lm builds this model&apos;s (%1) caches itself and ignores --max-kv-size.</source>
        <translation>mlx-lm crea da sé le cache di questo modello (%1) e ignora --max-kv-size.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>mlx_lm.server cannot batch this model (its chunked-attention cache has no merge): it answers the %1 users one after another, so one user&apos;s cache is live at a time and the others wait.</source>
        <extracomment>%1 the number of users</extracomment>
        <translation>mlx_lm.server non può raggruppare le richieste per questo modello (la sua cache ad attenzione a blocchi non si unisce): risponde ai %1 utenti uno dopo l’altro, quindi è attiva la cache di un solo utente alla volta e gli altri aspettano.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The plan needs %1, more than the GPU working-set limit (%2) but within the hard limit (%3): it loads, then pages and slows down.</source>
        <extracomment>%1 bytes the plan needs, %2 bytes of the GPU working-set limit, %3 bytes of the runtime&apos;s hard limit</extracomment>
        <translation>Il piano richiede %1, più del limite di working set della GPU (%2) ma entro il limite rigido (%3): si carica, poi pagina e rallenta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The plan needs %1, more than the GPU working-set limit (%2) and the hard limit (%3): it fails to load.</source>
        <translation>Il piano richiede %1, più del limite di working set della GPU (%2) e del limite rigido (%3): il caricamento fallisce.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> Raise the limit with %1 (the plan plus the OS reserve).</source>
        <extracomment>%1 the sysctl command line</extracomment>
        <translation> Alza il limite con %1 (il piano più la riserva del sistema).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> No wired limit can help: the plan and the OS reserve exceed the memory.</source>
        <translation> Nessun limite wired può aiutare: il piano e la riserva del sistema superano la memoria.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The GPUs&apos; compute buffers follow llama.cpp&apos;s own graph as its scheduler splits it over the devices; the share in host memory (%1) is not yet confirmed by a runtime log and may be a few MiB short.</source>
        <extracomment>%1 bytes of compute buffer in host memory (CUDA_Host)</extracomment>
        <translation>I buffer di calcolo delle GPU seguono il grafo di llama.cpp come il suo scheduler lo divide tra i dispositivi; la parte nella memoria host (%1) non è ancora confermata da un log del runtime e potrebbe essere inferiore di qualche MiB.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>KoboldCpp adds 128 cells to --contextsize %1 against fragmentation, and llama.cpp rounds the cache up to %2 cells (a multiple of 256).</source>
        <extracomment>%1 --contextsize, %2 the cells llama.cpp allocates</extracomment>
        <translation>KoboldCpp aggiunge 128 celle a --contextsize %1 contro la frammentazione, e llama.cpp arrotonda la cache a %2 celle (un multiplo di 256).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>KoboldCpp serves one request at a time: the %1 users take turns (--multiuser queues them), and the cache holds one conversation.</source>
        <extracomment>%1 the number of users</extracomment>
        <translation>KoboldCpp serve una richiesta alla volta: i %1 utenti fanno a turno (--multiuser li mette in coda) e la cache tiene una conversazione.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Without flash attention KoboldCpp quantises only the K cache to %1; the V cache stays f16.</source>
        <extracomment>%1 a cache type such as q8_0</extracomment>
        <translation>Senza flash attention KoboldCpp quantizza a %1 solo la cache K; la cache V resta f16.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>vLLM&apos;s sparse MLA backend (FlashMLA sparse) replaces --block-size %1 by %2 tokens, its only block size.</source>
        <extracomment>%1 the --block-size given, %2 the block size vLLM uses instead (tokens)</extracomment>
        <translation>Il backend MLA sparso di vLLM (FlashMLA sparse) sostituisce --block-size %1 con %2 token, la sua unica dimensione di blocco.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>ExLlamaV3&apos;s activation buffers and the CUDA context are not modelled: leave some hundreds of MiB of VRAM free beside the weights and the cache.</source>
        <translation>I buffer delle attivazioni di ExLlamaV3 e il contesto CUDA non sono modellati: lascia libere alcune centinaia di MiB di VRAM oltre ai pesi e alla cache.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ExLlamaV3 loads EXL3 models only; %1 is priced as chosen, but choose an EXL3 scheme such as exl3-4.0bpw for what TabbyAPI loads.</source>
        <extracomment>%1 the weight scheme chosen (Q4_K_M)</extracomment>
        <translation>ExLlamaV3 carica solo modelli EXL3; %1 è calcolato come scelto, ma scegli uno schema EXL3 come exl3-4.0bpw per ciò che TabbyAPI carica.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How ExLlamaV3 stores the state of %1 layers is not pinned from its source: priced at llama.cpp&apos;s f32 state per slot.</source>
        <extracomment>%1 the kind of recurrent layer (mamba, kda)</extracomment>
        <translation>Come ExLlamaV3 conserva lo stato dei layer %1 non è fissato dal suo sorgente: calcolato come lo stato f32 di llama.cpp per slot.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>max_seq_len %1 is larger than the cache: TabbyAPI limits it to cache_size %2.</source>
        <extracomment>%1 max_seq_len given, %2 cache_size (tokens)</extracomment>
        <translation>max_seq_len %1 è più grande della cache: TabbyAPI lo limita a cache_size %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A conversation of %1 tokens is longer than max_seq_len %2: TabbyAPI refuses it.</source>
        <translation>Una conversazione di %1 token è più lunga di max_seq_len %2: TabbyAPI la rifiuta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The cache holds %1 tokens for all jobs; the users need %2 at once, so some jobs wait for pages.</source>
        <extracomment>%1 cache_size, %2 context x users (tokens)</extracomment>
        <translation>La cache tiene %1 token per tutti i job; gli utenti ne servono %2 insieme, quindi alcuni job aspettano le pagine.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>max_batch_size %1 runs fewer jobs at once than the %2 users; the others wait.</source>
        <translation>max_batch_size %1 esegue insieme meno job dei %2 utenti; gli altri aspettano.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>SGLang&apos;s default --mem-fraction-static for this GPU: %1 (it keeps %2 MiB of %3 MiB for activations and CUDA graphs). The heuristic changes between SGLang versions: give --mem-fraction-static from your log to be sure.</source>
        <extracomment>%1 the fraction, %2 MiB SGLang keeps back, %3 the GPU&apos;s memory in MiB</extracomment>
        <translation>--mem-fraction-static predefinito di SGLang per questa GPU: %1 (tiene %2 MiB di %3 MiB per attivazioni e grafi CUDA). L&apos;euristica cambia tra le versioni di SGLang: per esserne certi indica --mem-fraction-static dal tuo log.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>SGLang refuses to start (&quot;Not enough memory&quot;): its static region of %1 bytes does not hold the %2 bytes of weights and a KV pool. Raise --mem-fraction-static.</source>
        <extracomment>%1 bytes of the static region, %2 bytes of weights</extracomment>
        <translation>SGLang rifiuta di avviarsi (&quot;Not enough memory&quot;): la sua regione statica di %1 byte non contiene i %2 byte di pesi e un pool KV. Alza --mem-fraction-static.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A conversation of %1 tokens is longer than --context-length %2: SGLang refuses it.</source>
        <translation>Una conversazione di %1 token è più lunga di --context-length %2: SGLang la rifiuta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--max-running-requests %1 runs fewer requests at once than the %2 users; the others wait.</source>
        <translation>--max-running-requests %1 esegue insieme meno richieste dei %2 utenti; le altre aspettano.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>SGLang&apos;s token pool holds %1 tokens; the users need %2 at once, so some requests wait.</source>
        <extracomment>%1 tokens of the pool, %2 tokens the users need</extracomment>
        <translation>Il pool di token di SGLang tiene %1 token; gli utenti ne servono %2 insieme, quindi alcune richieste aspettano.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Weight size %1 bytes exactly, from the headers of %2 safetensors file(s).</source>
        <extracomment>%1 bytes, %2 the number of .safetensors files whose headers were read</extracomment>
        <translation>Dimensione dei pesi esattamente %1 byte, dalle intestazioni di %2 file safetensors.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>model.safetensors.index.json states %1 bytes of weights, the headers %2: the headers are used.</source>
        <translation>model.safetensors.index.json indica %1 byte di pesi, le intestazioni %2: si usano le intestazioni.</translation>
    </message>
    <message>
        <location line="-162"/>
        <source>A prompt of %1 tokens does not fit in the %2 tokens a sequence may hold: the runtime refuses such a request, so no time to the first token is given. Shorten the prompt or raise the context.</source>
        <extracomment>%1 the prompt&apos;s tokens (--prompt), %2 the tokens one sequence may hold; no first-token time is given</extracomment>
        <translation>Un prompt di %1 token non entra nei %2 token che una sequenza può contenere: il runtime rifiuta una richiesta simile, quindi non si indica il tempo fino al primo token. Accorcia il prompt o aumenta il contesto.</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>The file holds %1 NextN (multi-token prediction) layer(s), %2, that llama.cpp neither loads nor caches unless MTP drafting is on (--spec-type draft-mtp): they are not counted.</source>
        <extracomment>%1 the number of NextN (multi-token prediction) layers in the file, %2 their size</extracomment>
        <translation>Il file contiene %1 strato/i NextN (previsione di più token), %2, che llama.cpp non carica né mette in cache se la bozza MTP non è attiva (--spec-type draft-mtp): non sono contati.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>MLX caches keys and values in the model&apos;s own type (f16, bf16 or f32, the same for K and V; got %1 and %2): quantise with --kv-bits instead.</source>
        <translation>MLX mette in cache chiavi e valori nel tipo del modello (f16, bf16 o f32, uguale per K e V; dati %1 e %2): quantizza invece con --kv-bits.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>mlx_lm.server has no --max-kv-size or --kv-bits: those are mlx_lm.generate&apos;s, which serves one prompt, not %1 users.</source>
        <translation>mlx_lm.server non ha --max-kv-size né --kv-bits: sono di mlx_lm.generate, che serve un prompt, non %1 utenti.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>mlx-lm cannot quantise a rotating cache (sliding-window layers or --max-kv-size): it stops with “RotatingKVCache Quantization NYI” once %1 tokens are cached.</source>
        <translation>mlx-lm non sa quantizzare una cache rotante (layer a finestra scorrevole o --max-kv-size): si ferma con «RotatingKVCache Quantization NYI» quando %1 token sono in cache.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MLX cannot quantise this model&apos;s cache rows in groups of %1: a row&apos;s size must be a multiple of the group size.</source>
        <translation>MLX non sa quantizzare le righe di cache di questo modello in gruppi di %1: la dimensione di una riga deve essere un multiplo del gruppo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>mlx-lm&apos;s %1 model file caches each head&apos;s keys and values, but the model does not state qk_nope_head_dim and v_head_dim: import its config.json.</source>
        <extracomment>%1 the checkpoint&apos;s Hugging Face model_type, e.g. deepseek_v2</extracomment>
        <translation>Il file di modello %1 di mlx-lm mette in cache chiavi e valori di ogni testa, ma il modello non indica qk_nope_head_dim e v_head_dim: importa il suo config.json.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>mlx-lm&apos;s %1 model file cannot read a quantised latent cache: with --kv-bits it stops at the first step after %2 tokens are cached. Leave --kv-bits off, or keep the context below --quantized-kv-start.</source>
        <extracomment>%1 mlx-lm&apos;s model file, e.g. deepseek_v3; %2 tokens (--quantized-kv-start)</extracomment>
        <translation>Il file del modello %1 di mlx-lm non sa leggere una cache latente quantizzata: con --kv-bits si ferma al primo passo dopo che sono stati messi in cache %2 token. Togli --kv-bits, oppure tieni il contesto sotto --quantized-kv-start.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>KoboldCpp&apos;s --contextsize takes %2 to %3 tokens, not %1.</source>
        <extracomment>%1 the context asked for, %2 .. %3 KoboldCpp&apos;s range</extracomment>
        <translation>--contextsize di KoboldCpp accetta da %2 a %3 token, non %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KoboldCpp sets one type for both K and V (--quantkv); got %1 and %2.</source>
        <translation>KoboldCpp imposta un solo tipo per K e V (--quantkv); dati %1 e %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KoboldCpp&apos;s --quantkv offers f16, bf16, q8_0, q5_1 and q4_0, not %1.</source>
        <translation>--quantkv di KoboldCpp offre f16, bf16, q8_0, q5_1 e q4_0, non %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KoboldCpp runs a model on one machine; it cannot spread it over %1 nodes (use llama.cpp with RPC).</source>
        <extracomment>%1 the number of nodes</extracomment>
        <translation>KoboldCpp esegue un modello su una macchina; non può distribuirlo su %1 nodi (usa llama.cpp con RPC).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ExLlamaV3&apos;s cache is FP16 or its own quantised format: choose it with --cache-mode (FP16, Q4, Q6, Q8 or K,V bits), not the cache types %1 and %2.</source>
        <translation>La cache di ExLlamaV3 è FP16 o il suo formato quantizzato: sceglila con --cache-mode (FP16, Q4, Q6, Q8 o bit K,V), non con i tipi di cache %1 e %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ExLlamaV3 needs cache_size to be a multiple of 256 tokens (its page); %1 is not.</source>
        <translation>ExLlamaV3 richiede che cache_size sia un multiplo di 256 token (la sua pagina); %1 non lo è.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ExLlamaV3 quantises the cache in groups of 32 values; this model&apos;s rows of %1 values do not divide into them. Use cache_mode FP16.</source>
        <translation>ExLlamaV3 quantizza la cache in gruppi di 32 valori; le righe di %1 valori di questo modello non si dividono in essi. Usa cache_mode FP16.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ExLlamaV3 runs on NVIDIA GPUs only (Ampere or newer); this machine has none.</source>
        <translation>ExLlamaV3 funziona solo su GPU NVIDIA (Ampere o più recenti); questa macchina non ne ha.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SGLang&apos;s KV cache is auto (the model&apos;s 16-bit type), fp8_e5m2 or fp8_e4m3, the same for K and V; got %1 and %2.</source>
        <translation>La cache KV di SGLang è auto (il tipo a 16 bit del modello), fp8_e5m2 o fp8_e4m3, uguale per K e V; dati %1 e %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>SGLang splits the %1 attention heads over the --tp-size GPUs, so %2 must divide them.</source>
        <extracomment>%1 the model&apos;s attention heads, %2 the tensor-parallel size</extracomment>
        <translation>SGLang divide le %1 teste di attenzione tra le GPU di --tp-size, quindi %2 deve dividerle.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>SGLang is planned here on GPUs only; this machine has none.</source>
        <translation>SGLang qui è pianificato solo su GPU; questa macchina non ne ha.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>expected a whole number</source>
        <translation>serve un numero intero</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>must not be negative</source>
        <translation>non può essere negativo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the value is too large</source>
        <translation>il valore è troppo grande</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>must be a multiple of %1</source>
        <translation>deve essere un multiplo di %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>must be one of: %1</source>
        <extracomment>%1 the values allowed</extracomment>
        <translation>deve essere uno di: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>must lie between %1 and %2</source>
        <extracomment>%1 .. %2 the allowed range</extracomment>
        <translation>deve essere tra %1 e %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected text</source>
        <translation>serve un testo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected a short text</source>
        <translation>serve un testo breve</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected true or false</source>
        <translation>serve true o false</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected an object ({…})</source>
        <translation>serve un oggetto ({…})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected a list ([…])</source>
        <translation>serve una lista ([…])</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is missing</source>
        <translation>manca</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 are required</source>
        <extracomment>%1 field names, e.g. &quot;d_conv, d_inner&quot;</extracomment>
        <translation>servono %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>give %1 or %2</source>
        <extracomment>%1 and %2 are field names</extracomment>
        <translation>indica %1 o %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected one entry per layer</source>
        <translation>serve una voce per layer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>each entry must be %1</source>
        <extracomment>%1 what each entry should be, e.g. &quot;true/false&quot; or &quot;{}&quot;</extracomment>
        <translation>ogni voce deve essere %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>layer numbers must lie between 0 and the number of layers minus 1</source>
        <translation>i numeri dei layer devono essere tra 0 e il numero di layer meno 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>must be at least 1</source>
        <translation>deve essere almeno 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>layers, hidden size and heads must be positive</source>
        <translation>layer, dimensione nascosta e teste devono essere positivi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>must be less than the number of layers</source>
        <translation>deve essere minore del numero di layer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>only these characters are allowed: %1</source>
        <extracomment>%1 the allowed characters</extracomment>
        <translation>sono ammessi solo questi caratteri: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a folder</source>
        <translation>è una cartella</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the read failed</source>
        <translation>la lettura è fallita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>must be a power of two</source>
        <translation>deve essere una potenza di due</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its counts are larger than the file</source>
        <translation>i suoi conteggi superano il file</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown value type %1</source>
        <translation>tipo di valore sconosciuto %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>arrays are nested too deeply</source>
        <translation>gli array sono annidati troppo in profondità</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an array of %1 elements is cut off</source>
        <extracomment>%1 the number of elements the array should have</extracomment>
        <translation>un array di %1 elementi è troncato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>too many array elements</source>
        <translation>troppi elementi nell&apos;array</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a key is longer than 64 KiB</source>
        <translation>una chiave è più lunga di 64 KiB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the key appears twice</source>
        <translation>la chiave compare due volte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>impossible name length %1</source>
        <translation>lunghezza del nome impossibile %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>impossible number of dimensions: %1</source>
        <translation>numero di dimensioni impossibile: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its size overflows</source>
        <translation>la sua dimensione va in overflow</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its data is not aligned</source>
        <translation>i suoi dati non sono allineati</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its data lies beyond the end of the file</source>
        <translation>i suoi dati vanno oltre la fine del file</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a row of %1 values is not a whole number of %2 blocks</source>
        <extracomment>%1 values per row, %2 a ggml type such as Q4_K</extracomment>
        <translation>una riga di %1 valori non è un numero intero di blocchi %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is one of %1 parts but is not named -0000k-of-0000N</source>
        <extracomment>%1 the number of parts</extracomment>
        <translation>è una di %1 parti ma non si chiama -0000k-of-0000N</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it does not match the file names</source>
        <translation>non corrisponde ai nomi dei file</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the id “%1” appears twice</source>
        <translation>l&apos;id «%1» compare due volte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“%1” is invalid</source>
        <translation>«%1» non è valido</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“%1” is required</source>
        <translation>«%1» è obbligatorio</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” must be a number from %2 to %3</source>
        <extracomment>%1 a field, %2 .. %3 its allowed range</extracomment>
        <translation>«%1» deve essere un numero da %2 a %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” must be one of: %2</source>
        <extracomment>%1 a field, %2 the values it may take</extracomment>
        <translation>«%1» deve essere uno di: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it leaves fewer than 2 layers with a cache of their own</source>
        <translation>lascia meno di 2 layer con una cache propria</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>missing: this is not a kvplanner scenario</source>
        <translation>manca: non è uno scenario di kvplanner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this is not a kvplanner machine profile</source>
        <translation>non è un profilo macchina di kvplanner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at most %1 pinned plans</source>
        <translation>al massimo %1 piani fissati</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a pinned plan cannot hold pins of its own</source>
        <translation>un piano fissato non può contenere piani fissati propri</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>values of the wrong types</source>
        <translation>valori di tipo sbagliato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a model needs at least one layer</source>
        <translation>un modello richiede almeno un layer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>impossible KV head count or head size</source>
        <translation>numero di teste KV o dimensione della testa impossibile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a sliding-window layer without a window</source>
        <translation>un layer a finestra scorrevole senza finestra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a chunked-attention layer without a chunk size</source>
        <translation>un layer ad attenzione a blocchi senza dimensione del blocco</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>impossible recurrent state size</source>
        <translation>dimensione dello stato ricorrente impossibile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a layer that shares another&apos;s KV cache must be an attention layer</source>
        <translation>un layer che condivide la cache KV di un altro deve essere un layer di attenzione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an attention layer with zero head size</source>
        <translation>un layer di attenzione con dimensione della testa zero</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>indexer keys need an attention layer and a possible size</source>
        <translation>le chiavi dell&apos;indicizzatore richiedono un layer di attenzione e una dimensione possibile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no layer caches anything</source>
        <translation>nessun layer mette in cache qualcosa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its data overlaps the tensor “%1”</source>
        <translation>i suoi dati si sovrappongono al tensore «%1»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its shape needs %1 bytes, its data offsets give %2</source>
        <extracomment>a tensor&apos;s shape and dtype give %1 bytes, its data offsets %2</extracomment>
        <translation>la sua forma richiede %1 byte, gli offset dei dati ne danno %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bytes of data belong to no tensor</source>
        <translation>%1 byte di dati non appartengono ad alcun tensore</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>context %1 is out of range (%2 to %3 tokens)</source>
        <translation>il contesto %1 è fuori intervallo (da %2 a %3 token)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>users %1 is out of range (%2 to %3)</source>
        <translation>utenti %1 fuori intervallo (da %2 a %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--kv-bits %1 is not one MLX quantises to (2, 3, 4, 5, 6 or 8)</source>
        <translation>--kv-bits %1 non è tra quelli in cui MLX quantizza (2, 3, 4, 5, 6 o 8)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--kv-group-size %1 is not one MLX offers (32, 64 or 128)</source>
        <translation>--kv-group-size %1 non è tra quelli offerti da MLX (32, 64 o 128)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>cache mode “%1” is not FP16, Q4, Q6, Q8 or K,V with K and V from 2 to 8 bits</source>
        <translation>la modalità di cache «%1» non è FP16, Q4, Q6, Q8 o K,V con K e V da 2 a 8 bit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--mem-fraction-static %1 is not a fraction above 0 and below 1</source>
        <translation>--mem-fraction-static %1 non è una frazione maggiore di 0 e minore di 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SGLang&apos;s --tp-size / --page-size %1 is out of range</source>
        <translation>--tp-size / --page-size %1 di SGLang è fuori intervallo</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the price file “%1” is not valid JSON (line %2)</source>
        <extracomment>%1 the price file, %2 a line number</extracomment>
        <translation>il file dei prezzi “%1” non è JSON valido (riga %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the price file&apos;s “%1”: no hardware preset is called “%2” (see “kvplanner-cli hardware”)</source>
        <extracomment>%1 the field of the price file (prices[0].hardware), %2 the id given</extracomment>
        <translation>“%1” del file dei prezzi: nessun preset hardware si chiama “%2” (vedi “kvplanner-cli hardware”)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the price file&apos;s field “%1” is invalid%2</source>
        <extracomment>%1 the field of the price file (prices[0].amount), %2 what is wrong with it (in brackets)</extracomment>
        <translation>il campo “%1” del file dei prezzi non è valido%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not a GGUF file (wrong magic bytes)</source>
        <translation>non è un file GGUF (magic byte errati)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GGUF version %1 is not supported (versions 2 and 3 are)</source>
        <translation>la versione GGUF %1 non è supportata (lo sono la 2 e la 3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the GGUF file ends early, while reading %1%2</source>
        <translation>il file GGUF finisce prima del previsto, durante la lettura di %1%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the GGUF file&apos;s “%1” is invalid%2</source>
        <translation>il campo “%1” del file GGUF non è valido%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the safetensors file&apos;s “%1” is invalid%2</source>
        <extracomment>%1 the file and the tensor (or header part), %2 what is wrong (in brackets)</extracomment>
        <translation>«%1» del file safetensors non è valido%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a part of the split GGUF model is missing: “%1”%2</source>
        <translation>manca una parte del modello GGUF diviso: “%1”%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the model architecture “%1” is not known, and the file lacks the generic fields to read it</source>
        <translation>l’architettura del modello “%1” non è nota, e il file non ha i campi generici per leggerla</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the runtime “%1” is not modelled yet</source>
        <translation>il runtime “%1” non è ancora modellato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the machine profile&apos;s field “%1” is invalid%2</source>
        <translation>il campo “%1” del profilo della macchina non è valido%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>invalid value for %1%2</source>
        <translation>valore non valido per %1%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the log neither names a model kvplanner knows nor prints its shape (layers, KV heads, head size)</source>
        <translation>il log non nomina un modello noto a kvplanner né ne stampa la forma (layer, teste KV, dimensione delle teste)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the log names the model “%1”, which is not a preset, and does not print its shape (layers, KV heads, head size)</source>
        <translation>il log nomina il modello “%1”, che non è un preset, e non ne stampa la forma (layer, teste KV, dimensione delle teste)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the numbers are too large to compute (%1)</source>
        <translation>numeri troppo grandi da calcolare (%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>fits</source>
        <translation>ci sta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spills to RAM</source>
        <translation>sconfina nella RAM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>does not fit</source>
        <translation>non ci sta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no hardware chosen</source>
        <translation>nessun hardware scelto</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>fits (below the GPU working-set limit)</source>
        <translation>ci sta (sotto il limite di working set della GPU)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pages (loads, then slows down)</source>
        <translation>pagina (si carica, poi rallenta)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fails (above the hard limit)</source>
        <translation>fallisce (sopra il limite rigido)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>compute</source>
        <comment>prefill limit</comment>
        <extracomment>what limits the prefill bound: the devices&apos; peak arithmetic</extracomment>
        <translation>calcolo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the host link (PCIe)</source>
        <comment>prefill limit</comment>
        <extracomment>what limits the prefill bound: weights in system RAM copied to the GPU over PCIe for every micro-batch</extracomment>
        <translation>collegamento con l&apos;host (PCIe)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory bandwidth</source>
        <comment>prefill limit</comment>
        <extracomment>what limits the prefill bound: reading the weights from memory once per micro-batch</extracomment>
        <translation>banda di memoria</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>at least %1 s (prompt %2 tokens, limited by %3)</source>
        <extracomment>the time to the first token, a lower bound: %1 seconds, %2 prompt tokens, %3 what limits it</extracomment>
        <translation>almeno %1 s (prompt di %2 token, limite: %3)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1; about %2 s at this machine&apos;s measured %3 %</source>
        <extracomment>%1 the bound&apos;s wording above; %2 seconds expected at the efficiency a machine profile measured, %3 that efficiency as a percentage such as &quot;20.6&quot;</extracomment>
        <translation>%1; circa %2 s al %3 % misurato su questa macchina</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>fits</source>
        <comment>memory band</comment>
        <extracomment>Apple memory band, one word in a table</extracomment>
        <translation>ci sta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pages</source>
        <comment>memory band</comment>
        <extracomment>Apple memory band, one word in a table: it loads, then pages and slows down</extracomment>
        <translation>pagina</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fails</source>
        <comment>memory band</comment>
        <extracomment>Apple memory band, one word in a table: it fails to load</extracomment>
        <translation>fallisce</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>full attention</source>
        <translation>attenzione completa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sliding window</source>
        <translation>finestra scorrevole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>latent (MLA)</source>
        <translation>latente (MLA)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>recurrent state</source>
        <translation>stato ricorrente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chunked local attention</source>
        <extracomment>Llama 4&apos;s layers that attend only within the current chunk of tokens (e.g. 8192)</extracomment>
        <translation>attenzione locale a blocchi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sparse-attention indexer keys</source>
        <extracomment>DeepSeek sparse attention: the small per-token keys its &quot;lightning indexer&quot; caches to pick which tokens to attend</extracomment>
        <translation>chiavi dell&apos;indicizzatore dell&apos;attenzione sparsa</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>node %1 · %2</source>
        <extracomment>a device of a cluster&apos;s node: %1 the node&apos;s number (from 1), %2 the device (GPU 0, RAM)</extracomment>
        <translation>nodo %1 · %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU %1</source>
        <extracomment>a graphics card; %1 is its number, from 0</extracomment>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>RAM</source>
        <translation>RAM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unified memory</source>
        <translation>Memoria unificata</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>node %1</source>
        <extracomment>a machine of a cluster; %1 its number, from 1</extracomment>
        <translation>nodo %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>1 Gigabit Ethernet</source>
        <translation>Ethernet 1 Gigabit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2.5 Gigabit Ethernet</source>
        <translation>Ethernet 2,5 Gigabit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>10 Gigabit Ethernet</source>
        <translation>Ethernet 10 Gigabit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>25 Gigabit Ethernet</source>
        <translation>Ethernet 25 Gigabit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>100 Gigabit Ethernet</source>
        <translation>Ethernet 100 Gigabit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thunderbolt 4 networking</source>
        <translation>Rete Thunderbolt 4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thunderbolt 5 networking</source>
        <translation>Rete Thunderbolt 5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>InfiniBand HDR</source>
        <translation>InfiniBand HDR</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 Gbit/s, %2 µs</source>
        <extracomment>a network link the user described: %1 Gbit/s, %2 one-way latency in microseconds</extracomment>
        <translation>%1 Gbit/s, %2 µs</translation>
    </message>
    <message>
        <location line="+18"/>
        <source># on %1 (%2)</source>
        <extracomment>a shell comment above a cluster node&apos;s commands: %1 the node (node 1), %2 its host name or address</extracomment>
        <translation># su %1 (%2)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>llama.cpp</source>
        <translation>llama.cpp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ollama</source>
        <translation>Ollama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vLLM</source>
        <translation>vLLM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KoboldCpp</source>
        <translation>KoboldCpp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MLX (mlx-lm)</source>
        <translation>MLX (mlx-lm)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ideal (on demand)</source>
        <extracomment>the textbook baseline: exactly tokens x bytes per token, no padding</extracomment>
        <translation>Ideale (su richiesta)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ExLlamaV3 (TabbyAPI)</source>
        <translation>ExLlamaV3 (TabbyAPI)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SGLang</source>
        <translation>SGLang</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>from the folder: MLX %1-bit, group %2</source>
        <extracomment>an MLX model folder&apos;s weights: %1 bits per weight, %2 values per group sharing a scale and a bias</extracomment>
        <translation>dalla cartella: MLX a %1 bit, gruppo %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>from the folder: %1</source>
        <extracomment>the weights are the model folder&apos;s own (its safetensors headers); %1 their type, such as BF16</extracomment>
        <translation>dalla cartella: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>from the file: %1</source>
        <extracomment>the weights are the model file&apos;s own; %1 its quantisation, such as Q8_0</extracomment>
        <translation>dal file: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from the file</source>
        <translation>dal file</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>An older llama.cpp build padded the context to a multiple of %3 without flash attention (%1 cells); today&apos;s rule pads to 256 (%2 cells). Update llama.cpp, or expect the older figure.</source>
        <translation>Una build più vecchia di llama.cpp portava il contesto a un multiplo di %3 senza flash attention (%1 celle); la regola di oggi arrotonda a 256 (%2 celle). Aggiorna llama.cpp, o aspettati il valore vecchio.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This runtime (a fork such as ik_llama.cpp) keeps sliding-window layers at the full context (%1 cells each); mainline llama.cpp keeps only the window plus one micro-batch.</source>
        <translation>Questo runtime (un fork come ik_llama.cpp) tiene i layer a finestra scorrevole al contesto pieno (%1 celle ciascuno); llama.cpp mainline tiene solo la finestra più un micro-batch.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This llama.cpp build predates the sliding-window cache: every layer holds the full context (%1 cells). Newer builds need much less.</source>
        <translation>Questa build di llama.cpp è precedente alla cache a finestra scorrevole: ogni layer tiene il contesto pieno (%1 celle). Le build più recenti richiedono molto meno.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The compute buffer is an approximation; keep the measured figure as an override for this machine.</source>
        <translation>Il buffer di calcolo è un’approssimazione; conserva il valore misurato come correzione per questa macchina.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The log does not print this (it may be cut short, or this runtime version does not report it).</source>
        <translation>Il log non lo stampa (potrebbe essere troncato, o questa versione del runtime non lo riporta).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>kvplanner does not model this allocation, or not on this device.</source>
        <translation>kvplanner non modella questa allocazione, o non su questo dispositivo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each device&apos;s buffer carries a little alignment padding; the cache itself matches.</source>
        <translation>Il buffer di ogni dispositivo ha un po’ di padding di allineamento; la cache in sé coincide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The runtime split the layers over the devices differently (the log does not give the split).</source>
        <translation>Il runtime ha diviso i layer tra i dispositivi in un altro modo (il log non indica la divisione).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Weights are estimated from the file size and the quantisation scheme; a mapped buffer spans the stretch of the file it maps, not only its own tensors.</source>
        <translation>I pesi sono stimati dalla dimensione del file e dallo schema di quantizzazione; un buffer mappato copre il tratto di file che mappa, non solo i propri tensori.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A second copy of weights already counted, rearranged for the CPU&apos;s kernels (%1): it takes RAM of its own beside the mapped file, and is not added to the weights.</source>
        <extracomment>%1 the buffer&apos;s printed name, &quot;AMX&quot; or &quot;CPU_REPACK&quot;</extracomment>
        <translation>Una seconda copia di pesi già contati, riordinata per i kernel della CPU (%1): occupa RAM propria accanto al file mappato e non viene aggiunta ai pesi.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is Ollama&apos;s own pre-flight estimate, which prices quantised caches crudely.</source>
        <translation>È la stima preliminare di Ollama, che valuta grossolanamente le cache quantizzate.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The log does not say which model ran, so kvplanner has nothing to compare this with.</source>
        <translation>Il log non dice quale modello è stato eseguito, quindi kvplanner non ha nulla con cui confrontarlo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kvplanner&apos;s rule for this runtime version does not reproduce this figure.</source>
        <translation>La regola di kvplanner per questa versione del runtime non riproduce questo valore.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TabbyAPI and ExLlamaV3 print the sizes they settled on, not the bytes they allocate: this is kvplanner&apos;s figure for them.</source>
        <translation>TabbyAPI ed ExLlamaV3 stampano le dimensioni scelte, non i byte allocati: questa è la cifra di kvplanner.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The log prints neither the KV cache memory nor the GPUs&apos; total memory, so the KV pool this figure follows from is unknown: kvplanner has nothing to compare it with.</source>
        <translation>Il log non riporta né la memoria della cache KV né la memoria totale delle GPU: il pool KV da cui deriva questo valore è ignoto, e kvplanner non ha nulla con cui confrontarlo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>TabbyAPI took cache_size %1 (its max_seq_len), which is not a whole number of 256-token pages: current ExLlamaV3 refuses it; kvplanner plans whole pages.</source>
        <extracomment>%1 the cache_size TabbyAPI used (its max_seq_len, by default)</extracomment>
        <translation>TabbyAPI ha preso cache_size %1 (il suo max_seq_len), che non è un numero intero di pagine da 256 token: l&apos;ExLlamaV3 attuale lo rifiuta; kvplanner pianifica pagine intere.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The peak memory includes activations and transient buffers that kvplanner does not model, so kvplanner&apos;s weights + KV cache must lie at or below it: it lies %1 below.</source>
        <extracomment>%1 how far the printed peak lies above kvplanner&apos;s weights + KV cache, e.g. &quot;0.375 GB&quot;</extracomment>
        <translation>Il picco di memoria include attivazioni e buffer temporanei che kvplanner non modella, quindi pesi + cache KV di kvplanner devono stare al di sotto: stanno %1 sotto.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kvplanner&apos;s weights + KV cache lie %1 above the peak the runtime printed: the weights scheme or the cache rule do not match this run.</source>
        <extracomment>%1 how far kvplanner&apos;s weights + KV cache lie above the printed peak, e.g. &quot;0.250 GB&quot;</extracomment>
        <translation>Pesi + cache KV di kvplanner superano di %1 il picco stampato dal runtime: lo schema dei pesi o la regola della cache non corrispondono a questa esecuzione.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The run read its prompt at %1 % of the most this machine allows (as %3 printed it; the bound is limited by %2). Save a machine profile to plan the first token at this speed.</source>
        <extracomment>%1 the logged prompt speed as a percentage of the bound, e.g. &quot;20.6&quot;; %2 what limits the bound, e.g. &quot;compute&quot;; %3 the program that printed the speed, e.g. &quot;llama-bench&quot;</extracomment>
        <translation>L&apos;esecuzione ha letto il prompt al %1 % del massimo consentito da questa macchina (come lo ha stampato %3; il limite è dato da %2). Salva un profilo macchina per stimare il primo token a questa velocità.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The run read its prompt faster than the machine&apos;s peak figures allow (%1 % of the bound): the peak compute or bandwidth figure is too low, or another machine ran the log.</source>
        <extracomment>%1 the logged prompt speed as a percentage of the bound, e.g. &quot;140.0&quot;</extracomment>
        <translation>L&apos;esecuzione ha letto il prompt più in fretta di quanto consentano i valori di picco della macchina (%1 % del limite): il picco di calcolo o di banda è troppo basso, oppure il log viene da un&apos;altra macchina.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>kvplanner has no peak compute or bandwidth figure for the machine that ran this log, so it cannot say how close to the bound the run came. Name the machine (--hardware ID, or --peak-tflops and --bandwidth-gbs).</source>
        <translation>kvplanner non ha valori di picco di calcolo o di banda per la macchina di questo log, quindi non può dire quanto l&apos;esecuzione si sia avvicinata al limite. Indica la macchina (--hardware ID, oppure --peak-tflops e --bandwidth-gbs).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A prompt of %1 tokens does not fit the rebuilt plan&apos;s %2 tokens per sequence, so it has no bound.</source>
        <extracomment>%1 the prompt&apos;s tokens, %2 the most tokens one sequence may hold in the rebuilt plan</extracomment>
        <translation>Un prompt di %1 token non entra nei %2 token per sequenza del piano ricostruito, quindi non ha limite.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%4 prints its prompt throughput averaged over a logging interval, with no prompt length: the run read prompts at least this fast, %1 % of the bound for a %2-token prompt (limited by %3). A floor is not the run&apos;s speed, so no machine profile keeps it.</source>
        <extracomment>%1 the logged throughput as a percentage of the bound, e.g. &quot;59.8&quot;; %2 the plan&apos;s prompt in tokens; %3 what limits the bound, e.g. &quot;compute&quot;; %4 the runtime that printed it, &quot;vllm&quot; or &quot;sglang&quot;</extracomment>
        <translation>%4 stampa il throughput dei prompt come media su un intervallo di log, senza la lunghezza del prompt: l&apos;esecuzione ha letto i prompt almeno a questa velocità, il %1 % del limite per un prompt di %2 token (limitato da %3). Un minimo non è la velocità dell&apos;esecuzione, quindi nessun profilo macchina lo conserva.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%3&apos;s prompt throughput, averaged over a logging interval, is %1 % of the bound for a %2-token prompt: shorter prompts, prompt tokens served from the prefix cache (vLLM V1 counts them) or a prompt begun in the interval before can lift it there; otherwise the machine&apos;s peak compute or bandwidth figure is too low.</source>
        <extracomment>%1 the logged throughput as a percentage of the bound, e.g. &quot;119.6&quot;; %2 the plan&apos;s prompt in tokens; %3 the runtime that printed it, &quot;vllm&quot; or &quot;sglang&quot;</extracomment>
        <translation>Il throughput dei prompt di %3, mediato su un intervallo di log, è il %1 % del limite per un prompt di %2 token: prompt più corti, token di prompt serviti dalla cache dei prefissi (vLLM V1 li conta) o un prompt iniziato nell&apos;intervallo precedente possono portarlo fin lì; altrimenti il valore di picco di calcolo o di banda della macchina è troppo basso.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>matches to the printed digit</source>
        <translation>coincide fino all’ultima cifra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>within the log&apos;s rounding</source>
        <translation>entro l’arrotondamento del log</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>differs</source>
        <translation>differisce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not in the log</source>
        <translation>non nel log</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>within the bound the log gives</source>
        <translation>entro il limite dato dal log</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not predicted</source>
        <translation>non previsto</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The log does not print --contextsize; taken as %1 from Autofit&apos;s -c %2 (KoboldCpp adds 128 cells).</source>
        <extracomment>%1 KoboldCpp&apos;s --contextsize, %2 the -c of its &quot;Autofit Result&quot; line (the context size plus 128)</extracomment>
        <translation>Il log non stampa --contextsize; preso come %1 dal -c %2 di Autofit (KoboldCpp aggiunge 128 celle).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The log does not print --contextsize; taken as %1 from the cache&apos;s %2 cells (KoboldCpp adds 128 cells before padding, so nearby sizes give the same cache).</source>
        <extracomment>%1 KoboldCpp&apos;s --contextsize, %2 the cache&apos;s printed cells</extracomment>
        <translation>Il log non stampa --contextsize; preso come %1 dalle %2 celle della cache (KoboldCpp aggiunge 128 celle prima dell&apos;arrotondamento, quindi dimensioni vicine danno la stessa cache).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The log does not print the free memory before the weights; taken as what was left after them plus their size (%1).</source>
        <translation>Il log non stampa la memoria libera prima dei pesi; presa come quella rimasta dopo più la loro dimensione (%1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The log does not give the GPU&apos;s free memory: the token pool cannot be predicted.</source>
        <translation>Il log non indica la memoria libera della GPU: il pool di token non si può prevedere.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The log gives no context length; %1 assumed.</source>
        <translation>Il log non indica la lunghezza del contesto; si presume %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The log does not print the TP size; taken as %1 from the ranks its lines name.</source>
        <translation>Il log non stampa la dimensione TP; presa come %1 dai rank nominati nelle sue righe.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The name suggests the preset “%1”, but its %2 differs from the log: the model is rebuilt from the log&apos;s numbers.</source>
        <translation>Il nome fa pensare al preset “%1”, ma il suo %2 differisce dal log: il modello viene ricostruito dai numeri del log.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The preset “%1” has exactly the log&apos;s shape and is used for it.</source>
        <translation>Il preset “%1” ha esattamente la forma del log e viene usato.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The log does not name the model; its file “%2” is taken as the preset “%1”.</source>
        <extracomment>%1 a model preset id, %2 the model file the log names</extracomment>
        <translation>Il log non nomina il modello; il suo file “%2” è preso come il preset “%1”.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The log does not print the file type; weights taken as %1 from the file name “%2”.</source>
        <extracomment>%1 a weight scheme such as Q6_K, %2 the model file the log names</extracomment>
        <translation>Il log non stampa il tipo di file; pesi presi come %1 dal nome del file “%2”.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model is the one you gave (%1).</source>
        <translation>Il modello è quello che hai indicato (%1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model you gave (%1) has a different %2 from the log&apos;s: the comparison may not hold.</source>
        <extracomment>%1 the model the user gave, %2 a shape figure such as n_layer</extracomment>
        <translation>Il modello indicato (%1) ha %2 diverso da quello del log: il confronto potrebbe non valere.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Weights taken as the file size the log prints (%1).</source>
        <translation>Pesi presi dalla dimensione del file stampata nel log (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file type “%1” is not a known scheme; weights assumed %2.</source>
        <translation>Il tipo di file “%1” non è uno schema noto; pesi ipotizzati %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The log does not print the weights&apos; file type; weights assumed %1.</source>
        <extracomment>%1 a weight scheme such as Q4_K_M or BF16</extracomment>
        <translation>Il log non stampa il tipo di file dei pesi; pesi assunti %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The log gives a sliding window but not which layers use it: every %2nd layer assumed (%1).</source>
        <translation>Il log indica una finestra scorrevole ma non quali layer la usano: ipotizzato un layer ogni %2 (%1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The head size is not in the log: taken as n_embd / n_head = %1.</source>
        <translation>La dimensione delle teste non è nel log: presa come n_embd / n_head = %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The log does not give the vocabulary size: the output buffer cannot be predicted.</source>
        <translation>Il log non indica la dimensione del vocabolario: il buffer di output non si può prevedere.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cache type “%1” is not known to kvplanner; f16 assumed.</source>
        <translation>Il tipo di cache “%1” non è noto a kvplanner; ipotizzato f16.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The log does not name the cache types; %1 assumed.</source>
        <translation>Il log non indica i tipi di cache; ipotizzato %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The log does not print n_ctx; taken from the cache&apos;s %1 cells.</source>
        <translation>Il log non stampa n_ctx; preso dalle %1 celle della cache.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The log gives no context size; %1 assumed.</source>
        <translation>Il log non indica la dimensione del contesto; ipotizzato %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The log does not print n_ubatch; the default %1 assumed.</source>
        <translation>Il log non stampa n_ubatch; ipotizzato il valore predefinito %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The log does not say whether flash attention was on; assumed on.</source>
        <translation>Il log non dice se flash attention era attiva; ipotizzata attiva.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This llama.cpp build shared one cache among its %1 slots (before per-slot streams).</source>
        <translation>Questa build di llama.cpp condivideva una sola cache tra i suoi %1 slot (prima degli stream per slot).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The log gives no max_model_len; %1 assumed.</source>
        <translation>Il log non indica max_model_len; ipotizzato %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The log does not give cache_mode; TabbyAPI&apos;s default %1 assumed (paste config.yml with the log to give it).</source>
        <translation>Il log non indica cache_mode; si presume il predefinito di TabbyAPI %1 (incollate config.yml con il log per indicarlo).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This TabbyAPI rounded cache_size %1 up to %2 tokens; current ExLlamaV3 refuses a size that is not a multiple of 256.</source>
        <extracomment>%1 the cache_size configured, %2 the multiple of 256 TabbyAPI used instead</extracomment>
        <translation>Questo TabbyAPI ha arrotondato cache_size %1 a %2 token; l&apos;ExLlamaV3 attuale rifiuta una dimensione che non sia multipla di 256.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The log does not give max_seq_len; %1 assumed.</source>
        <translation>Il log non indica max_seq_len; si presume %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The log does not give max_batch_size: TabbyAPI&apos;s default for this model, %1 job slots (4 for models with recurrent state or a sliding-window ring, else 128), assumed.</source>
        <extracomment>%1 the number of job slots</extracomment>
        <translation>Il log non indica max_batch_size: si presume il predefinito di TabbyAPI per questo modello, %1 slot di lavoro (4 per i modelli con stato ricorrente o un anello a finestra scorrevole, altrimenti 128).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One job of max_seq_len tokens is planned: the cache pool itself does not depend on the traffic.</source>
        <translation>Si pianifica un lavoro di max_seq_len token: il pool della cache in sé non dipende dal traffico.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The KV pool is taken from the log (%1), not computed from the memory profile.</source>
        <translation>Il pool KV è preso dal log (%1), non calcolato dal profilo di memoria.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every buffer the log prints is in main memory (%1): planned as a CPU run, no layer offloaded.</source>
        <extracomment>%1 the buffer names the log prints, e.g. &quot;CPU_Mapped, AMX, CPU&quot;</extracomment>
        <translation>Ogni buffer stampato dal log è nella memoria principale (%1): pianificato come esecuzione sulla CPU, senza layer scaricati.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Devices taken from the log&apos;s buffer lines: %1, holding %2 layers as the log offloaded them; the rest stays on the CPU.</source>
        <extracomment>%1 the GPUs the buffer lines name, e.g. &quot;CUDA0, CUDA1&quot;; %2 the log&apos;s &quot;offloaded N/M layers&quot;, e.g. &quot;25/25&quot;</extracomment>
        <translation>Dispositivi presi dalle righe dei buffer del log: %1, con %2 layer come il log li ha scaricati; il resto resta sulla CPU.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Devices taken from the log&apos;s buffer lines: %1. The log does not say how many layers were offloaded: all of them assumed.</source>
        <extracomment>%1 the GPUs the buffer lines name, e.g. &quot;Metal&quot;</extracomment>
        <translation>Dispositivi presi dalle righe dei buffer del log: %1. Il log non dice quanti layer sono stati scaricati: si assumono tutti.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The log prints neither the file type nor the file size; weights taken in %2&apos;s native scheme, %1.</source>
        <extracomment>%1 a llama.cpp file type such as MXFP4_MOE, %2 the model</extracomment>
        <translation>Il log non stampa né il tipo né la dimensione del file; pesi presi nello schema nativo di %2, %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the log is empty</source>
        <translation>il log è vuoto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this is a binary file, not a runtime log</source>
        <translation>è un file binario, non un log di un runtime</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no line of a llama.cpp, Ollama, vLLM, KoboldCpp, SGLang, TabbyAPI (ExLlamaV3) or mlx-lm log was found</source>
        <translation>non è stata trovata alcuna riga di un log di llama.cpp, Ollama, vLLM, KoboldCpp, SGLang, TabbyAPI (ExLlamaV3) o mlx-lm</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this TabbyAPI (ExLlamaV3) log names neither max_seq_len nor cache_size, and ExLlamaV3 prints no allocation: there is nothing to check</source>
        <translation>questo log di TabbyAPI (ExLlamaV3) non nomina né max_seq_len né cache_size, ed ExLlamaV3 non stampa allocazioni: non c&apos;è nulla da verificare</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>kvplanner refuses the configuration this log describes (see the estimate for why)</source>
        <translation>kvplanner rifiuta la configurazione descritta da questo log (il perché è nella stima)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the log ends before the runtime allocated any memory (no model, KV cache or compute buffer lines)</source>
        <translation>il log finisce prima che il runtime abbia allocato memoria (nessuna riga su modello, cache KV o buffer di calcolo)</translation>
    </message>
</context>
<context>
    <name>kvgui::AdvicePanel</name>
    <message>
        <location filename="../app/gui/advicepanel.cpp" line="+85"/>
        <source>→ %1</source>
        <extracomment>what a suggestion leads to: %1 e.g. &quot;fits, 23.0 GiB in all&quot;</extracomment>
        <translation>→ %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Apply suggestion (%1)</source>
        <extracomment>an undo step; %1 what the suggestion costs (free, quality, speed, ...)</extracomment>
        <translation>Applica il suggerimento (%1)</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Apply</source>
        <translation>Applica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply: %1</source>
        <translation>Applica: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Makes this change as one step (Edit → Undo takes it back). Flags: %1</source>
        <translation>Applica questa modifica in un solo passo (si torna indietro con Modifica → Annulla). Flag: %1</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>To reach a longer context:</source>
        <translation>Per un contesto più lungo:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ways to make it fit:</source>
        <translation>Modi per farcelo stare:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fewer</source>
        <extracomment>the button that unfolds the other suggestions; %Ln how many</extracomment>
        <translation>Meno</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln more</source>
        <translation>
            <numerusform>%Ln altro</numerusform>
            <numerusform>altri %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Show every suggestion (%Ln in all)</source>
        <translation>
            <numerusform>Mostra tutti i suggerimenti (%Ln in tutto)</numerusform>
            <numerusform>Mostra tutti i suggerimenti (%Ln in tutto)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggestions</source>
        <translation>Suggerimenti</translation>
    </message>
</context>
<context>
    <name>kvgui::BreakdownModel</name>
    <message>
        <location filename="../app/gui/breakdownmodel.cpp" line="+78"/>
        <source>Whole model</source>
        <translation>Modello intero</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 over</source>
        <extracomment>a device is over its capacity by %1 (e.g. 2.1 GiB)</extracomment>
        <translation>%1 in eccesso</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 bytes</source>
        <extracomment>exact byte count, e.g. &quot;8,589,934,592 bytes&quot;</extracomment>
        <translation>%1 byte</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Used</source>
        <translation>Usata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Usable</source>
        <translation>Utilizzabile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free</source>
        <translation>Libera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layers</source>
        <translation>Layer</translation>
    </message>
</context>
<context>
    <name>kvgui::ChartsPanel</name>
    <message>
        <location filename="../app/gui/chartspanel.cpp" line="+107"/>
        <source>&amp;Table</source>
        <translation>&amp;Tabella</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>By &amp;context</source>
        <translation>Per &amp;contesto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By &amp;users</source>
        <translation>Per &amp;utenti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Con&amp;versation</source>
        <translation>Con&amp;versazione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By &amp;prompt</source>
        <translation>Per &amp;prompt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory as the context per user grows, with the longest context that still fits.</source>
        <translation>La memoria al crescere del contesto per utente, con il contesto più lungo che ci sta ancora.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory as users are added, with the most users that still fit.</source>
        <translation>La memoria man mano che si aggiungono utenti, con il massimo di utenti che ci stanno ancora.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every device&apos;s memory, part by part.</source>
        <translation>La memoria di ogni dispositivo, voce per voce.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory in use beside what the runtime reserved, as a prompt is read and the answer written (or as users join).</source>
        <translation>La memoria in uso accanto a quella riservata dal runtime, mentre si legge un prompt e si scrive la risposta (o mentre entrano utenti).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How long the prompt takes to read before the first token, as it grows: a lower bound from the machine&apos;s peak compute, its host link and memory bandwidth.</source>
        <translation>Quanto tempo serve a leggere il prompt prima del primo token, man mano che cresce: un limite inferiore dal calcolo di picco della macchina, dal suo collegamento con l’host e dalla banda di memoria.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Log scale</source>
        <translation>Scala &amp;log</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spread the context (or users) axis logarithmically: every doubling gets the same width, like the slider.</source>
        <translation>Distribuisce l’asse del contesto (o degli utenti) in scala logaritmica: ogni raddoppio ha la stessa larghezza, come nel cursore.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory breakdown per device</source>
        <translation>Ripartizione della memoria per dispositivo</translation>
    </message>
</context>
<context>
    <name>kvgui::CheckLineModel</name>
    <message>
        <location filename="../app/gui/logcheckdialog.cpp" line="+72"/>
        <source>Item</source>
        <translation>Voce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runtime logged</source>
        <translation>Log del runtime</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kvplanner</source>
        <translation>kvplanner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difference</source>
        <translation>Differenza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why</source>
        <translation>Perché</translation>
    </message>
</context>
<context>
    <name>kvgui::ChooseWindow</name>
    <message>
        <location filename="../app/gui/choosewindow.cpp" line="+96"/>
        <location line="+463"/>
        <source>Plan %1</source>
        <translation>Piano %1</translation>
    </message>
    <message>
        <location line="-415"/>
        <source>Everything</source>
        <translation>Tutto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What runs (fits or spills)</source>
        <translation>Ciò che gira (ci sta o sconfina)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What runs</source>
        <translation>Ciò che gira</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only what fits on the GPU</source>
        <translation>Solo ciò che ci sta sulla GPU</translation>
    </message>
    <message>
        <location line="+226"/>
        <source>Open pinned plan %1</source>
        <translation>Apri il piano fissato %1</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>typed in</source>
        <translation>inserito a mano</translation>
    </message>
    <message>
        <location line="+78"/>
        <location line="+11"/>
        <source>&amp;Compare (%1)</source>
        <translation>&amp;Confronto (%1)</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Choose — kvplanner</source>
        <translation>Scegli — kvplanner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Models that fit</source>
        <translation>&amp;Modelli che ci stanno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>M&amp;achines</source>
        <translation>M&amp;acchine</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no machine</source>
        <translation>nessuna macchina</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a machine in the main window to see which models fit it.</source>
        <translation>Scegli una macchina nella finestra principale per vedere quali modelli ci stanno.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Every model preset at every weight scheme on %1, for %2 tokens of context per user and %Ln users at once. ★ marks each model&apos;s highest-precision scheme that fits without spilling. Double-click a row to plan it.</source>
        <translation>
            <numerusform>Ogni preset di modello con ogni schema dei pesi su %1, per %2 token di contesto per utente e %Ln utente alla volta. ★ indica lo schema a precisione più alta di ogni modello che ci sta senza sconfinare. Fai doppio clic su una riga per usarla come piano.</numerusform>
            <numerusform>Ogni preset di modello con ogni schema dei pesi su %1, per %2 token di contesto per utente e %Ln utenti alla volta. ★ indica lo schema a precisione più alta di ogni modello che ci sta senza sconfinare. Fai doppio clic su una riga per usarla come piano.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 at %2, %3 tokens of context per user and %Ln users at once, on every machine with 1 to 4 of each GPU: what fits on the GPU first (cheapest first), then what spills, then the closest misses. Double-click a row to plan it, a price to type your own.</source>
        <translation>
            <numerusform>%1 con %2, %3 token di contesto per utente e %Ln utente alla volta, su ogni macchina con da 1 a 4 GPU di ciascun tipo: prima ciò che ci sta sulla GPU (dal più economico), poi ciò che sconfina, poi ciò che non ci sta per poco. Fai doppio clic su una riga per usarla come piano, su un prezzo per inserire il tuo.</numerusform>
            <numerusform>%1 con %2, %3 token di contesto per utente e %Ln utenti alla volta, su ogni macchina con da 1 a 4 GPU di ciascun tipo: prima ciò che ci sta sulla GPU (dal più economico), poi ciò che sconfina, poi ciò che non ci sta per poco. Fai doppio clic su una riga per usarla come piano, su un prezzo per inserire il tuo.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No table for this plan: %1</source>
        <extracomment>the Choose window&apos;s tables are empty because the core refuses the current plan; %1 its reason</extracomment>
        <translation>Nessuna tabella per questo piano: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Search models or schemes… (Ctrl+F)</source>
        <translation>Cerca modelli o schemi… (Ctrl+F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search the models that fit</source>
        <translation>Cerca tra i modelli che ci stanno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>C&amp;urrency:</source>
        <translation>Val&amp;uta:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Budget:</source>
        <translation>&amp;Budget:</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>any</source>
        <translation>qualsiasi</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Only machines whose price is at most this much (machines of unknown price are left out).</source>
        <translation>Solo le macchine che costano al massimo questa cifra (escluse quelle dal prezzo sconosciuto).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mi&amp;n. speed:</source>
        <translation>Vel. mi&amp;n.:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> tokens/s</source>
        <translation> token/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only machines whose decode-speed bound per user is at least this.</source>
        <translation>Solo le macchine il cui limite di velocità di decodifica per utente è almeno questo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hours a day:</source>
        <translation>&amp;Ore al giorno:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hours of generation a day, for the running cost (idle the rest of the day).</source>
        <translation>Ore di generazione al giorno, per il costo di esercizio (a riposo per il resto della giornata).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;kWh:</source>
        <translation>&amp;kWh:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The price of a kWh (the shipped national average until you type yours).</source>
        <translation>Il prezzo di un kWh (la media nazionale fornita finché non inserisci il tuo).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pin current plan</source>
        <translation>&amp;Fissa il piano corrente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the main window&apos;s plan here to compare (up to four; saved in the file).</source>
        <translation>Tiene qui il piano della finestra principale per confrontarlo (fino a quattro; salvati nel file).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Unpin</source>
        <translation>&amp;Rimuovi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open in the planner</source>
        <translation>A&amp;pri nella finestra principale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No pinned plans yet. Pin the current plan (Choose → Pin This Plan, Ctrl+D), change the model, machine or runtime, and pin again: the plans appear here side by side, with the rows that differ in bold.</source>
        <translation>Ancora nessun piano fissato. Fissa il piano corrente (Scegli → Fissa questo piano, Ctrl+D), cambia modello, macchina o runtime e fissa di nuovo: i piani compaiono qui affiancati, con le righe che differiscono in grassetto.</translation>
    </message>
</context>
<context>
    <name>kvgui::ConversationChart</name>
    <message>
        <location filename="../app/gui/charts/conversationchart.cpp" line="+162"/>
        <source>Memory as users join (%1 tokens each)</source>
        <extracomment>chart title; %1 tokens each user holds</extracomment>
        <translation>Memoria man mano che arrivano utenti (%1 token ciascuno)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Memory over a conversation (%1 + %2 tokens): cut off at token %3</source>
        <extracomment>chart title; %1 prompt tokens, %2 answer tokens, %3 the token at which the runtime stops the request</extracomment>
        <translation>Memoria lungo una conversazione (%1 + %2 token): troncata al token %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Memory over a conversation (%1 + %2 tokens)</source>
        <extracomment>chart title; %1 prompt tokens, %2 answer tokens</extracomment>
        <translation>Memoria lungo una conversazione (%1 + %2 token)</translation>
    </message>
    <message numerus="yes">
        <location line="+53"/>
        <source>%n user(s) at once, %1 tokens each</source>
        <extracomment>chart tooltip heading; %1 tokens each user holds</extracomment>
        <translation>
            <numerusform>%n utente alla volta, %1 token ciascuno</numerusform>
            <numerusform>%n utenti alla volta, %1 token ciascuno</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Writing the answer: %1 tokens so far</source>
        <extracomment>chart tooltip heading; %1 tokens so far (prompt and answer)</extracomment>
        <translation>Scrittura della risposta: %1 token finora</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading the prompt: %1 tokens so far</source>
        <extracomment>chart tooltip heading; %1 prompt tokens read so far</extracomment>
        <translation>Lettura del prompt: %1 token finora</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In use: %1</source>
        <extracomment>chart tooltip: %1 memory the plan really fills at this point</extracomment>
        <translation>In uso: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>weights %1, KV cache %2, compute and overhead %3</source>
        <extracomment>chart tooltip: %1 weights, %2 KV cache filled so far, %3 compute buffer and overhead</extracomment>
        <translation>pesi %1, cache KV %2, calcolo e overhead %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reserved by the runtime at start: %1</source>
        <extracomment>chart tooltip: %1 memory the runtime set aside when it started</extracomment>
        <translation>Riservato dal runtime all&apos;avvio: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This user does not fit the runtime&apos;s slots: the request is refused.</source>
        <translation>Questo utente non entra negli slot del runtime: la richiesta viene rifiutata.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Past the runtime&apos;s limit: the answer is cut off before this token.</source>
        <translation>Oltre il limite del runtime: la risposta viene troncata prima di questo token.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Tokens per user (the prompt, then the answer)</source>
        <translation>Token per utente (il prompt, poi la risposta)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Users joining</source>
        <translation>Utenti che arrivano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KV cache in use</source>
        <translation>Cache KV in uso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reserved by the runtime</source>
        <translation>Riservato dal runtime</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cut off</source>
        <translation>Troncata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer starts</source>
        <translation>Inizio della risposta</translation>
    </message>
</context>
<context>
    <name>kvgui::ConversationTab</name>
    <message>
        <location filename="../app/gui/conversationtab.cpp" line="+90"/>
        <source>As the answer is written</source>
        <extracomment>the conversation tab: draw one prompt read and answered</extracomment>
        <translation>Mentre si scrive la risposta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As users join</source>
        <extracomment>the conversation tab: draw the users joining one by one, each at the full context</extracomment>
        <translation>Mentre arrivano utenti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Prompt:</source>
        <translation>&amp;Prompt:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Answer:</source>
        <translation>&amp;Risposta:</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source> tokens</source>
        <extracomment>spin box suffix: a number of tokens</extracomment>
        <translation> token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many tokens the question (with any document pasted in) holds.</source>
        <translation>Quanti token contiene la domanda (con gli eventuali documenti incollati).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many tokens the model writes in reply.</source>
        <translation>Quanti token scrive il modello nella risposta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Default</source>
        <extracomment>button: put the prompt and answer lengths back to half the context each</extracomment>
        <translation>Predefinito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Half the context per user for the prompt and half for the answer, following the context slider.</source>
        <translation>Metà del contesto per utente al prompt e metà alla risposta, seguendo il cursore del contesto.</translation>
    </message>
</context>
<context>
    <name>kvgui::DeviceBarsChart</name>
    <message>
        <location filename="../app/gui/charts/devicebarschart.cpp" line="+209"/>
        <source>%1&lt;br&gt;%2</source>
        <extracomment>bar label on two lines (&lt;br&gt;): %1 device, %2 its usable memory</extracomment>
        <translation>%1&lt;br&gt;%2</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1 — %2: %3
Used %4 of %5 usable</source>
        <extracomment>chart tooltip: %1 device, %2 component, %3 its size, %4 used in total, %5 usable</extracomment>
        <translation>%1 — %2: %3
Usati %4 di %5 utilizzabili</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 — %2: %3
%4</source>
        <extracomment>chart tooltip on the hatched part: %1 device, %2 &quot;May grow&quot;, %3 its size, %4 what it is</extracomment>
        <translation>%1 — %2: %3
%4</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Memory per device</source>
        <translation>Memoria per dispositivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Usable capacity</source>
        <translation>Capacità utilizzabile</translation>
    </message>
</context>
<context>
    <name>kvgui::FileController</name>
    <message>
        <location filename="../app/gui/filecontroller.cpp" line="+54"/>
        <source>Open scenario</source>
        <translation>Apri scenario</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kvplanner scenarios (*.kvplan);;All files (*)</source>
        <translation>Scenari kvplanner (*.kvplan);;Tutti i file (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open model file</source>
        <translation>Apri file di modello</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model files (*.gguf *.json *.safetensors);;GGUF files (*.gguf);;config.json or model description (*.json);;safetensors beside a config.json (*.safetensors);;All files (*)</source>
        <translation>File di modello (*.gguf *.json *.safetensors);;File GGUF (*.gguf);;config.json o descrizione del modello (*.json);;safetensors accanto a un config.json (*.safetensors);;Tutti i file (*)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open a model folder (config.json + *.safetensors, such as an MLX one)</source>
        <translation>Apri una cartella del modello (config.json + *.safetensors, per esempio MLX)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add a folder of models</source>
        <translation>Aggiungi una cartella di modelli</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Open a cluster</source>
        <translation>Apri un cluster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cluster files (*.json);;All files (*)</source>
        <translation>File di cluster (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot open cluster</source>
        <translation>Impossibile aprire il cluster</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Check against a log</source>
        <translation>Confronta con un log</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runtime logs (*.log *.txt *.out);;All files (*)</source>
        <translation>Log dei runtime (*.log *.txt *.out);;Tutti i file (*)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot open scenario</source>
        <translation>Impossibile aprire lo scenario</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot open model file</source>
        <translation>Impossibile aprire il file di modello</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+21"/>
        <source>Cannot save</source>
        <translation>Impossibile salvare</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Save scenario</source>
        <translation>Salva scenario</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>kvplanner scenarios (*.kvplan)</source>
        <translation>Scenari kvplanner (*.kvplan)</translation>
    </message>
</context>
<context>
    <name>kvgui::FitTableModel</name>
    <message>
        <location filename="../app/gui/choosemodels.cpp" line="+85"/>
        <source>%1 ★</source>
        <translation>%1 ★</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 bytes</source>
        <translation>%1 byte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The highest-precision scheme of this model that fits without spilling.</source>
        <translation>Lo schema a precisione più alta di questo modello che ci sta senza sconfinare.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Model</source>
        <translation>Modello</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights</source>
        <translation>Pesi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Verdict</source>
        <translation>Verdetto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context on GPU</source>
        <translation>Contesto su GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With offload</source>
        <translation>Con offload</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Users</source>
        <translation>Utenti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed bound</source>
        <translation>Limite di velocità</translation>
    </message>
</context>
<context>
    <name>kvgui::HardwarePanel</name>
    <message>
        <location filename="../app/gui/hardwarepanel.cpp" line="+38"/>
        <source>Consumer GPUs</source>
        <translation>GPU consumer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Workstation GPUs</source>
        <translation>GPU workstation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Data-centre GPUs</source>
        <translation>GPU da data center</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Apple silicon</source>
        <translation>Apple silicon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unified memory</source>
        <translation>Memoria unificata</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mini PCs</source>
        <translation>Mini PC</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NAS boxes</source>
        <translation>NAS</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Single-board computers</source>
        <translation>Computer a scheda singola</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>This computer: %1</source>
        <extracomment>the machine picker&apos;s first entry: %1 what was detected (&quot;NVIDIA GeForce RTX 4090 + 62.5 GiB RAM&quot;)</extracomment>
        <translation>Questo computer: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Custom capacities</source>
        <translation>Capacità personalizzate</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1, %2 GB/s</source>
        <extracomment>tooltip of a hardware preset: %1 its memory, %2 bandwidth in GB/s</extracomment>
        <translation>%1, %2 GB/s</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Machine</source>
        <translation>&amp;Macchina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;GPUs</source>
        <translation>&amp;GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;VRAM per GPU</source>
        <translation>&amp;VRAM per GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+47"/>
        <source>System &amp;RAM</source>
        <translation>&amp;RAM di sistema</translation>
    </message>
    <message>
        <location line="-46"/>
        <location line="+1"/>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Machine</source>
        <translation>Macchina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A known GPU or computer, or your own capacities.</source>
        <translation>Una GPU o un computer noti, oppure capacità a tua scelta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of GPUs</source>
        <translation>Numero di GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Identical GPUs; llama.cpp splits the layers between them. 0 = no GPU.</source>
        <translation>GPU identiche; llama.cpp divide i layer tra loro. 0 = nessuna GPU.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VRAM per GPU in GiB</source>
        <translation>VRAM per GPU in GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory of each GPU, as the card&apos;s box says (24 GiB for an RTX 4090).</source>
        <translation>La memoria di ogni GPU, come scritto sulla scatola della scheda (24 GiB per una RTX 4090).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System RAM in GiB</source>
        <translation>RAM di sistema in GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer&apos;s RAM; layers that do not fit on the GPU run from here, slowly.</source>
        <translation>La RAM del computer; i layer che non stanno sulla GPU girano da qui, lentamente.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Nodes</source>
        <translation>&amp;Nodi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of machines</source>
        <translation>Numero di macchine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Machines that run one model together over the network: llama.cpp with its RPC servers, or vLLM on a Ray cluster. 1 = this one machine; more = that many of it.</source>
        <translation>Macchine che eseguono insieme un modello attraverso la rete: llama.cpp con i suoi server RPC, o vLLM su un cluster Ray. 1 = solo questa macchina; di più = altrettante copie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cluster &amp;File…</source>
        <translation>&amp;File di cluster…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Machines that differ: open a kvplanner.cluster/1 file that lists each node.</source>
        <translation>Macchine diverse: apri un file kvplanner.cluster/1 che elenca ogni nodo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lin&amp;k</source>
        <translation>Colle&amp;gamento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network between the machines</source>
        <translation>Rete tra le macchine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the machines talk. Per generated token only a few hundred KiB cross it, but every crossing waits for its latency.</source>
        <translation>Come si parlano le macchine. Per ogni token generato lo attraversano solo poche centinaia di KiB, ma ogni attraversamento aspetta la sua latenza.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&amp;Memory</source>
        <translation>&amp;Memoria</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 %2</source>
        <extracomment>%1 device (GPU 0, RAM), %2 bytes kept back for the driver/display/OS</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Kept back for the driver, display and OS on each node: %1</source>
        <extracomment>a cluster of identical machines: %1 the reserves of one of them</extracomment>
        <translation>Tenuto da parte per driver, schermo e sistema operativo su ogni nodo: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kept back for the driver, display and OS: %1</source>
        <translation>Tenuto da parte per driver, schermo e sistema operativo: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 Gbit/s, %2 µs one way</source>
        <extracomment>tooltip of a network link: %1 Gbit/s, %2 one-way latency in microseconds</extracomment>
        <translation>%1 Gbit/s, %2 µs di sola andata</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: its nodes differ (from a file). The fields above show node 1; changing them makes every node the same.</source>
        <translation>%1: i suoi nodi sono diversi (da un file). I campi sopra mostrano il nodo 1; cambiarli rende tutti i nodi uguali.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Detected on this computer:</source>
        <translation>Rilevato su questo computer:</translation>
    </message>
</context>
<context>
    <name>kvgui::InputSliders</name>
    <message>
        <location filename="../app/gui/inputsliders.cpp" line="+121"/>
        <source>&amp;Context per user</source>
        <translation>&amp;Contesto per utente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Users</source>
        <translation>&amp;Utenti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Weights</source>
        <translation>&amp;Pesi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;KV cache</source>
        <extracomment>precision (type) of the KV cache</extracomment>
        <translation>Cache &amp;KV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context per user, in tokens</source>
        <translation>Contesto per utente, in token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many tokens each user&apos;s conversation may hold. The KV cache grows with every one of them. The slider snaps to familiar sizes; type any exact number in the box.</source>
        <translation>Quanti token può contenere la conversazione di ogni utente. La cache KV cresce con ognuno di essi. Il cursore si aggancia alle dimensioni più comuni; scrivi un numero esatto nella casella.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Concurrent users</source>
        <translation>Utenti simultanei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many conversations the server holds at the same time (llama.cpp -np, OLLAMA_NUM_PARALLEL). Each one gets its own context.</source>
        <translation>Quante conversazioni il server tiene allo stesso tempo (llama.cpp -np, OLLAMA_NUM_PARALLEL). Ognuna ha il proprio contesto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>Weight precision</source>
        <translation>Precisione dei pesi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quantisation of the model&apos;s weights: fewer bits, less memory, some quality lost.</source>
        <translation>Quantizzazione dei pesi del modello: meno bit, meno memoria, un po’ di qualità persa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>KV cache precision</source>
        <translation>Precisione della cache KV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type of the K and V caches. q8_0 halves the cache with little loss; llama.cpp needs flash attention for a quantised V cache.</source>
        <translation>Tipo delle cache K e V. q8_0 dimezza la cache con una perdita minima; llama.cpp richiede flash attention per una cache V quantizzata.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 · %2 bits</source>
        <extracomment>weight scheme in a list: %1 its name (Q4_K_M), %2 effective bits per weight</extracomment>
        <translation>%1 · %2 bit</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 (trained)</source>
        <extracomment>under the right end of the context slider; %1 is a token count</extracomment>
        <translation>%1 (addestramento)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>K %1 · V %2 (set apart under Advanced)</source>
        <extracomment>%1 and %2 are cache types such as q8_0 and f16</extracomment>
        <translation>K %1 · V %2 (separati in Avanzate)</translation>
    </message>
</context>
<context>
    <name>kvgui::LanguageManager</name>
    <message>
        <location filename="../app/gui/languagemanager.cpp" line="+113"/>
        <source>La&amp;nguage</source>
        <translation>Li&amp;ngua</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;System Language</source>
        <extracomment>Language menu entry: use the language of the desktop (the choice is remembered)</extracomment>
        <translation>Lingua di &amp;sistema</translation>
    </message>
</context>
<context>
    <name>kvgui::LegendBar</name>
    <message>
        <location filename="../app/gui/legendbar.cpp" line="+73"/>
        <source>Usable capacity</source>
        <translation>Capacità utilizzabile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the plan may use: the memory minus what the driver, display and OS keep.</source>
        <translation>Ciò che il piano può usare: la memoria meno quello che tengono driver, schermo e sistema operativo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VRAM + RAM</source>
        <translation>VRAM + RAM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now</source>
        <translation>Adesso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The current context (or number of users).</source>
        <translation>Il contesto attuale (o il numero di utenti).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limit that still fits</source>
        <translation>Limite che ci sta ancora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The longest context (or the most users) for which everything stays in VRAM.</source>
        <translation>Il contesto più lungo (o il massimo di utenti) per cui tutto resta in VRAM.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chart legend</source>
        <translation>Legenda del grafico</translation>
    </message>
</context>
<context>
    <name>kvgui::LogCheckDialog</name>
    <message>
        <location filename="../app/gui/logcheckdialog.cpp" line="+7"/>
        <source>Check Against a Log — %1</source>
        <translation>Confronto con un log — %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Compared lines</source>
        <translation>Righe confrontate</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Plan This Run</source>
        <translation>Pianifica questa esecuzione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replace the current plan with the run this log describes.</source>
        <translation>Sostituisce il piano attuale con l’esecuzione descritta da questo log.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use Measurements for This Machine</source>
        <translation>Usa le misure per questa macchina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep what the log measured (compute buffers, vLLM figures, the prompt speed against the bound): apply it to the current plan and save it as a machine profile.</source>
        <translation>Conserva ciò che il log ha misurato (buffer di calcolo, valori di vLLM, la velocità del prompt rispetto al limite): applicalo al piano attuale e salvalo come profilo macchina.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The model is not known: %1. Below is what the runtime reported, without kvplanner&apos;s figures; open the model that ran and plan it to compare.</source>
        <extracomment>%1 why kvplanner cannot tell the model; the table then lists the runtime&apos;s own figures</extracomment>
        <translation>Il modello non è noto: %1. Sotto c&apos;è ciò che ha riportato il runtime, senza i valori di kvplanner; apri il modello eseguito e pianificalo per confrontare.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This file cannot be checked: %1. Lines read: %2, recognised: %3.</source>
        <translation>Impossibile controllare questo file: %1. Righe lette: %2, riconosciute: %3.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 log of %2. %3 of %4 lines match to the printed digit, %5 within the log&apos;s rounding, %6 differ (the reason is in the last column).</source>
        <extracomment>%1 runtime (llama.cpp, ollama, vllm), %2 model name, then counts of compared lines</extracomment>
        <translation>Log di %1 per %2. %3 righe su %4 coincidono fino all’ultima cifra stampata, %5 entro l’arrotondamento del log, %6 differiscono (il motivo è nell’ultima colonna).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The run read its longest prompt at %1 % of the most the planned machine allows; Use Measurements keeps this for the first-token estimate.</source>
        <extracomment>%1 the longest logged prompt&apos;s speed over the prefill bound of the planned machine, e.g. &quot;20.6&quot;</extracomment>
        <translation>L&apos;esecuzione ha letto il prompt più lungo al %1 % del massimo consentito dalla macchina del piano; «Usa le misure per questa macchina» lo conserva per la stima del primo token.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The log prints prompt speeds; pick the machine that ran it in the plan (with its peak compute) to compare them with the bound.</source>
        <translation>Il log stampa le velocità dei prompt; scegli nel piano la macchina che lo ha prodotto (con la sua potenza di picco) per confrontarle con il limite.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%2 prints prompt throughput averaged over each logging interval: the run read prompts at least %1 tokens/s, a floor rather than a speed, so Use Measurements does not keep it.</source>
        <extracomment>%1 the busiest logging interval&apos;s prompt throughput, e.g. &quot;3276.8&quot;; %2 the runtime, &quot;vllm&quot; or &quot;sglang&quot;</extracomment>
        <translation>%2 stampa il throughput dei prompt come media su ogni intervallo di log: l&apos;esecuzione ha letto i prompt ad almeno %1 token/s, un minimo e non una velocità, quindi «Usa le misure per questa macchina» non lo conserva.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>What kvplanner read into the log:</source>
        <extracomment>heading of the list of what the rebuilt run assumed or inferred from the log (devices, weights, defaults)</extracomment>
        <translation>Cosa kvplanner ha ricavato dal log:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Plan From Log</source>
        <translation>Piano dal log</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Use Measured Buffers</source>
        <translation>Usa i buffer misurati</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+9"/>
        <source>Save Machine Profile</source>
        <translation>Salva profilo della macchina</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Machine profiles (*.json)</source>
        <translation>Profili della macchina (*.json)</translation>
    </message>
</context>
<context>
    <name>kvgui::MachineTableModel</name>
    <message>
        <location filename="../app/gui/choosemodels.cpp" line="+83"/>
        <source>%1 over</source>
        <extracomment>a plan over the tightest device&apos;s memory by %1</extracomment>
        <translation>%1 in eccesso</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Your price: %1</source>
        <translation>Il tuo prezzo: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List price: %1</source>
        <translation>Prezzo di listino: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Converted from %1 at the rate of %2.</source>
        <extracomment>%1 the currency a price was given in (USD), %2 the rates&apos; date</extracomment>
        <translation>Convertito da %1 al cambio del %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Double-click to type your own price for this row (empty: back to the list price).</source>
        <translation>Fai doppio clic per inserire il tuo prezzo per questa riga (vuoto: torna al prezzo di listino).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Usable minus used on the tightest device.</source>
        <translation>Memoria utilizzabile meno memoria usata sul dispositivo più al limite.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Machine</source>
        <translation>Macchina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Verdict</source>
        <translation>Verdetto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Headroom</source>
        <translation>Margine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context on GPU</source>
        <translation>Contesto su GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Users</source>
        <translation>Utenti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed bound</source>
        <translation>Limite di velocità</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price</source>
        <translation>Prezzo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per token/s</source>
        <translation>Per token/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power</source>
        <translation>Potenza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per month, at most</source>
        <translation>Al mese, al massimo</translation>
    </message>
</context>
<context>
    <name>kvgui::MainWindow</name>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="+240"/>
        <source>About kvplanner</source>
        <translation>Informazioni su kvplanner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;kvplanner %1&lt;/b&gt;&lt;p&gt;Will this language model fit your machine? Weights plus the KV cache that grows with every token and every user, as the runtimes really allocate it.&lt;/p&gt;</source>
        <translation>&lt;b&gt;kvplanner %1&lt;/b&gt;&lt;p&gt;Questo modello linguistico ci sta sulla tua macchina? I pesi più la cache KV che cresce con ogni token e ogni utente, come la allocano davvero i runtime.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Model</source>
        <translation>Modello</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Machine</source>
        <translation>Macchina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runtime</source>
        <translation>Runtime</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side models</source>
        <translation>Modelli ausiliari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Choose</source>
        <translation>&amp;Scegli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Models That Fit This Machine…</source>
        <translation>&amp;Modelli che ci stanno su questa macchina…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every model at every weight scheme on this machine, for this context and users.</source>
        <translation>Ogni modello con ogni schema dei pesi su questa macchina, con questo contesto e questi utenti.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>M&amp;achines for This Plan…</source>
        <translation>M&amp;acchine per questo piano…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This model, context and users on every hardware preset, best first.</source>
        <translation>Questo modello, contesto e numero di utenti su ogni preset di hardware, prima i migliori.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Compare Pinned Plans…</source>
        <translation>&amp;Confronta i piani fissati…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pin This Plan</source>
        <translation>&amp;Fissa questo piano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep this plan to compare with others (up to four; saved in the file).</source>
        <translation>Tiene questo piano per confrontarlo con altri (fino a quattro; salvati nel file).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Find Model</source>
        <translation>&amp;Cerca modello</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New</source>
        <translation>&amp;Nuovo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open Scenario…</source>
        <translation>&amp;Apri scenario…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add Model &amp;Folder…</source>
        <translation>Aggiungi &amp;cartella di modelli…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Also list the GGUF files and config.json snapshots in a folder of yours under “On this computer” (Ollama&apos;s, LM Studio&apos;s, llama.cpp&apos;s and Hugging Face&apos;s folders are found by themselves).</source>
        <translation>Elenca anche i file GGUF e le istantanee config.json di una tua cartella in “Su questo computer” (le cartelle di Ollama, LM Studio, llama.cpp e Hugging Face si trovano da sole).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;Model File…</source>
        <translation>Apri file di &amp;modello…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open C&amp;luster File…</source>
        <translation>Apri file di c&amp;luster…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plan on several machines whose nodes differ, described in a kvplanner.cluster/1 file (see the README).</source>
        <translation>Pianifica su più macchine con nodi diversi, descritte in un file kvplanner.cluster/1 (vedi il README).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read a model from a GGUF file, a Hugging Face config.json or a kvplanner model description.</source>
        <translation>Legge un modello da un file GGUF, da un config.json di Hugging Face o da una descrizione di modello kvplanner.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open MLX / safetensors Fol&amp;der…</source>
        <translation>Apri cartella MLX / safetensors (&amp;D)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read a model folder as downloaded from Hugging Face (config.json + *.safetensors, such as mlx-community&apos;s MLX folders): the weights&apos; exact bytes from the safetensors headers; an MLX folder plans under MLX.</source>
        <translation>Legge una cartella del modello scaricata da Hugging Face (config.json + *.safetensors, come le cartelle MLX di mlx-community): i byte esatti dei pesi dalle intestazioni safetensors; una cartella MLX si pianifica con MLX.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;Recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Clear Recent Files</source>
        <translation>&amp;Cancella file recenti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>Salva &amp;come…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Check Against a Log…</source>
        <translation>&amp;Confronta con un log…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare these numbers with what llama.cpp, Ollama or vLLM printed at start-up, line by line; drop a log on the window to do the same.</source>
        <translation>Confronta questi numeri, riga per riga, con quelli stampati all’avvio da llama.cpp, Ollama o vLLM; trascina un log sulla finestra per fare lo stesso.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export &amp;Report…</source>
        <translation>Esporta re&amp;port…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;Talk as PDF…</source>
        <translation>Esporta il &amp;talk in PDF…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Talk mode as slides for this plan: one 16:9 page per step, each followed by its speaker notes</source>
        <translation>La modalità talk come slide per questo piano: una pagina 16:9 per passo, ciascuna seguita dalle note del relatore</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export</source>
        <translation>&amp;Esporta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Charts as &amp;PNG…</source>
        <translation>Grafici come &amp;PNG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Estimate as &amp;JSON</source>
        <translation>Copia la stima come &amp;JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Estimate as &amp;Markdown</source>
        <translation>Copia la stima come &amp;Markdown</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>Esc&amp;i</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Logarithmic Axis</source>
        <translation>Asse &amp;logaritmico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Theme</source>
        <translation>T&amp;ema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Talk Mode</source>
        <translation>Modalità &amp;talk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Explain the KV cache full screen, step by step (Esc leaves)</source>
        <translation>Spiega la cache KV a schermo intero, passo dopo passo (Esc per uscire)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speaker &amp;Notes</source>
        <translation>&amp;Note del relatore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The talk with a second window showing each step&apos;s speaker notes, on another screen when there is one</source>
        <translation>Il talk con una seconda finestra che mostra le note di ogni passo, su un altro schermo se c&apos;è</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>E&amp;xplain</source>
        <translation>Spie&amp;gazione</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;System</source>
        <translation>&amp;Sistema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light</source>
        <translation>&amp;Chiaro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark</source>
        <translation>Sc&amp;uro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About kvplanner</source>
        <translation>&amp;Informazioni su kvplanner</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1[*] — %2 on %3 — kvplanner</source>
        <extracomment>window title: %1 document name, %2 model, %3 machine; [*] marks unsaved changes</extracomment>
        <translation>%1[*] — %2 su %3 — kvplanner</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;%1 %2</source>
        <extracomment>recent-file menu entry: %1 its number (keyboard accelerator), %2 the file name</extracomment>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Export charts</source>
        <translation>Esporta grafici</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PNG images (*.png)</source>
        <translation>Immagini PNG (*.png)</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+16"/>
        <source>Cannot export</source>
        <translation>Impossibile esportare</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Export Talk as PDF</source>
        <translation>Esporta il talk in PDF</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF files (*.pdf)</source>
        <translation>File PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>kvgui::ModelPicker</name>
    <message>
        <location filename="../app/gui/modelpicker.cpp" line="+79"/>
        <source>Vision projector: %1</source>
        <translation>Proiettore visivo: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ollama&apos;s num_ctx: %1</source>
        <translation>num_ctx di Ollama: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Size on disk</source>
        <translation>Dimensione su disco</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · %2</source>
        <extracomment>the picker&apos;s third column for a model on disk: %1 quantisation (Q4_K_M) or architecture, %2 where it is</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Other</source>
        <extracomment>model family for models without one</extracomment>
        <translation>Altri</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+96"/>
        <source>On this computer</source>
        <translation>Su questo computer</translation>
    </message>
    <message>
        <location line="-84"/>
        <location line="+82"/>
        <source>Opened files</source>
        <translation>File aperti</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>%1 · %2 parameters · %3 layers · trained on %4 tokens · %5</source>
        <extracomment>%1 model name, %2 parameter count (32.8B), %3 layer count, %4 training context in tokens, %5 badges</extracomment>
        <translation>%1 · %2 parametri · %3 layer · addestrato su %4 token · %5</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Search models…</source>
        <translation>Cerca modelli…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search models</source>
        <translation>Cerca modelli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Models</source>
        <translation>Modelli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Models by family, with their parameter count and attention type: GQA/MQA share KV heads, SWA layers keep only a window, MLA caches one latent vector, hybrid models keep a fixed recurrent state, MoE models activate only some experts.</source>
        <translation>Modelli per famiglia, con numero di parametri e tipo di attenzione: GQA/MQA condividono le teste KV, i layer SWA tengono solo una finestra, MLA tiene in cache un vettore latente, i modelli ibridi tengono uno stato ricorrente fisso, i modelli MoE attivano solo alcuni esperti.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Model</source>
        <translation>Modello</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Size</source>
        <translation>Param.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Attention</source>
        <translation>Attenzione</translation>
    </message>
</context>
<context>
    <name>kvgui::PlannerDocument</name>
    <message>
        <location filename="../app/gui/plannerdocument.cpp" line="+39"/>
        <source>The numbers are too large to compute.</source>
        <translation>Numeri troppo grandi da calcolare.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unexpected problem: %1</source>
        <translation>Problema inatteso: %1</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Untitled</source>
        <translation>Senza titolo</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>“%1” is too large to be a cluster file.</source>
        <translation>“%1” è troppo grande per essere un file di cluster.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open cluster</source>
        <translation>Apri cluster</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>“%1” is not a cluster kvplanner can open: %2</source>
        <translation>“%1” non è un cluster che kvplanner può aprire: %2</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>Choose model %1</source>
        <extracomment>undo step name; %1 is a model name</extracomment>
        <translation>Scegli il modello %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Change context</source>
        <translation>Modifica contesto</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Change users</source>
        <translation>Modifica utenti</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Change weight precision</source>
        <translation>Modifica precisione dei pesi</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Change KV cache precision</source>
        <translation>Modifica precisione della cache KV</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Change runtime</source>
        <translation>Modifica runtime</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Change runtime options</source>
        <translation>Modifica opzioni del runtime</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Change vLLM options</source>
        <translation>Modifica opzioni di vLLM</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Change side models</source>
        <translation>Cambia modelli ausiliari</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Change hardware</source>
        <translation>Modifica hardware</translation>
    </message>
    <message>
        <location line="-182"/>
        <location line="+275"/>
        <source>Cannot read “%1”: %2</source>
        <translation>Impossibile leggere “%1”: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“%1” is too large to be a scenario file.</source>
        <translation>“%1” è troppo grande per essere un file di scenario.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a scenario kvplanner can open: %2</source>
        <translation>“%1” non è uno scenario che kvplanner possa aprire: %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cannot open the model file “%1”: %2</source>
        <translation>Impossibile aprire il file di modello “%1”: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot open the model “%1”: %2</source>
        <translation>Impossibile aprire il modello “%1”: %2</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>last session</source>
        <translation>ultima sessione</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Pin plan</source>
        <translation>Fissa il piano</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Unpin plan</source>
        <translation>Rimuovi il piano fissato</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Choose %1 at %2</source>
        <translation>Scegli %1 con %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose %1</source>
        <translation>Scegli %1</translation>
    </message>
</context>
<context>
    <name>kvgui::PromptChart</name>
    <message>
        <location filename="../app/gui/charts/promptchart.cpp" line="+154"/>
        <source>Time to the first token: no plan</source>
        <translation>Tempo al primo token: nessun piano</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time to the first token: no bound for this machine (no sourced peak compute figure)</source>
        <extracomment>chart title when the machine lacks a sourced peak compute figure (or no machine is chosen)</extracomment>
        <translation>Tempo al primo token: nessun limite per questa macchina (manca un dato di calcolo di picco con fonte)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Time to the first token: %1 tokens take %2, limited by %3</source>
        <extracomment>chart title; %1 the longest prompt drawn, %2 its first-token bound, %3 what limits it</extracomment>
        <translation>Tempo al primo token: %1 token richiedono %2, limitato da %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A prompt of %1 tokens</source>
        <extracomment>chart tooltip heading; %1 prompt tokens</extracomment>
        <translation>Un prompt di %1 token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First token: %1</source>
        <translation>Primo token: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whole answer of %1 tokens: %2</source>
        <extracomment>chart tooltip: %1 the answer&apos;s tokens, %2 the bound on the whole answer&apos;s time (prompt and answer)</extracomment>
        <translation>Risposta intera di %1 token: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reads at most %1 prompt tokens/s</source>
        <extracomment>chart tooltip: %1 prompt tokens read per second at most</extracomment>
        <translation>Legge al massimo %1 token di prompt/s</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Prompt tokens per user</source>
        <translation>Token di prompt per utente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First token, seconds (a lower bound)</source>
        <translation>Primo token, secondi (limite inferiore)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whole answer, seconds (a lower bound)</source>
        <translation>Risposta intera, secondi (limite inferiore)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First token</source>
        <translation>Primo token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whole answer</source>
        <translation>Risposta intera</translation>
    </message>
</context>
<context>
    <name>kvgui::ReportDialog</name>
    <message>
        <location filename="../app/gui/reportdialog.cpp" line="+28"/>
        <location line="+119"/>
        <source>Export Report</source>
        <translation>Esporta report</translation>
    </message>
    <message>
        <location line="-110"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Page size:</source>
        <translation>&amp;Formato pagina:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Report preview</source>
        <translation>Anteprima del report</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Previous page</source>
        <translation>Pagina precedente</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next page</source>
        <translation>Pagina successiva</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Save &amp;PDF…</source>
        <translation>Salva &amp;PDF…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sweep as &amp;CSV…</source>
        <translation>Sweep come &amp;CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Estimate as &amp;JSON…</source>
        <translation>Stima come &amp;JSON…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Charts as P&amp;NG…</source>
        <translation>Grafici come P&amp;NG…</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Page %1 of %2</source>
        <extracomment>report preview: page %1 of %2</extracomment>
        <translation>Pagina %1 di %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Save Report</source>
        <translation>Salva report</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save Sweep</source>
        <translation>Salva sweep</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save Estimate</source>
        <translation>Salva stima</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Folder for the Chart Images</source>
        <extracomment>the user names a folder; devices.png, context.png and bytes-per-token.png are written into it</extracomment>
        <translation>Cartella per le immagini dei grafici</translation>
    </message>
</context>
<context>
    <name>kvgui::ResultsPanel</name>
    <message numerus="yes">
        <location filename="../app/gui/resultspanel.cpp" line="+112"/>
        <source>%Ln tokens</source>
        <translation>
            <numerusform>%Ln token</numerusform>
            <numerusform>%Ln token</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per token and limits</source>
        <translation>Per token e limiti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Launch command</source>
        <translation>Comando di &amp;avvio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the command to the clipboard.</source>
        <translation>Copia il comando negli appunti.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Launch command</source>
        <translation>Comando di avvio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The command line (or environment) that makes the runtime allocate what is shown.</source>
        <translation>La riga di comando (o l’ambiente) con cui il runtime alloca ciò che vedi.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>All nodes</source>
        <translation>Tutti i nodi</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (%2)</source>
        <extracomment>Copy menu of a cluster&apos;s launch: %1 the node (node 2), %2 its host</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The file: %1, %2 bits per weight</source>
        <translation>Il file: %1, %2 bit per peso</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>embedding</source>
        <translation>embedding</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>attention</source>
        <translation>attenzione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dense FFN</source>
        <translation>FFN densa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>experts</source>
        <translation>esperti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>recurrent</source>
        <translation>ricorrenti</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>norms</source>
        <translation>norme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>output</source>
        <translation>output</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>other</source>
        <translation>altro</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  %1: %2</source>
        <extracomment>a tensor class of the weights file and its bytes, e.g. &quot;attention: 1.20 GiB&quot;</extracomment>
        <translation>  %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By type: %1</source>
        <translation>Per tipo: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>of which draft model %1</source>
        <extracomment>%1 the draft model&apos;s name; its weights, KV cache and compute are part of the rows above</extracomment>
        <translation>di cui modello bozza %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>of which vision projector</source>
        <translation>di cui proiettore visivo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Padding over the ideal cache</source>
        <extracomment>the KV cache beyond the textbook minimum, from padding and per-user slices</extracomment>
        <translation>Padding oltre la cache ideale</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ollama predicts a KV cache of</source>
        <translation>Ollama prevede una cache KV di</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vLLM reserves</source>
        <translation>vLLM riserva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vLLM KV pool</source>
        <translation>Pool KV di vLLM</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>SGLang reserves</source>
        <translation>SGLang riserva</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cache set aside at load</source>
        <extracomment>the KV cache (and recurrent state) allocated when the model loads, before any token</extracomment>
        <translation>Cache riservata al caricamento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cache the users fill</source>
        <extracomment>the KV cache the users&apos; tokens hold at the full context</extracomment>
        <translation>Cache occupata dagli utenti</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Memory band</source>
        <extracomment>Apple silicon: which memory band the plan is in (fits / pages / fails)</extracomment>
        <translation>Fascia di memoria</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Raise the GPU working-set limit with %1</source>
        <extracomment>tooltip of the memory band: %1 the command that raises the GPU working-set limit</extracomment>
        <translation>Alzate il limite di working set della GPU con %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU working-set limit</source>
        <translation>Limite di working set della GPU</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>KV cache per token</source>
        <translation>Cache KV per token</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (%Ln layers)</source>
        <extracomment>%1 kind of layers (full attention); %n how many layers have it</extracomment>
        <translation>
            <numerusform>%1 (%Ln layer)</numerusform>
            <numerusform>%1 (%Ln layer)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 per user</source>
        <translation>%1 per utente</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 per cell</source>
        <translation>%1 per cella</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Longest context that fits</source>
        <translation>Contesto massimo che ci sta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most users at this context</source>
        <translation>Max utenti con questo contesto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With layers in RAM</source>
        <extracomment>the longest context when some layers may run from system RAM (slower)</extracomment>
        <translation>Con layer in RAM</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speed bound</source>
        <translation>Limite di velocità</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Energy per million tokens</source>
        <extracomment>row label: the energy a million generated tokens take at full board power (an upper bound)</extracomment>
        <translation>Energia per milione di token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at most %1 Wh</source>
        <translation>al massimo %1 Wh</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Running cost a month</source>
        <extracomment>row label: what a month of use costs in electricity (an upper bound)</extracomment>
        <translation>Costo di esercizio al mese</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at most %1</source>
        <translation>al massimo %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at most %1 kWh</source>
        <translation>al massimo %1 kWh</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First token after</source>
        <extracomment>row label: the time to the first token for the plan&apos;s prompt (a lower bound)</extracomment>
        <translation>Primo token dopo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>of which the network</source>
        <extracomment>a cluster: the network&apos;s share of one generated token&apos;s time, in milliseconds</extracomment>
        <translation>di cui la rete</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ms of %2 ms per token</source>
        <translation>%1 ms su %2 ms per token</translation>
    </message>
</context>
<context>
    <name>kvgui::RuntimePanel</name>
    <message>
        <location filename="../app/gui/runtimepanel.cpp" line="+166"/>
        <source>R&amp;untime</source>
        <translation>R&amp;untime</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runtime</source>
        <translation>Runtime</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Advanced</source>
        <translation>&amp;Avanzate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Advanced runtime options</source>
        <translation>Opzioni avanzate del runtime</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Flash attention</source>
        <translation>&amp;Flash attention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Auto (on)</source>
        <translation>Auto (attiva)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On</source>
        <translation>Attiva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Disattiva</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>llama.cpp -fa. Without it, quantised V caches are refused and the compute buffer holds the attention scores.</source>
        <translation>llama.cpp -fa. Senza, le cache V quantizzate vengono rifiutate e il buffer di calcolo contiene i punteggi di attenzione.</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>&amp;Batch size</source>
        <translation>Dimensione del &amp;batch</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>llama.cpp -b: tokens per logical batch (default 2048).</source>
        <translation>llama.cpp -b: token per batch logico (predefinito 2048).</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>&amp;Micro-batch</source>
        <translation>&amp;Micro-batch</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>llama.cpp -ub: tokens per physical batch (default 512); the compute buffer grows with it.</source>
        <translation>llama.cpp -ub: token per batch fisico (predefinito 512); il buffer di calcolo cresce con esso.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>As plain `ollama &amp;serve` would run it</source>
        <translation>Come lo eseguirebbe `ollama &amp;serve` senza altro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What Ollama allocates with nothing set: num_ctx by the GPU memory (4096 below 23 GiB, 32768 below 47 GiB, else 262144, within the training context), one request at a time. The context and users sliders then do not apply.</source>
        <translation>Ciò che Ollama alloca senza impostazioni: num_ctx secondo la memoria della GPU (4096 sotto 23 GiB, 32768 sotto 47 GiB, altrimenti 262144, entro il contesto di addestramento), una richiesta alla volta. I cursori di contesto e utenti allora non contano.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As plain llama-&amp;server would run it</source>
        <translation>Come lo eseguirebbe llama-&amp;server semplice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What `llama-server -m model.gguf` allocates with nothing else given: 4 slots sharing one cache, and the training context for every slot, shrunk until each GPU keeps 1 GiB free. The context and users sliders then do not apply.</source>
        <translation>Ciò che alloca `llama-server -m model.gguf` senza altro: 4 slot che condividono una cache e il contesto di addestramento per ogni slot, ridotto finché ogni GPU tiene 1 GiB libero. I cursori di contesto e utenti allora non valgono.</translation>
    </message>
    <message>
        <location line="-120"/>
        <source>&amp;Unified KV cache</source>
        <translation>Cache KV &amp;unificata</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>Change Ollama defaults</source>
        <translation>Cambia i valori predefiniti di Ollama</translation>
    </message>
    <message>
        <location line="+153"/>
        <source>llama.cpp --kv-unified: one cache shared by all users instead of one slice each.</source>
        <translation>llama.cpp --kv-unified: una sola cache condivisa da tutti gli utenti invece di una fetta ciascuno.</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>Full-size &amp;SWA cache</source>
        <translation>Cache &amp;SWA a dimensione piena</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>llama.cpp --swa-full: sliding-window layers keep the whole context (needed for some prompt-cache reuse).</source>
        <translation>llama.cpp --swa-full: i layer a finestra scorrevole tengono tutto il contesto (serve per alcuni riusi della cache dei prompt).</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>Separate &amp;K and V types</source>
        <translation>Tipi &amp;K e V separati</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>Change SGLang&apos;s memory fraction</source>
        <translation>Cambia la frazione di memoria di SGLang</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Change MLX&apos;s cache quantisation</source>
        <translation>Cambia la quantizzazione della cache di MLX</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Change ExLlamaV3&apos;s cache mode</source>
        <translation>Cambia la modalità di cache di ExLlamaV3</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Each runtime allocates differently: llama.cpp pads and splits the context per user, Ollama adds its own limits, vLLM and SGLang reserve a fixed share of the GPU, MLX grows its cache as tokens arrive, ExLlamaV3 shares one page pool, KoboldCpp serves one request at a time, and Ideal is the textbook minimum.</source>
        <translation>Ogni runtime alloca a modo suo: llama.cpp allinea e divide il contesto per utente, Ollama aggiunge i propri limiti, vLLM e SGLang riservano una quota fissa della GPU, MLX fa crescere la cache man mano che arrivano i token, ExLlamaV3 condivide un pool di pagine, KoboldCpp serve una richiesta alla volta e Ideale è il minimo da manuale.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Give the K and V caches different types (-ctk / -ctv).</source>
        <translation>Dà tipi diversi alle cache K e V (-ctk / -ctv).</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>K cache type</source>
        <translation>Tipo della cache K</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+2"/>
        <source>V cache type</source>
        <translation>Tipo della cache V</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cache &amp;quantisation</source>
        <translation>&amp;Quantizzazione della cache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cache quantisation</source>
        <translation>Quantizzazione della cache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None (16-bit)</source>
        <translation>Nessuna (16 bit)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1-bit</source>
        <extracomment>%1 bits per value of a quantised KV cache</extracomment>
        <translation>%1 bit</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>SGLang memory fractio&amp;n</source>
        <translation>Frazio&amp;ne di memoria SGLang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SGLang static memory fraction</source>
        <translation>Frazione di memoria statica di SGLang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sglang --mem-fraction-static: the share of each GPU&apos;s free memory SGLang keeps for the weights and its token pool (default: chosen from the GPU&apos;s memory).</source>
        <translation>sglang --mem-fraction-static: la quota della memoria libera di ogni GPU che SGLang tiene per i pesi e il suo pool di token (predefinito: scelto dalla memoria della GPU).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>vLLM GPU &amp;share</source>
        <translation>Quota GPU di v&amp;LLM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vLLM GPU memory utilisation</source>
        <translation>Utilizzo della memoria GPU di vLLM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vllm serve --gpu-memory-utilization: the share of each GPU vLLM reserves at start, whatever the traffic (default 0.90).</source>
        <translation>vllm serve --gpu-memory-utilization: la quota di ogni GPU che vLLM riserva all’avvio, qualunque sia il traffico (predefinito 0.90).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>TabbyAPI cache_mode: FP16, or K and V quantised to 8, 6 or 4 bits plus a 16-bit scale per 32 values.</source>
        <translation>cache_mode di TabbyAPI: FP16, o K e V quantizzati a 8, 6 o 4 bit più una scala a 16 bit ogni 32 valori.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mlx_lm.generate --kv-bits: the cache is quantised (with a 16-bit scale and bias per 64 values) once --quantized-kv-start tokens are cached.</source>
        <translation>mlx_lm.generate --kv-bits: la cache è quantizzata (con scala e bias a 16 bit ogni 64 valori) quando --quantized-kv-start token sono in cache.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KoboldCpp: flash attention is on unless --noflashattention; without it only the K cache is quantised.</source>
        <translation>KoboldCpp: flash attention è attiva salvo --noflashattention; senza, solo la cache K è quantizzata.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KoboldCpp sets the batch to twice the micro-batch.</source>
        <translation>KoboldCpp imposta il batch al doppio del micro-batch.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KoboldCpp --batchsize (--blasbatchsize): tokens per batch (default 512); the compute buffer grows with it.</source>
        <translation>--batchsize di KoboldCpp (--blasbatchsize): token per batch (predefinito 512); il buffer di calcolo cresce con esso.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KoboldCpp keeps one cache for its one request at a time.</source>
        <translation>KoboldCpp tiene una cache per la sua unica richiesta alla volta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KoboldCpp keeps the whole context in sliding-window layers unless --useswa (uncheck this for --useswa).</source>
        <translation>KoboldCpp tiene tutto il contesto nei layer a finestra scorrevole salvo --useswa (togli la spunta per --useswa).</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Rules checked against %1.</source>
        <translation>Regole verificate su %1.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Change KoboldCpp options</source>
        <translation>Cambia le opzioni di KoboldCpp</translation>
    </message>
</context>
<context>
    <name>kvgui::SideModelsPanel</name>
    <message>
        <location filename="../app/gui/sidemodelspanel.cpp" line="+104"/>
        <source>Vision projector:</source>
        <translation>Proiettore visivo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose…</source>
        <translation>Scegli…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An mmproj GGUF file, as given to llama-server --mmproj</source>
        <translation>Un file GGUF mmproj, come quello dato a llama-server --mmproj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the GPU</source>
        <translation>Sulla GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>llama.cpp loads the projector on the first GPU; cleared: --no-mmproj-offload keeps it in RAM</source>
        <translation>llama.cpp carica il proiettore sulla prima GPU; disattivato: --no-mmproj-offload lo tiene in RAM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Draft model:</source>
        <translation>Modello &amp;bozza:</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+20"/>
        <source>None</source>
        <translation>Nessuno</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>A small model of the same family for speculative decoding (llama-server -md): its weights and its own KV cache at the main context count too</source>
        <translation>Un modello piccolo della stessa famiglia per la decodifica speculativa (llama-server -md): contano anche i suoi pesi e la sua cache KV al contesto principale</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draft &amp;weights:</source>
        <translation>&amp;Pesi della bozza:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Modelled for llama.cpp: this runtime&apos;s plan leaves them out.</source>
        <translation>Modellati per llama.cpp: il piano di questo runtime li lascia fuori.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ollama loads a model&apos;s projector with it; it has no draft models.</source>
        <translation>Ollama carica il proiettore di un modello insieme a esso; non ha modelli bozza.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counted in the weights, KV cache and compute above, and in the launch line.</source>
        <translation>Contati nei pesi, nella cache KV e nel calcolo sopra, e nella riga di avvio.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+12"/>
        <source>Choose a vision projector</source>
        <translation>Scegli un proiettore visivo</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>mmproj GGUF files (*.gguf);;All files (*)</source>
        <translation>File GGUF mmproj (*.gguf);;Tutti i file (*)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>“%1” is not a vision projector: %2</source>
        <translation>«%1» non è un proiettore visivo: %2</translation>
    </message>
</context>
<context>
    <name>kvgui::SweepChart</name>
    <message>
        <location filename="../app/gui/charts/sweepchart.cpp" line="+151"/>
        <source>Memory against context (users: %1)</source>
        <translation>Memoria in funzione del contesto (utenti: %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory against users (%1 tokens each)</source>
        <translation>Memoria in funzione degli utenti (%1 token ciascuno)</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>%1 tokens per user</source>
        <translation>%1 token per utente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Concurrent users: %1</source>
        <extracomment>tooltip heading in the memory-against-users chart</extracomment>
        <translation>Utenti simultanei: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: %2</source>
        <extracomment>chart tooltip line: %1 component, %2 its size</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total: %1</source>
        <translation>Totale: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Context per user (tokens)</source>
        <translation>Contesto per utente (token)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Concurrent users</source>
        <translation>Utenti simultanei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>VRAM (usable)</source>
        <translation>VRAM (utilizzabile)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory (usable)</source>
        <translation>Memoria (utilizzabile)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VRAM + RAM</source>
        <translation>VRAM + RAM</translation>
    </message>
</context>
<context>
    <name>kvgui::VerdictBanner</name>
    <message>
        <location filename="../app/gui/verdictbanner.cpp" line="+43"/>
        <location line="+204"/>
        <source>Verdict</source>
        <translation>Verdetto</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>Cannot estimate</source>
        <translation>Impossibile stimare</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Memory needed</source>
        <translation>Memoria necessaria</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <location line="+3"/>
        <location line="+2"/>
        <location line="+4"/>
        <location line="+5"/>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Usable VRAM</source>
        <translation>VRAM utilizzabile</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Usable memory</source>
        <translation>Memoria utilizzabile</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Longest context that fits</source>
        <translation>Contesto massimo che ci sta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speed bound</source>
        <translation>Limite di velocità</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>First token after</source>
        <translation>Primo token dopo</translation>
    </message>
</context>
</TS>
