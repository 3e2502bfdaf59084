<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>Charts</name>
    <message>
        <location filename="../app/gui/charts/chartstyle.cpp" line="+95"/>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 rounded size (8.00 GiB), %2 exact byte count</extracomment>
        <translation>%1（%2 バイト）</translation>
    </message>
</context>
<context>
    <name>Choose</name>
    <message>
        <location filename="../app/common/choosewording.cpp" line="+34"/>
        <source> (at most %1 tokens/s per user; now %2)</source>
        <extracomment>%1 the new decode-speed bound, %2 the current one</extracomment>
        <translation> （ユーザーあたり最大 %1 トークン/秒、現在は %2）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a %1 GPU limit</source>
        <extracomment>one change of several: %1 the GPU working-set limit of a Mac (45.0 GiB)</extracomment>
        <translation>GPU 上限 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>vLLM reserving %1% of the GPU</source>
        <extracomment>one change of several: %1 a percentage</extracomment>
        <translation>vLLM が GPU の %1% を確保</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a %1 KV cache</source>
        <extracomment>one change of several: %1 a KV cache type (q8_0)</extracomment>
        <translation>%1 の KV キャッシュ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 weights</source>
        <extracomment>one change of several: %1 a weight scheme (Q3_K_M)</extracomment>
        <translation>%1 の重み</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the experts of %1 layers in RAM</source>
        <extracomment>one change of several: %1 layers whose experts stay in system RAM</extracomment>
        <translation>%1 層のエキスパートを RAM に</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 tokens per user (not %2)</source>
        <extracomment>one change of several: %1 the context per user, %2 the context asked for</extracomment>
        <translation>ユーザーあたり %1 トークン（%2 ではなく）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 users at once (not %2)</source>
        <extracomment>one change of several: %1 users at once, %2 the users asked for</extracomment>
        <translation>同時 %1 ユーザー（%2 ではなく）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 GPUs</source>
        <extracomment>one change of several: %1 a number of GPUs</extracomment>
        <translation>GPU %1 基</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>Let the GPU use up to %1 of the unified memory (sudo sysctl iogpu.wired_limit_mb=%2): free, but it leaves less memory for other programs until the next restart.</source>
        <extracomment>%1 the new GPU memory limit (e.g. 120 GiB), %2 the same in MiB for the sysctl command</extracomment>
        <translation>GPU がユニファイドメモリを最大 %1 まで使えるようにします（sudo sysctl iogpu.wired_limit_mb=%2）。コストはかかりませんが、次に再起動するまで他のプログラムが使えるメモリが減ります。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Let vLLM reserve %1% of the GPU (--gpu-memory-utilization %2): free, if nothing else needs that GPU memory.</source>
        <extracomment>%1 a percentage, %2 the flag&apos;s value (0.95)</extracomment>
        <translation>vLLM に GPU の %1% を確保させます（--gpu-memory-utilization %2）。その GPU メモリを他に使うものがなければ、コストはかかりません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Store the KV cache as %1: about half the memory of 16-bit values, with a barely measurable loss of quality.</source>
        <translation>KV キャッシュを %1 で保持します。メモリは 16 ビット値の約半分で、品質の低下はほとんど測定できないほどです。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Use %1 weights (%2 in all) instead of %3: smaller, at some loss of quality.</source>
        <extracomment>%1 a weight scheme (Q3_K_M), %2 its size, %3 the current scheme</extracomment>
        <translation>%3 の代わりに %1 の重みを使います（全体で %2）。小さくなりますが、品質は多少落ちます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Store the KV cache as %1: about a quarter of the memory of 16-bit values, with a noticeable loss of quality on long contexts.</source>
        <translation>KV キャッシュを %1 で保持します。メモリは 16 ビット値の約 4 分の 1 ですが、長いコンテキストでは品質の低下がはっきり表れます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep the experts of the first %1 layers in system RAM (--n-cpu-moe %1): everything else stays on the GPU, and every token reads those experts from RAM%2.</source>
        <extracomment>%1 a number of layers whose experts stay in system RAM</extracomment>
        <translation>最初の %1 レイヤーのエキスパートをシステム RAM に置きます（--n-cpu-moe %1）。それ以外は GPU に残り、トークンごとにそれらのエキスパートを RAM から読み込みます%2。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Put %1 layers on the GPU and the rest in system RAM (-ngl %1): it runs, but slower%2.</source>
        <translation>%1 レイヤーを GPU に、残りをシステム RAM に置きます（-ngl %1）。動作はしますが、遅くなります%2。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shorten the context to %1 tokens per user (instead of %2): longer conversations are cut off.</source>
        <extracomment>%1 the longest context per user that fits, %2 the context asked for</extracomment>
        <translation>コンテキストをユーザーあたり %1 トークンに短くします（指定は %2）。それより長い会話は打ち切られます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Serve %1 of the %2 users at once: the others wait their turn.</source>
        <extracomment>%1 the users that fit at once, %2 the users asked for</extracomment>
        <translation>%2 ユーザーのうち %1 ユーザーを同時に処理します。残りは順番を待ちます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Use %1 GPUs of this kind: it costs the cards you add%2.</source>
        <extracomment>%1 a number of GPUs (two or more), %2 the speed bound with them</extracomment>
        <translation>この種類の GPU を %1 枚使います。追加するカードの費用がかかります%2。</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+56"/>
        <location line="+23"/>
        <source>, at most %1 tokens/s per user</source>
        <translation>（ユーザーあたり最大 %1 トークン/秒）</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>The first token comes %1 s sooner (after at least %2 s; now %3 s).</source>
        <extracomment>after a suggestion: %1 seconds gained, %2 the new first-token bound in seconds, %3 the current one</extracomment>
        <translation>最初のトークンが %1 秒早くなります（早くても %2 秒後。現在 %3 秒）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The first token comes %1 s later (after at least %2 s; now %3 s).</source>
        <extracomment>after a suggestion: %1 seconds lost, %2 the new first-token bound in seconds, %3 the current one</extracomment>
        <translation>最初のトークンが %1 秒遅くなります（早くても %2 秒後。現在 %3 秒）。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Use %1 GPUs of this kind: the cards you add cost about %2%3.</source>
        <extracomment>%1 a number of GPUs (two or more), %2 what the added cards cost (1499 USD), %3 the speed bound with them</extracomment>
        <translation>この種類の GPU を %1 枚にします: 追加するカードは約 %2%3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run it as it is on %1, about %2: it fits there%3.</source>
        <extracomment>%1 a machine&apos;s name (with its GPU count), %2 its price (3998 USD), %3 the speed bound there</extracomment>
        <translation>そのまま %1（約 %2）で動かします: そこなら収まります%3。</translation>
    </message>
    <message>
        <location line="+59"/>
        <source> The GPU limit: sudo sysctl iogpu.wired_limit_mb=%1 (until the next restart).</source>
        <extracomment>after a combination with a larger GPU limit: %1 the limit in MiB</extracomment>
        <translation> GPU 上限の設定: sudo sysctl iogpu.wired_limit_mb=%1（次の再起動まで有効）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Together: %1. No one of them alone makes it fit.</source>
        <extracomment>two or three changes that fit only together; %1 the changes joined by &quot; + &quot; (e.g. &quot;Q3_K_M weights + a q8_0 KV cache&quot;)</extracomment>
        <translation>組み合わせ: %1。どれか一つだけでは収まりません。</translation>
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
        <translation>このまま %1 で動かす: そこなら収まります%2。</translation>
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
        <translation>%1、%3 ではなく %2 トークン/秒、全体で %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2 in all</source>
        <extracomment>a suggestion&apos;s outcome: %1 its verdict (fits), %2 the plan&apos;s bytes</extracomment>
        <translation>%1、全体で %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>free</source>
        <translation>コストなし</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>quality</source>
        <translation>品質</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>capability</source>
        <translation>処理能力</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>money</source>
        <translation>費用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>several</source>
        <translation>複数</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>refused</source>
        <extracomment>the runtime refuses this combination (e.g. a quantised V cache without flash attention)</extracomment>
        <translation>受け付けない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fits</source>
        <translation>収まる</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>spills %Ln layers</source>
        <translation>
            <numerusform>%Ln レイヤーがはみ出す</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spills</source>
        <translation>RAM にはみ出す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>does not fit</source>
        <translation>収まらない</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no machine</source>
        <translation>マシン未選択</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Prices in %1: prices given in %2 converted at the rate of %3 (%4).</source>
        <extracomment>%1 the display currency (JPY), %2 the currencies prices were given in (USD), %3 the rates&apos; date (2025-12-31), %4 the rates&apos; name (ECB euro reference rates)</extracomment>
        <translation>価格は %1 で表示。%2 の価格は %3 のレート（%4）で換算しています。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Prices marked * are your own, not the list price.</source>
        <translation>* の付いた価格は定価ではなく、あなたが入力した価格です。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No machine of known price runs this plan.</source>
        <translation>このプランを動かせる、価格のわかるマシンはありません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cheapest that fits: %1 at %2, %3 tokens/s per user.</source>
        <extracomment>%1 a machine, %2 its price, %3 its decode-speed bound per user</extracomment>
        <translation>収まる中で最安: %1（%2）、ユーザーあたり %3 トークン/秒。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing priced fits; cheapest that runs with layers in RAM: %1 at %2, %3 tokens/s per user.</source>
        <extracomment>none fits on the GPU: %1 a machine whose layers partly stay in system RAM, %2 its price, %3 its speed</extracomment>
        <translation>価格のわかるマシンはどれも収まりません。一部のレイヤーを RAM に置いて動く中で最安: %1（%2）、ユーザーあたり %3 トークン/秒。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>at most %1 Wh per million tokens</source>
        <extracomment>%1 watt-hours (an upper bound) for a million generated tokens</extracomment>
        <translation>100 万トークンあたり最大 %1 Wh</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>at most %1 a month</source>
        <extracomment>%1 a price (an upper bound) for a month of use</extracomment>
        <translation>月に最大 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>at most %1 kWh a month</source>
        <extracomment>%1 kilowatt-hours (an upper bound) for a month of use, when no price per kWh is known</extracomment>
        <translation>月に最大 %1 kWh</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2 board power, %3 h a day)</source>
        <extracomment>after the running-cost bounds: %1 the board power (700 W), %2 hours of generation a day</extracomment>
        <translation>%1（ボード電力 %2、1 日 %3 時間）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no price per kWh for %1</source>
        <translation>%1 の 1 kWh あたりの電気料金は不明</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %2 per kWh (%3 average, %4)</source>
        <extracomment>%1 a price per kWh, %2 its currency, %3 a region code (US, JP, IT), %4 a date</extracomment>
        <translation>1 kWh あたり %1 %2（%3 の平均、%4）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2 per kWh (yours)</source>
        <translation>1 kWh あたり %1 %2（入力値）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Running cost, upper bounds: the full board power (the cards only, or the whole system) for %1 h of generation a day at %2, the maker&apos;s idle power the rest of the day where it is published; memory-bound decoding rarely draws full board power.</source>
        <extracomment>%1 hours of generation a day, %2 the electricity price (&quot;0.17 USD per kWh (US average, 2025)&quot;)</extracomment>
        <translation>電気代は上限値です。1 日 %1 時間の生成中はボード電力（カードのみ、またはシステム全体）をフルに使い、電気料金は %2、残りの時間はメーカーが公表していればアイドル電力で計算しています。メモリ帯域律速のデコードでボード電力をフルに使うことはまずありません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Wh/Mtok: that power for the time a million tokens take at the decode-speed bound, all users together.</source>
        <translation>Wh/Mtok: その電力で、デコード速度の上限（全ユーザー合計）で 100 万トークンを生成する時間分のエネルギー。</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../app/cli/check.cpp" line="+59"/>
        <source>the model “%1” (%2, %3 layers)</source>
        <translation>モデル「%1」（%2、%3 レイヤー）</translation>
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
        <translation>コマンドライン</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>nothing a runtime prints at start-up</source>
        <translation>ランタイムが起動時に出力する内容が何もありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 lines recognised; found %3</source>
        <translation>%2 行中 %1 行を認識。検出: %3</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%2 prints prompt throughput averaged over each logging interval, with no prompt length: the run read prompts at least %1 tokens/s. That is a floor, not the run&apos;s speed, so --save-profile does not keep it.
</source>
        <extracomment>%1 the busiest logging interval&apos;s prompt throughput, e.g. &quot;3276.8&quot;; %2 the runtime, &quot;vllm&quot; or &quot;sglang&quot;</extracomment>
        <translation>%2 はプロンプトのスループットを各ログ間隔での平均として出力し、プロンプト長は含みません。実行は少なくとも %1 トークン/秒でプロンプトを読み込みました。これは実行の速度ではなく下限値なので、--save-profile には保存されません。
</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The run read its longest prompt at %1 % of the prefill bound: --save-profile FILE keeps this, and &apos;estimate --profile FILE&apos; then says when to expect the first token.
</source>
        <extracomment>%1 the longest logged prompt&apos;s speed over kvplanner&apos;s prefill bound, as a percentage such as &quot;20.6&quot;</extracomment>
        <translation>最も長いプロンプトをプリフィル上限の %1 % の速さで読みました。--save-profile FILE で保存すると、&apos;estimate --profile FILE&apos; が最初のトークンの見込み時刻を示します。
</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>To set it beside the most the machine allows, name it: --hardware ID (and --peak-tflops X when its peak compute is unknown), or give --peak-tflops X --bandwidth-gbs Y for the log&apos;s own devices.
</source>
        <translation>マシンが許す上限と比べるには、マシンを指定してください: --hardware ID（ピーク演算性能が不明なら --peak-tflops X も）、またはログ自身のデバイスに --peak-tflops X --bandwidth-gbs Y を指定します。
</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>rebuilt from the log&apos;s numbers</source>
        <translation>ログの数値から再構成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>preset %1</source>
        <translation>プリセット %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+50"/>
        <source>log: %1 (%2%3)
</source>
        <translation>ログ: %1（%2%3）
</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>model: %1 (%2)
</source>
        <translation>モデル: %1（%2）
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as kvplanner runs it: %1
</source>
        <translation>kvplanner での実行条件: %1
</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/cli/inspect.cpp" line="+142"/>
        <source>assumed: %1
</source>
        <translation>仮定: %1
</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 lie within their bound (a peak that includes what kvplanner does not model, or the most a machine&apos;s peak figures allow).
</source>
        <extracomment>%1 a count of compared lines; a bound: mlx-lm&apos;s peak memory, or the prefill bound of the machine named</extracomment>
        <translation>%1 行は上限の範囲内です（kvplanner がモデル化しないものを含むピーク、またはマシンのピーク性能が許す最大値）。
</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>the log measured nothing a machine profile can keep (no compute buffers, no vLLM profile, no prompt speed beside a bound: name the machine with --hardware ID)</source>
        <translation>ログにはマシンプロファイルに保存できる測定値がありません（計算バッファも vLLM のプロファイルも、上限と比べたプロンプト速度もありません。--hardware ID でマシンを指定してください）</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Compare kvplanner&apos;s numbers with a start-up log of llama.cpp, Ollama, vLLM, SGLang, KoboldCpp, TabbyAPI (ExLlamaV3) or mlx-lm.</source>
        <translation>kvplanner の数値を llama.cpp、Ollama、vLLM、SGLang、KoboldCpp、TabbyAPI（ExLlamaV3）または mlx-lm の起動ログと比較します。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The machine that ran the log (a hardware preset id, or this-machine), for the bound beside its prompt speeds.</source>
        <translation>ログを実行したマシン（ハードウェアプリセットの ID、または this-machine）。プロンプト速度と並べる上限に使います。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With --hardware: how many of its GPUs.</source>
        <translation>--hardware と併用: その GPU の枚数。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The peak compute of the machine that ran the log, in TFLOPS (its GPUs&apos;, else its CPU&apos;s), where the preset has none.</source>
        <translation>ログを実行したマシンのピーク演算性能（TFLOPS。GPU があれば GPU、なければ CPU）。プリセットに値がない場合に指定します。</translation>
    </message>
    <message>
        <location line="-203"/>
        <source>item</source>
        <translation>項目</translation>
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
        <translation>モデルフォルダー「%1」</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>runtime logged</source>
        <translation>ランタイムのログ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kvplanner</source>
        <translation>kvplanner</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>difference</source>
        <translation>差</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>why</source>
        <translation>理由</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The log prints prompt speeds; to compare them with the most the machine allows, name it: --hardware ID (and --peak-tflops X when its peak compute is unknown, as for most CPUs), or give --peak-tflops X --bandwidth-gbs Y for the log&apos;s own devices.
</source>
        <translation>ログにはプロンプト処理速度があります。マシンの上限と比べるには、そのマシンを指定してください: --hardware ID（ピーク演算性能が不明なら --peak-tflops X も。多くの CPU がそうです）。またはログのデバイスに --peak-tflops X --bandwidth-gbs Y を与えてください。
</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>
%1 of %2 lines match to the printed digit, %3 within the log&apos;s rounding, %4 differ, %5 not in the log.
</source>
        <translation>
%2 行中 %1 行が表示桁まで一致、%3 行がログの丸め誤差内、%4 行が不一致、%5 行はログにありません。
</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>model: not known — %1; what the runtime reported is below. Name the model with --model ID|FILE to compare.
</source>
        <extracomment>%1 why the model is not known, e.g. &quot;the log neither names a model kvplanner knows nor prints its shape&quot;</extracomment>
        <translation>モデル: 不明 — %1。ランタイムが報告した内容を以下に示します。比較するには --model ID|FILE でモデルを指定してください。
</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>--%1 needs a figure in %2 greater than 0 (at most 100000), not “%3”</source>
        <extracomment>%1 the option, %2 its unit (TFLOPS, GB/s), %3 what was given</extracomment>
        <translation>--%1 には 0 より大きい %2 の値（最大 100000）が必要です。「%3」は使えません</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The runtime&apos;s log, or - for standard input.</source>
        <translation>ランタイムのログ。- で標準入力。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write JSON (schema kvplanner.check/1).</source>
        <translation>JSON で出力（スキーマ kvplanner.check/1）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The model that ran, when the log does not tell: a preset id, a GGUF or config.json file, or ollama:NAME.</source>
        <translation>ログに書かれていないときに、実行されたモデル: プリセット ID、GGUF または config.json ファイル、または ollama:NAME。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep what the log measured (compute buffers, vLLM figures) as a machine profile for &apos;estimate --profile&apos;.</source>
        <translation>ログの測定値（計算バッファ、vLLM の数値）を「estimate --profile」用のマシンプロファイルとして保存します。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The memory bandwidth of the machine that ran the log, in GB/s (its GPUs&apos;, else its RAM&apos;s), where the preset has none or without --hardware.</source>
        <translation>ログを実行したマシンのメモリ帯域（GB/s。GPU があれば GPU、なければ RAM）。プリセットに値がない場合や --hardware なしで使います。</translation>
    </message>
    <message>
        <location filename="../app/cli/cliio.cpp" line="+50"/>
        <source>Write JSON (schema %1).</source>
        <translation>JSON で出力（スキーマ %1）。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Show this help.</source>
        <translation>このヘルプを表示します。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 needs --out FILE.pdf</source>
        <extracomment>%1 the sub-command (report, talk)</extracomment>
        <translation>%1 には --out FILE.pdf が必要です</translation>
    </message>
    <message>
        <location filename="../app/cli/check.cpp" line="+6"/>
        <source>check takes exactly one log file (or - for standard input)</source>
        <translation>check にはログファイルをちょうど 1 つ指定してください（- で標準入力）</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+9"/>
        <source>cannot check “%1”: %2 (%3)</source>
        <translation>「%1」をチェックできません: %2（%3）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>kvplanner refuses the configuration this log describes: %1</source>
        <translation>このログの構成は kvplanner では扱えません: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/cliio.cpp" line="-25"/>
        <location line="+22"/>
        <source>unexpected argument “%1”</source>
        <translation>予期しない引数「%1」</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="+70"/>
        <source>Also list the changes that make the plan fit: single ones, else two or three together and the machines that run it as it is; for a plan that spills, also those that spill less (each estimated; its flags appended to this command reproduce it).</source>
        <translation>プランを収める変更も一覧にします: 単独の変更、それがなければ 2〜3 個を組み合わせた変更と、そのままで動かせるマシン。はみ出すプランには、はみ出しを減らす変更も示します（それぞれ見積もり済み。そのフラグをこのコマンドに付け足すと再現できます）。</translation>
    </message>
    <message>
        <location filename="../app/cli/choosecmd.cpp" line="+502"/>
        <source>Prompt tokens read before the first token, for the prefill bound (default: half the context per user).</source>
        <translation>最初のトークンより前に読むプロンプトのトークン数（プリフィルの下限のため。既定: ユーザーあたりのコンテキストの半分）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Answer tokens generated after it, for the whole answer&apos;s time (default: half the context per user).</source>
        <translation>その後に生成する回答のトークン数（回答全体の時間のため。既定: ユーザーあたりのコンテキストの半分）。</translation>
    </message>
    <message>
        <location filename="../app/cli/commands.cpp" line="+6"/>
        <source>Estimate the memory a model needs: weights, KV cache, recurrent state, buffers.</source>
        <translation>モデルに必要なメモリを見積もります: 重み、KV キャッシュ、リカレント状態、バッファ。</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>Conversation: prompt tokens (default: half the context).</source>
        <translation>会話: プロンプトのトークン数（既定: コンテキストの半分）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Number of points (default 16).</source>
        <translation>点の数（既定 16）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First x (default 256 tokens or 1 user).</source>
        <translation>最初の x（既定 256 トークンまたは 1 ユーザー）。</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>context (default), users, conversation (memory as a prompt is read and an answer generated; see --prompt and --answer), or prompt (the time to the first token and to the whole --answer as the prompt grows).</source>
        <translation>context（既定）、users、conversation（プロンプトを読み込み回答を生成する間のメモリ。--prompt と --answer を参照）、または prompt（プロンプトが長くなるにつれての、最初のトークンまでと --answer の回答全体までの時間）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Conversation and prompt: answer tokens (default: half the context).</source>
        <translation>conversation と prompt: 回答のトークン数（既定: コンテキストの半分）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Last x (default the training context, 64 users, or for prompt the context per user).</source>
        <translation>最後の x（既定は学習時のコンテキスト長、64 ユーザー、prompt ではユーザーあたりのコンテキスト）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Memory against context per user or against users; the first token&apos;s wait against the prompt.</source>
        <translation>ユーザーあたりのコンテキスト、またはユーザー数に対するメモリ。プロンプトに対する最初のトークンまでの待ち時間。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>--over takes context, users, conversation or prompt, not “%1”</source>
        <translation>--over には context、users、conversation、prompt のいずれかを指定してください（「%1」は不可）</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>  %1 parts</source>
        <translation>  %1 分割</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  + projector</source>
        <translation>  + プロジェクター</translation>
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
        <translation>Ollama、LM Studio、llama.cpp、Hugging Face のフォルダーにモデルは見つかりませんでした(自分のフォルダーは --folder DIR で追加できます)。
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Note: %1
</source>
        <translation>注: %1
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plan one with --model ollama:NAME or --model PATH.
</source>
        <translation>--model ollama:NAME または --model PATH で計画できます。
</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The models already on this computer (Ollama, LM Studio, llama.cpp&apos;s cache, the Hugging Face cache), read header-only.</source>
        <translation>このコンピューターにすでにあるモデル(Ollama、LM Studio、llama.cpp のキャッシュ、Hugging Face のキャッシュ)。ヘッダーだけを読みます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With --local: also look in this folder (may be repeated).</source>
        <translation>--local と一緒に: このフォルダーも探します(繰り返し指定可)。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>List the model presets.</source>
        <translation>モデルのプリセットを一覧表示します。</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>This computer
</source>
        <translation>このコンピューター
</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This computer: not detected
</source>
        <translation>このコンピューター: 検出できません
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  Note: %1
</source>
        <translation>  注: %1
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plan on it with --this-machine (or --hardware this-machine).
</source>
        <translation>--this-machine(または --hardware this-machine)で、このマシンで計画できます。
</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>What this computer has (RAM, CPU, GPUs), where each figure was read, and the preset each device matched.</source>
        <translation>このコンピューターの構成(RAM、CPU、GPU)、各値の読み取り元、各デバイスが一致したプリセット。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>List the hardware presets.</source>
        <translation>ハードウェアのプリセットを一覧表示します。</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>List the weight quantisation schemes.</source>
        <translation>重みの量子化方式を一覧表示します。</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>unknown command “%1” (estimate, sweep, fit, machines, models, inspect, hardware, schemes, check, report, talk; --help lists them)</source>
        <translation>不明なコマンド「%1」（estimate、sweep、fit、machines、models、inspect、hardware、schemes、check、report、talk。--help で一覧を表示）</translation>
    </message>
    <message>
        <location filename="../app/common/apperror.cpp" line="+18"/>
        <location line="+11"/>
        <source>unknown error</source>
        <translation>不明なエラー</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>the numbers are too large to compute (%1)</source>
        <translation>数値が大きすぎて計算できません（%1）</translation>
    </message>
    <message>
        <location filename="../app/cli/inspect.cpp" line="-78"/>
        <source>%1 KV heads x K %2 / V %3</source>
        <translation>KV ヘッド %1 個 × K %2 / V %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, window %1</source>
        <translation>、ウィンドウ %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>layers: %1 (full %2, chunked %3, latent %4, recurrent %5, none %6); %7
</source>
        <translation>レイヤー: %1(フル %2、チャンク %3、潜在 %4、再帰 %5、なし %6); %7
</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>layers: %1 (full %2, sliding %3, latent %4, recurrent %5, none %6); %7
</source>
        <translation>レイヤー: %1（フル %2、スライディング %3、潜在 %4、リカレント %5、なし %6）; %7
</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>file: %1 (%2)
arch: %3
</source>
        <translation>ファイル: %1（%2）
arch: %3
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>n_embd %1, n_head %2, n_ctx_train %3, n_vocab %4
</source>
        <translation>n_embd %1、n_head %2、n_ctx_train %3、n_vocab %4
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MLA: kv_lora_rank %1, rope %2
</source>
        <translation>MLA: kv_lora_rank %1、rope %2
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>recurrent: %1, d_conv %2, d_inner %3, d_state %4, n_group %5
</source>
        <translation>リカレント: %1、d_conv %2、d_inner %3、d_state %4、n_group %5
</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>experts: %1, %2 used per token
</source>
        <translation>エキスパート: %1、トークンあたり %2 個を使用
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>params: %1 (embedding %2, attention %3, ffn %4, experts %5, recurrent %6, norm %7, output %8, other %9)
</source>
        <translation>パラメータ: %1（埋め込み %2、アテンション %3、FFN %4、エキスパート %5、リカレント %6、正規化 %7、出力 %8、その他 %9）
</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>weights: %1 bytes exactly
</source>
        <translation>重み: 正確に %1 バイト
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>weights %1 (%2 per-layer overrides)
</source>
        <extracomment>%1 &quot;from the folder: MLX 4-bit, group 64&quot;; %2 how many layers the folder quantises otherwise</extracomment>
        <translation>重み %1（レイヤー別の上書き %2 件）
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>weight bytes by class: embedding %1, attention %2, ffn %3, experts %4, recurrent %5, norm %6, output %7, other %8
</source>
        <translation>クラス別の重みのバイト数: 埋め込み %1、アテンション %2、FFN %3、エキスパート %4、リカレント %5、正規化 %6、出力 %7、その他 %8
</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Show what kvplanner reads from a GGUF file, a config.json or a model folder, and what it assumes.</source>
        <translation>GGUF ファイル、config.json、モデルフォルダーから kvplanner が読み取る内容と、その前提を表示します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A GGUF file, a config.json, a model folder (config.json + *.safetensors, e.g. an MLX one) or a kvplanner model spec.</source>
        <translation>GGUF ファイル、config.json、モデルフォルダー（config.json + *.safetensors、MLX のものなど）、または kvplanner のモデル仕様。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write JSON (schema kvplanner.inspect/1).</source>
        <translation>JSON で出力（スキーマ kvplanner.inspect/1）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>inspect takes exactly one file</source>
        <translation>inspect にはファイルをちょうど 1 つ指定してください</translation>
    </message>
    <message>
        <location filename="../app/cli/report.cpp" line="+35"/>
        <source>Write the report to this PDF file (required).</source>
        <translation>レポートをこの PDF ファイルに書き出します（必須）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language of the report: en (default), ja or it.</source>
        <translation>レポートの言語: en（既定）、ja、it。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page size: a4 (default) or letter.</source>
        <translation>用紙サイズ: a4（既定）または letter。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Also write each chart as a PNG at 2x into this folder.</source>
        <translation>各グラフを 2 倍の解像度の PNG としてこのフォルダーにも書き出します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Also write memory against context as CSV.</source>
        <translation>コンテキストに対するメモリを CSV でも書き出します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Also write the estimate as JSON (kvplanner.estimate/1).</source>
        <translation>見積もりを JSON（kvplanner.estimate/1）でも書き出します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The date printed on the report (YYYY-MM-DD; default today).</source>
        <translation>レポートに印刷する日付（YYYY-MM-DD。既定は今日）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../app/cli/talkcmd.cpp" line="+107"/>
        <source>--lang takes en, ja or it, not “%1”</source>
        <translation>--lang には en、ja、it のいずれかを指定してください（「%1」は不可）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--page takes a4 or letter, not “%1”</source>
        <translation>--page には a4 または letter を指定してください（「%1」は不可）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--date takes YYYY-MM-DD, not “%1”</source>
        <translation>--date には YYYY-MM-DD 形式で指定してください（「%1」は不可）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Write the sizing report (PDF) for a model, context, users and machine.</source>
        <translation>モデル・コンテキスト・ユーザー数・マシンのメモリ見積もりレポート（PDF）を書き出します。</translation>
    </message>
    <message>
        <location line="+26"/>
        <location filename="../app/cli/talkcmd.cpp" line="+19"/>
        <source>wrote %1 (%2 pages)</source>
        <translation>%1 を書き出しました（%2 ページ）</translation>
    </message>
    <message>
        <location filename="../app/common/planoptions.cpp" line="+42"/>
        <source>Model preset id, a model file (kvplanner spec JSON, config.json, GGUF), a model folder (config.json + *.safetensors; an MLX folder implies --runtime mlx), or ollama:NAME[:TAG] for a model Ollama has pulled.</source>
        <translation>モデルプリセット ID、モデルファイル（kvplanner 仕様 JSON、config.json、GGUF）、モデルフォルダー（config.json + *.safetensors。MLX フォルダーなら --runtime mlx）、または Ollama が取得済みのモデルなら ollama:NAME[:TAG]。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Context per user, in tokens (default 4096).</source>
        <translation>ユーザーあたりのコンテキスト（トークン、既定 4096）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Concurrent users (default 1).</source>
        <translation>同時ユーザー数（既定 1）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weight quantisation: Q4_K_M (default), Q8_0, BF16, ... (see --help).</source>
        <translation>重みの量子化: Q4_K_M（既定）、Q8_0、BF16 など（--help を参照）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KV cache type for both K and V: f16 (default), q8_0, q4_0, ...</source>
        <translation>K と V 共通の KV キャッシュの型: f16（既定）、q8_0、q4_0 など。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>K cache type (llama.cpp -ctk).</source>
        <translation>K キャッシュの型（llama.cpp の -ctk）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>V cache type (llama.cpp -ctv).</source>
        <translation>V キャッシュの型（llama.cpp の -ctv）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp (default), ollama, vllm, sglang, mlx, exllamav3 (TabbyAPI), koboldcpp or ideal.</source>
        <translation>llama.cpp（既定）、ollama、vllm、sglang、mlx、exllamav3（TabbyAPI）、koboldcpp、ideal のいずれか。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>llama.cpp -c: TOTAL context over all sequences (overrides context x users).</source>
        <translation>llama.cpp の -c: 全シーケンス合計のコンテキスト（コンテキスト × ユーザー数より優先）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>llama.cpp -np: number of sequences (overrides users).</source>
        <translation>llama.cpp の -np: シーケンス数（ユーザー数より優先）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Plan plain llama-server: -np omitted = 4 slots sharing one cache, -c omitted = the training context x the slots, shrunk until each GPU keeps 1 GiB free (also implied by --ctx-size without --parallel).</source>
        <translation>素の llama-server として計画します: -np 省略 = 1つのキャッシュを共有する4スロット、-c 省略 = 学習時コンテキスト × スロット数を、各 GPU に 1 GiB の空きが残るまで縮めたもの(--parallel なしの --ctx-size でも同じ)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Plan plain `ollama serve` + `ollama run MODEL` (implies --runtime ollama; so does --runtime ollama --server-defaults): num_ctx 4096, 32768 or 262144 by the machine&apos;s total VRAM (under 23 GiB, under 47 GiB, more), one request at a time, num_batch as Ollama picks it. --context and --users, when given, are num_ctx and OLLAMA_NUM_PARALLEL.</source>
        <translation>素の `ollama serve` + `ollama run MODEL` を計画します（--runtime ollama を含意。--runtime ollama --server-defaults も同じ）: num_ctx はマシンの VRAM 合計で 4096、32768、262144（23 GiB 未満、47 GiB 未満、それ以上）、リクエストは一度に 1 つ、num_batch は Ollama が選ぶ値。--context と --users を指定すると、それぞれ num_ctx と OLLAMA_NUM_PARALLEL になります。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Ollama&apos;s rules: 0.32 (default; every model runs in llama-server) or 0.24 (its own Go engine for Gemma 3, Qwen 3, gpt-oss, Llama 4, Mistral 3, ...).</source>
        <translation>Ollama のルール: 0.32（既定。すべてのモデルを llama-server で実行）または 0.24（Gemma 3、Qwen 3、gpt-oss、Llama 4、Mistral 3 などは独自の Go エンジン）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp -b (default 2048).</source>
        <translation>llama.cpp の -b（既定 2048）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>llama.cpp -ub (default 512).</source>
        <translation>llama.cpp の -ub（既定 512）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>llama.cpp -fa (default auto, which resolves to on).</source>
        <translation>llama.cpp の -fa（既定は auto で、on になります）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp --swa-full: sliding-window layers keep the full context.</source>
        <translation>llama.cpp の --swa-full: スライディングウィンドウのレイヤーもコンテキスト全体を保持します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>llama.cpp --kv-unified: one cache shared by all sequences.</source>
        <translation>llama.cpp の --kv-unified: 全シーケンスで 1 つのキャッシュを共有します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use this compute buffer size instead of the approximation.</source>
        <translation>近似値の代わりにこの計算バッファサイズを使います。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp -ngl: repeating layers on the GPUs (default: as many as fit).</source>
        <translation>llama.cpp の -ngl: GPU に載せる繰り返しレイヤーの数（既定: 収まるだけ）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>llama.cpp --no-kv-offload: keep the KV cache in RAM.</source>
        <translation>llama.cpp の --no-kv-offload: KV キャッシュを RAM に置きます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp --n-cpu-moe: keep the experts of the first N layers in RAM.</source>
        <translation>llama.cpp の --n-cpu-moe: 最初の N レイヤーのエキスパートを RAM に置きます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>llama.cpp --tensor-split: proportions of layers per GPU.</source>
        <translation>llama.cpp の --tensor-split: GPU ごとのレイヤーの割合。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp --mmproj: a vision projector (mmproj GGUF), loaded on the first GPU.</source>
        <translation>llama.cpp の --mmproj: ビジョンプロジェクター（mmproj GGUF）。最初の GPU に読み込まれます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp --no-mmproj-offload: keep the vision projector in RAM.</source>
        <translation>llama.cpp の --no-mmproj-offload: ビジョンプロジェクターを RAM に置きます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp -md: a draft model for speculative decoding (preset id or file); its weights and its own KV cache at the main context.</source>
        <translation>llama.cpp の -md: 投機的デコード用のドラフトモデル（プリセット ID またはファイル）。その重みと、メインと同じコンテキストでの専用 KV キャッシュを数えます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Weight quantisation of a preset draft model (default: the main model&apos;s).</source>
        <translation>プリセットのドラフトモデルの重みの量子化（既定: メインモデルと同じ）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>llama.cpp -ngld: draft layers on the GPUs (default: all).</source>
        <translation>llama.cpp の -ngld: GPU に置くドラフトのレイヤー数（既定: すべて）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>llama.cpp -ctkd: the draft&apos;s K cache type (default f16).</source>
        <translation>llama.cpp の -ctkd: ドラフトの K キャッシュの型（既定 f16）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>llama.cpp -ctvd: the draft&apos;s V cache type (default f16).</source>
        <translation>llama.cpp の -ctvd: ドラフトの V キャッシュの型（既定 f16）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KoboldCpp --contextsize (the same as --context; KoboldCpp adds 128 cells).</source>
        <translation>KoboldCpp の --contextsize（--context と同じ。KoboldCpp は 128 セルを足します）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KoboldCpp --quantkv: f16 (default), bf16, q8_0, q5_1 or q4_0 (or 0, 1, 2 as in older releases) for K and V; without flash attention only K.</source>
        <translation>KoboldCpp の --quantkv：K と V に f16（既定）、bf16、q8_0、q5_1、q4_0（旧版の 0、1、2 も可）。Flash Attention なしでは K のみ。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>KoboldCpp --useswa: sliding-window layers keep only their window (without it they keep the whole context).</source>
        <translation>KoboldCpp の --useswa：スライディングウィンドウ層はウィンドウ分だけを保持します（指定しないとコンテキスト全体を保持）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KoboldCpp --flashattention (on by default since 1.10x).</source>
        <translation>KoboldCpp の --flashattention（1.10x 以降は既定でオン）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KoboldCpp --noflashattention.</source>
        <translation>KoboldCpp の --noflashattention。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KoboldCpp --gpulayers (default -1: as many as fit).</source>
        <translation>KoboldCpp の --gpulayers（既定 -1：収まるだけ）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KoboldCpp --batchsize / --blasbatchsize: the micro-batch (default 512).</source>
        <translation>KoboldCpp の --batchsize / --blasbatchsize：マイクロバッチ（既定 512）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KoboldCpp --lowvram: keep the KV cache in RAM.</source>
        <translation>KoboldCpp の --lowvram：KV キャッシュを RAM に置きます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vLLM --max-model-len (default: the context per user).</source>
        <translation>vLLM の --max-model-len（既定: ユーザーあたりのコンテキスト）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vLLM --max-num-seqs.</source>
        <translation>vLLM の --max-num-seqs。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vLLM --max-num-batched-tokens (default 8192).</source>
        <translation>vLLM の --max-num-batched-tokens（既定 8192）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vLLM --gpu-memory-utilization (default 0.9).</source>
        <translation>vLLM の --gpu-memory-utilization（既定 0.9）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vLLM --block-size (default 16).</source>
        <translation>vLLM の --block-size（既定 16）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>vLLM --kv-cache-dtype: auto (bf16), fp8, fp8_ds_mla (DeepSeek-V3.2), ...</source>
        <translation>vLLM の --kv-cache-dtype: auto (bf16)、fp8、fp8_ds_mla (DeepSeek-V3.2)、…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>vLLM --mamba-cache-dtype (hybrid models&apos; conv state): auto (bf16), float32, ...</source>
        <translation>vLLM の --mamba-cache-dtype（ハイブリッドモデルの畳み込み状態）: auto（bf16）、float32 など</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>vLLM --mamba-ssm-cache-dtype (hybrid models&apos; SSM state): auto, float32, ...</source>
        <translation>vLLM の --mamba-ssm-cache-dtype（ハイブリッドモデルの SSM 状態）: auto、float32 など</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vLLM --tensor-parallel-size (default 1).</source>
        <translation>vLLM の --tensor-parallel-size（既定 1）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>vLLM --pipeline-parallel-size: layer stages over the GPUs (default: one stage per node of a cluster).</source>
        <translation>vLLM の --pipeline-parallel-size: GPU に分けるレイヤーのステージ数（既定: クラスターのノードごとに 1 ステージ）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>vLLM log: &quot;model weights took&quot; (per GPU).</source>
        <translation>vLLM のログ: 「model weights took」（GPU あたり）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ExLlamaV3 / TabbyAPI cache_size: tokens shared by all jobs, a multiple of 256 (default: context x users, rounded up to 256).</source>
        <translation>ExLlamaV3 / TabbyAPI の cache_size：全ジョブで共有するトークン数、256 の倍数（既定：コンテキスト × ユーザー数を 256 に切り上げ）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ExLlamaV3 / TabbyAPI max_seq_len (default: the context per user).</source>
        <translation>ExLlamaV3 / TabbyAPI の max_seq_len（既定：ユーザーあたりのコンテキスト）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ExLlamaV3 / TabbyAPI cache_mode: FP16 (default), Q4, Q6, Q8, or K,V bits from 2 to 8 such as 8,4.</source>
        <translation>ExLlamaV3 / TabbyAPI の cache_mode：FP16（既定）、Q4、Q6、Q8、または 8,4 のような 2〜8 ビットの K,V。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ExLlamaV3 / TabbyAPI max_batch_size (default: the users).</source>
        <translation>ExLlamaV3 / TabbyAPI の max_batch_size（既定：ユーザー数）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>SGLang --mem-fraction-static (default: SGLang&apos;s own, from the GPU&apos;s memory and the TP size).</source>
        <translation>SGLang の --mem-fraction-static（既定：GPU メモリと TP サイズから SGLang が決める値）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>SGLang --context-length (default: the context per user).</source>
        <translation>SGLang の --context-length（既定：ユーザーあたりのコンテキスト）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SGLang --max-running-requests (default: the users).</source>
        <translation>SGLang の --max-running-requests（既定：ユーザー数）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SGLang --tp-size (default 1; --tensor-parallel-size also works).</source>
        <translation>SGLang の --tp-size（既定 1。--tensor-parallel-size も可）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SGLang --page-size: tokens per KV page (default 1).</source>
        <translation>SGLang の --page-size：KV ページあたりのトークン数（既定 1）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vLLM log: peak activations of the profiling run.</source>
        <translation>vLLM のログ: プロファイリング実行時の活性化のピーク。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vLLM log: non-torch memory.</source>
        <translation>vLLM のログ: torch 以外のメモリ。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vLLM log: available KV cache memory (overrides the three above).</source>
        <translation>vLLM のログ: 使用可能な KV キャッシュメモリ（上の 3 つより優先）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MLX (mlx_lm.generate) --max-kv-size: every layer keeps at most N tokens (a rotating cache; models that build their own caches ignore it).</source>
        <translation>MLX（mlx_lm.generate）の --max-kv-size：各層は最大 N トークンを保持（ローテーションキャッシュ。独自のキャッシュを作るモデルは無視します）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MLX --kv-bits: quantise the KV cache to 2, 3, 4, 5, 6 or 8 bits.</source>
        <translation>MLX の --kv-bits：KV キャッシュを 2、3、4、5、6、8 ビットに量子化します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MLX --kv-group-size: 32, 64 (default) or 128.</source>
        <translation>MLX の --kv-group-size：32、64（既定）、128。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MLX --quantized-kv-start: quantise once this many tokens are cached (default 5000).</source>
        <translation>MLX の --quantized-kv-start：この数のトークンがキャッシュされたら量子化します（既定 5000）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hardware preset (see &apos;kvplanner-cli hardware&apos;).</source>
        <translation>ハードウェアのプリセット（「kvplanner-cli hardware」を参照）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This computer: its RAM and GPUs as detected (see &apos;kvplanner-cli hardware --this-machine&apos;).</source>
        <translation>このコンピューター: 検出した RAM と GPU(&apos;kvplanner-cli hardware --this-machine&apos; を参照)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Memory bandwidth of the GPUs (or of the one memory pool), in GB/s, for the speed bound.</source>
        <translation>速度上限に使う GPU(または単一メモリープール)のメモリー帯域幅(GB/s)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU memory per GPU, in GiB (a custom machine).</source>
        <translation>GPU あたりのメモリ（GiB、カスタムマシン）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>System RAM, in GiB.</source>
        <translation>システム RAM（GiB）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of identical GPUs (default 1).</source>
        <translation>同じ GPU の枚数（既定 1）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unified memory: the GPU working-set limit (iogpu.wired_limit_mb).</source>
        <translation>ユニファイドメモリ: GPU のワーキングセット上限（iogpu.wired_limit_mb）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>RAM kept for the OS and desktop (default 3).</source>
        <translation>OS とデスクトップ用に確保する RAM（既定 3）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>VRAM per GPU kept by the driver context (default 400).</source>
        <translation>ドライバーのコンテキストが GPU ごとに確保する VRAM（既定 400）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>VRAM of GPU 0 kept by the desktop (default 512).</source>
        <translation>デスクトップが GPU 0 で確保する VRAM（既定 512）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No desktop on GPU 0 (no display reserve).</source>
        <translation>GPU 0 にデスクトップなし（画面表示用の予約なし）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A cluster of N identical machines, each the hardware given: llama.cpp over RPC (ggml-rpc-server on nodes 2 to N, llama-server --rpc on node 1), vLLM over Ray. Needs --link.</source>
        <translation>指定したハードウェアを 1 台とする同一マシン N 台のクラスター: llama.cpp は RPC（ノード 2〜N で ggml-rpc-server、ノード 1 で llama-server --rpc）、vLLM は Ray。--link が必要です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A cluster whose nodes differ, described in a JSON file (schema kvplanner.cluster/1, see the README).</source>
        <translation>ノードが異なるクラスター。JSON ファイルで記述します（スキーマ kvplanner.cluster/1、README を参照）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The network between the nodes: 1gbe, 2.5gbe, 10gbe, 25gbe, 100gbe, tb4, tb5 or ib-hdr.</source>
        <translation>ノード間のネットワーク: 1gbe、2.5gbe、10gbe、25gbe、100gbe、tb4、tb5、ib-hdr。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The link&apos;s usable bandwidth in Gbit/s (overrides --link&apos;s).</source>
        <translation>リンクの実効帯域（Gbit/s。--link の値より優先）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The link&apos;s one-way latency per message in microseconds (overrides --link&apos;s).</source>
        <translation>リンクのメッセージあたりの片道レイテンシ（マイクロ秒。--link の値より優先）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The nodes&apos; host names or addresses, in node order, for the launch commands (default node1, node2, ...).</source>
        <translation>起動コマンドに使うノードのホスト名またはアドレス（ノード順。既定 node1、node2、…）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What-if: paged KV blocks of N tokens.</source>
        <translation>もしも: N トークン単位のページング KV ブロック。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What-if: a prompt prefix of N tokens shared by all users, counted once.</source>
        <translation>もしも: 全ユーザーが共有する N トークンのプロンプト接頭辞を 1 回だけ数える。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What-if: KIVI-style 2- or 4-bit KV with a full-precision recent window.</source>
        <translation>もしも: KIVI 方式の 2 ビットまたは 4 ビット KV（直近はフル精度で保持）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What-if: H2O-style eviction to at most N tokens per user.</source>
        <translation>もしも: H2O 方式の追い出しで、ユーザーあたり最大 N トークンに抑える。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What-if: every full-attention layer keeps only the last N tokens.</source>
        <translation>もしも: フルアテンションの各レイヤーが直近の N トークンだけを保持する。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start from a saved scenario (.kvplan).</source>
        <translation>保存したシナリオ（.kvplan）から始めます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Apply a machine profile saved by &apos;check --save-profile&apos; (measured buffers).</source>
        <translation>「check --save-profile」で保存したマシンプロファイルを適用します（測定したバッファ）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>unknown cache type “%1” for --%2 (f32, f16, bf16, q8_0, q5_1, q5_0, q4_1, q4_0, iq4_nl, fp8)</source>
        <translation>--%2 のキャッシュ型「%1」は不明です（f32、f16、bf16、q8_0、q5_1、q5_0、q4_1、q4_0、iq4_nl、fp8）</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>--tensor-split takes non-negative numbers separated by commas, not “%1”</source>
        <translation>--tensor-split にはカンマ区切りの 0 以上の数値を指定してください（「%1」は不可）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--mmproj: no such file “%1”</source>
        <translation>--mmproj: ファイル「%1」がありません</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>--no-mmproj-offload needs a vision projector (--mmproj FILE)</source>
        <translation>--no-mmproj-offload にはビジョンプロジェクター（--mmproj FILE）が必要です</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the draft options need a draft model (--model-draft ID|FILE)</source>
        <translation>ドラフトのオプションにはドラフトモデル（--model-draft ID|FILE）が必要です</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>--%1 is an MLX option (mlx_lm.generate); it needs --runtime mlx</source>
        <translation>--%1 は MLX（mlx_lm.generate）のオプションです。--runtime mlx が必要です</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>--gpu-memory-utilization takes a fraction above 0 and at most 1, not “%1”</source>
        <translation>--gpu-memory-utilization には 0 より大きく 1 以下の割合を指定してください（「%1」は不可）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>--%1 takes auto, float32, float16 or bfloat16, not “%2”</source>
        <translation>--%1 には auto、float32、float16、bfloat16 のいずれかを指定します（「%2」ではなく）</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>--%1 is an option of --runtime %2; this plan runs %3</source>
        <extracomment>%1 an option, %2 the runtime it belongs to (exllamav3, sglang), %3 the runtime chosen</extracomment>
        <translation>--%1 は --runtime %2 のオプションです。このプランは %3 で動きます</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>--quantkv takes f16, bf16, q8_0, q5_1 or q4_0 (or 0, 1, 2), not “%1”</source>
        <translation>--quantkv には f16、bf16、q8_0、q5_1、q4_0（または 0、1、2）を指定します。「%1」は使えません</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--flashattention and --noflashattention contradict each other</source>
        <translation>--flashattention と --noflashattention は矛盾します</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>--cache-size must be a multiple of 256 (ExLlamaV3&apos;s page), not %1; %2 would do</source>
        <translation>--cache-size は 256（ExLlamaV3 のページ）の倍数である必要があります。%1 ではなく、%2 なら使えます</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>--cache-mode takes FP16, Q4, Q6, Q8 or K,V bits from 2 to 8 (such as 8,4), not “%1”</source>
        <translation>--cache-mode には FP16、Q4、Q6、Q8、または 2〜8 ビットの K,V（8,4 など）を指定します。「%1」は使えません</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>--mem-fraction-static takes a fraction above 0 and below 1, not “%1”</source>
        <translation>--mem-fraction-static には 0 より大きく 1 より小さい割合を指定します。「%1」は使えません</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>SGLang&apos;s --kv-cache-dtype takes auto, fp8_e5m2 or fp8_e4m3, not “%1”</source>
        <translation>SGLang の --kv-cache-dtype には auto、fp8_e5m2、fp8_e4m3 を指定します。「%1」は使えません</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>--kivi-bits takes 2 or 4</source>
        <translation>--kivi-bits には 2 または 4 を指定してください</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>--%1 needs a number from %2 to %3, not “%4”</source>
        <extracomment>%1 option name, %2 and %3 the range accepted, %4 what the user typed</extracomment>
        <translation>--%1 には %2〜%3 の数を指定してください（「%4」は不可）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>unknown link “%1” (1gbe, 2.5gbe, 10gbe, 25gbe, 100gbe, tb4, tb5, ib-hdr)</source>
        <translation>不明なリンク「%1」（1gbe、2.5gbe、10gbe、25gbe、100gbe、tb4、tb5、ib-hdr）</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>--cluster describes every node: it does not combine with --hardware, --vram, --ram, --gpus, --nodes or --this-machine</source>
        <translation>--cluster はすべてのノードを記述します: --hardware、--vram、--ram、--gpus、--nodes、--this-machine とは併用できません</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a cluster needs its link: --link ID (1gbe, 2.5gbe, 10gbe, 25gbe, 100gbe, tb4, tb5, ib-hdr) or --link-gbps X --link-latency-us Y</source>
        <translation>クラスターにはリンクが必要です: --link ID（1gbe、2.5gbe、10gbe、25gbe、100gbe、tb4、tb5、ib-hdr）または --link-gbps X --link-latency-us Y</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--link, --link-gbps, --link-latency-us and --hosts describe a cluster: give --nodes N or --cluster FILE</source>
        <translation>--link、--link-gbps、--link-latency-us、--hosts はクラスター用です: --nodes N または --cluster FILE を指定してください</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the cluster&apos;s link has no bandwidth: give --link ID or --link-gbps X</source>
        <translation>クラスターのリンクに帯域がありません: --link ID または --link-gbps X を指定してください</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--hosts names %1 hosts for %2 nodes</source>
        <translation>--hosts のホスト数 %1 がノード数 %2 と一致しません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--hosts takes host names or addresses separated by commas, not “%1”</source>
        <translation>--hosts にはカンマ区切りのホスト名またはアドレスを指定してください（「%1」は不可）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>--bandwidth-gbs needs a bandwidth in GB/s greater than 0 (at most 100000), not “%1”</source>
        <translation>--bandwidth-gbs には 0 より大きく 100000 以下の帯域幅(GB/s)が必要です(「%1」ではなく)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>--vram and --gpus do not apply to this computer: its GPUs are what was detected</source>
        <translation>--vram と --gpus はこのコンピューターには使えません: GPU は検出したとおりです</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>--nodes and --hosts need the hardware of one node (--hardware ID, or --vram and --ram)</source>
        <translation>--nodes と --hosts には 1 ノード分のハードウェアが必要です（--hardware ID、または --vram と --ram）</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>this computer could not be detected: %1</source>
        <translation>このコンピューターを検出できませんでした: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/choosecmd.cpp" line="+41"/>
        <location filename="../app/common/planoptions.cpp" line="+1"/>
        <source>no memory size was found</source>
        <translation>メモリー容量が見つかりません</translation>
    </message>
    <message>
        <location filename="../app/common/planoptions.cpp" line="+15"/>
        <source>--%1 needs a whole number from %2 to %3, not “%4”</source>
        <translation>--%1 には %2 から %3 までの整数を指定してください（「%4」は不可）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>--%1 needs a size in GiB greater than 0 (at most %2), not “%3”</source>
        <extracomment>%1 option name, %2 the largest size accepted, %3 what the user typed</extracomment>
        <translation>--%1 には 0 より大きい GiB 単位のサイズ（最大 %2）を指定してください（「%3」は不可）</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>--model is required (a preset id such as llama-3.1-8b, or a model file)</source>
        <translation>--model は必須です（llama-3.1-8b などのプリセット ID、またはモデルファイル）</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>unknown runtime “%1” (llama.cpp, ollama, vllm, sglang, mlx, exllamav3, koboldcpp, ideal)</source>
        <translation>不明なランタイム「%1」（llama.cpp、ollama、vllm、sglang、mlx、exllamav3、koboldcpp、ideal）</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>--ollama-version takes 0.32 or 0.24, not “%1”</source>
        <translation>--ollama-version には 0.32 か 0.24 を指定してください（「%1」は不可）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--flash-attn takes on, off or auto, not “%1”</source>
        <translation>--flash-attn には on、off、auto のいずれかを指定してください（「%1」は不可）</translation>
    </message>
    <message>
        <location filename="../app/cli/textreport.cpp" line="+33"/>
        <location line="+8"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>%1 (%2), %3 layers: %4 full, %5 chunked local, %6 latent, %7 recurrent</source>
        <translation>%1(%2)、%3 レイヤー: フル %4、チャンク局所 %5、潜在 %6、再帰 %7</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (%2), %3 layers: %4 full, %5 sliding-window, %6 latent, %7 recurrent</source>
        <translation>%1（%2）、%3 レイヤー: フル %4、スライディングウィンドウ %5、潜在 %6、リカレント %7</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+9"/>
        <location line="+8"/>
        <source>Question</source>
        <translation>質問</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>what plain llama-server allocates: %1 slots, a context of %2 cells, weights %3, K %4, V %5</source>
        <extracomment>%1 slots, %2 the context llama-server settled on</extracomment>
        <translation>素の llama-server が確保するもの: %1 スロット、コンテキスト %2 セル、重み %3、K %4、V %5</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>what plain `ollama serve` allocates: num_ctx %1, %2 parallel, weights %3, K %4, V %5</source>
        <extracomment>%1 Ollama&apos;s num_ctx, %2 parallel requests</extracomment>
        <translation>素の `ollama serve` が確保するもの: num_ctx %1、並列 %2、重み %3、K %4、V %5</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 tokens per user x %n users, weights %2, K %3, V %4</source>
        <translation>
            <numerusform>ユーザーあたり %1 トークン × %n ユーザー、重み %2、K %3、V %4</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Runtime</source>
        <translation>ランタイム</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (rules checked against %2)</source>
        <translation>%1（確認したルール: %2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Launch</source>
        <translation>起動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context</source>
        <translation>コンテキスト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>n_ctx %1, n_ctx_seq %2, %3 streams, n_batch %4, n_ubatch %5, flash attention %6</source>
        <translation>n_ctx %1、n_ctx_seq %2、ストリーム %3、n_batch %4、n_ubatch %5、flash attention %6</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>on</source>
        <translation>オン</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: %2 layers x %3 cells x %4 streams = %5 (K %6, V %7)</source>
        <translation>%1: %2 レイヤー × %3 セル × %4 ストリーム = %5（K %6、V %7）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>KV cache</source>
        <translation>KV キャッシュ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (%2 bytes; %3 per token)</source>
        <translation>%1（%2 バイト、トークンあたり %3）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Recurrent</source>
        <translation>リカレント</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (%2 bytes, constant in context)</source>
        <translation>%1（%2 バイト、コンテキストによらず一定）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ollama says</source>
        <translation>Ollama の見積もり</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (its own pre-flight estimate of the KV cache)</source>
        <translation>%1（Ollama 自身による KV キャッシュの事前見積もり）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights</source>
        <translation>重み</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute</source>
        <translation>計算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>about %1</source>
        <translation>約 %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overhead</source>
        <translation>オーバーヘッド</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Projector</source>
        <translation>プロジェクター</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 %3 (in the weights above)</source>
        <translation>%1: %2、%3（上の重みに含む）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on the first GPU</source>
        <translation>最初の GPU 上</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in RAM</source>
        <translation>RAM 上</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draft</source>
        <translation>ドラフト</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (%2): %3 — weights %4, KV cache %5, compute %6 (in the figures above)</source>
        <translation>%1（%2）: %3 — 重み %4、KV キャッシュ %5、計算 %6（上の数値に含む）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (%2 bytes)</source>
        <translation>%1（%2 バイト）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 at start; may grow by %2 while it serves</source>
        <extracomment>after a device line: %1 the line, %2 what the server&apos;s prompt cache and checkpoints may add there</extracomment>
        <translation>%1（起動時）。稼働中にさらに %2 増える可能性があります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>%1: %2 of %3 usable (%4, %5 reserved), %6 layers — %7</source>
        <translation>%1: 使用可能 %3 のうち %2（%4、予約 %5）、%6 レイヤー — %7</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+12"/>
        <source>fits</source>
        <translation>収まる</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+12"/>
        <source>over capacity</source>
        <translation>容量オーバー</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Node</source>
        <extracomment>%1 node name, %2 its host, %3 used, %4 usable, %5 layers, %6 fits / over capacity</extracomment>
        <translation>ノード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2): %3 of %4 usable, %5 layers — %6</source>
        <translation>%1（%2）: 使用可能 %4 のうち %3、%5 レイヤー — %6</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Start</source>
        <extracomment>%1 node name, %2 the command to run there</extracomment>
        <translation>起動</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>on %1: %2</source>
        <translation>%1 で: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+7"/>
        <source>Link</source>
        <extracomment>%1 link bandwidth (Gbit/s), %2 latency (us), %3 crossings, %4 bytes per step
----------
%1 ring all-reduce steps per token over the link, %2 the bytes they move</extracomment>
        <translation>リンク</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>%1 Gbit/s, %2 µs one way; crossings per token: %3, carrying %4</source>
        <translation>%1 Gbit/s、片道 %2 µs。トークンあたりの通過回数: %3、転送量 %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>of which tensor-parallel all-reduces across nodes: %1 steps, %2</source>
        <translation>うちノードをまたぐテンソル並列の all-reduce: %1 ステップ、%2</translation>
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
        <translation>KV プール %1(指定)= %3 のブロック %2 個 = %4 トークン、同時実行 %5 倍、ユーザーの使用 %6。マシンがないため確保量は不明</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>reserves %1 per GPU; KV pool %2 = %3 blocks of %4 = %5 tokens; %6x concurrency; the users hold %7</source>
        <translation>GPU あたり %1 を予約。KV プール %2 = %4 のブロック %3 個 = %5 トークン。同時実行 %6 倍。ユーザーの使用量 %7</translation>
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
        <translation>ロード時の予約なし。キャッシュは 256 トークンずつ増えます：プロンプト読了後 %1、プリフィルのピークで %2、%3 シーケンス</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Band</source>
        <extracomment>%1 the band, %2 bytes needed, %3 working-set limit, %4 the runtime&apos;s hard limit</extracomment>
        <translation>帯域区分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: needs %2; working-set limit %3, hard limit %4</source>
        <translation>%1：必要 %2、ワーキングセット上限 %3、ハード上限 %4</translation>
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
        <translation>全ジョブ共通で %1 トークンのキャッシュ（256 トークンのページ、各 %2）。max_seq_len %3（同時 %4）。状態 %6 のスロット %5 個。ユーザーの使用量 %7</translation>
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
        <translation>mem_fraction_static %1：重みとプール用に GPU あたり %2。プール %3 = %4 トークン。同時実行 %5 倍。ユーザーの使用量 %6</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 %2 — %3</source>
        <translation>%1 %2 — %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Limits</source>
        <translation>上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all on GPU: longest context per user %1 tokens, most users %2; with offload: %3 tokens, %4 users; a request is cut off at %5 tokens</source>
        <translation>すべて GPU: ユーザーあたりの最長コンテキスト %1 トークン、最大ユーザー数 %2。オフロードあり: %3 トークン、%4 ユーザー。リクエストは %5 トークンで打ち切り</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+6"/>
        <source>Speed</source>
        <extracomment>%1 and %2 milliseconds per token, %3 &quot;memory&quot; or &quot;the network&quot;</extracomment>
        <translation>速度</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>at most %1 tokens/s per user (%2 in total), limited by %3&apos;s bandwidth</source>
        <translation>ユーザーあたり最大 %1 トークン/秒（合計 %2）、%3 のメモリ帯域で制限</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>per token %1 ms reading memory + %2 ms on the link: %3 limits</source>
        <translation>トークンあたり、メモリ読み出し %1 ms + リンク %2 ms: 制約は%3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the network</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>memory</source>
        <translation>メモリ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>First token</source>
        <extracomment>%1 seconds (a lower bound), %2 prompt tokens, %3 &quot;compute&quot;, &quot;the host link (PCIe)&quot; or &quot;memory bandwidth&quot;, %4 prompt tokens per second (an upper bound)</extracomment>
        <translation>最初のトークン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>after at least %1 s (prompt %2 tokens, limited by %3; at most %4 prompt tokens/s)</source>
        <translation>早くても %1 秒後（プロンプト %2 トークン、律速: %3。プロンプト処理は最大 %4 トークン/秒）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Expected</source>
        <extracomment>%1 seconds, %2 the measured prompt speed over the bound as a percentage, e.g. &quot;20.6&quot;</extracomment>
        <translation>見込み</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>first token after about %1 s (this machine&apos;s profile: %2 % of the bound)</source>
        <translation>最初のトークンまで約 %1 秒（このマシンのプロファイル: 上限の %2 %）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Answer</source>
        <extracomment>%1 answer tokens, %2 seconds (a lower bound)</extracomment>
        <translation>回答</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tokens, done after at least %2 s</source>
        <translation>%1 トークン、早くても %2 秒後に完了</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Power cost</source>
        <extracomment>row label: the energy and money the machine&apos;s board power costs (upper bounds)</extracomment>
        <translation>電気代</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note</source>
        <translation>注記</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Advice</source>
        <translation>提案</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  It fits with room to spare: nothing to change.
</source>
        <translation>  余裕を持って収まります。変更は不要です。
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  No single change makes it fit.
</source>
        <translation>  単独の変更で収まるものはありません。
</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>     instead of the machine&apos;s flags: %1  -&gt;  %2, %3 in all
</source>
        <extracomment>%1 the flags that replace the machine&apos;s (--hardware ID --gpus N), %2 its verdict, %3 bytes</extracomment>
        <translation>     マシンのフラグの代わりに: %1  -&gt;  %2、全体で %3
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>     add: %1  -&gt;  %2, %3 in all, at most %4 tokens/s per user (now %5)
</source>
        <extracomment>a change that spills less: %1 flags, %2 verdict, %3 bytes, %4 its speed bound, %5 today&apos;s</extracomment>
        <translation>     追加: %1  -&gt;  %2、全体で %3、ユーザーあたり最大 %4 トークン/秒（現在 %5）
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>     add: %1  -&gt;  %2, %3 in all
</source>
        <translation>     追加: %1  -&gt;  %2、全体で %3
</translation>
    </message>
    <message>
        <location filename="../app/cli/choosecmd.cpp" line="-480"/>
        <source>--%1 does not apply here: %2</source>
        <translation>ここでは --%1 は使えません: %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>--weights needs at least one scheme</source>
        <translation>--weights には方式を 1 つ以上指定してください</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>1st tok s: at least this many seconds until the first token of the answer to a %1-token prompt (the prefill bound; –: a peak figure unknown, or the prompt longer than the context).
</source>
        <extracomment>%1 prompt tokens; &quot;1st tok s&quot; is the column&apos;s heading</extracomment>
        <translation>初トークン秒: %1 トークンのプロンプトに対する回答の最初のトークンまで、少なくともこの秒数がかかる（プリフィルの下限。–: ピーク性能が不明、またはプロンプトがコンテキストより長い）。
</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Machine     %1
Question    %2 tokens per user x %n users, %3, KV %4

</source>
        <translation>
            <numerusform>マシン      %1
質問        ユーザーあたり %2 トークン × %n ユーザー、%3、KV %4

</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+120"/>
        <source>model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location line="-120"/>
        <location line="+121"/>
        <source>weights</source>
        <translation>重み</translation>
    </message>
    <message>
        <location line="-120"/>
        <location line="+120"/>
        <location line="+97"/>
        <source>verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="-217"/>
        <location line="+121"/>
        <source>total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location line="-120"/>
        <location line="+120"/>
        <location line="+97"/>
        <source>ctx on GPU</source>
        <translation>GPU内 ctx</translation>
    </message>
    <message>
        <location line="-217"/>
        <location line="+121"/>
        <source>ctx offload</source>
        <translation>オフロード ctx</translation>
    </message>
    <message>
        <location line="-120"/>
        <location line="+120"/>
        <location line="+96"/>
        <source>users</source>
        <translation>ユーザー数</translation>
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
        <translation>初トークン秒</translation>
    </message>
    <message>
        <location line="-189"/>
        <source>  ★ best</source>
        <translation>  ★ 最適</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>★ best: the highest-precision scheme of each model that fits without spilling. ctx on GPU: the longest context per user with everything on the GPU; ctx offload: with layers in RAM; users: the most users at the context asked; tok/s: the decode-speed bound per user.
</source>
        <translation>★ 最適: 各モデルで、はみ出さずに収まる最も精度の高い方式。GPU内 ctx: すべて GPU に載せた場合のユーザーあたりの最長コンテキスト。オフロード ctx: レイヤーを RAM に置いた場合の同じ値。ユーザー数: 指定したコンテキストでの最大ユーザー数。tok/s: ユーザーあたりの生成速度の上限。
</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>No model fits or runs with layers in RAM on this machine for this question.
</source>
        <translation>この質問では、このマシンに収まるモデルも、層を RAM にはみ出させて動くモデルもありません。
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>params</source>
        <translation>パラメータ</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%n model(s) do not fit</source>
        <extracomment>fit&apos;s summary; %n models of the table for which no weight scheme fits or runs with layers in RAM</extracomment>
        <translation>
            <numerusform>%n 個のモデルは収まりません</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2</source>
        <extracomment>fit&apos;s summary, after &quot;N models do not fit&quot;: models that fit or spill but are below the shown rows</extracomment>
        <translation>%1、%2</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n more fit or spill</source>
        <translation>
            <numerusform>ほかに %n 個が収まるか RAM にはみ出して動きます</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
%1; %2 (--all lists every model and scheme).
</source>
        <extracomment>fit&apos;s summary line; %1 &quot;N models do not fit[, M more fit or spill]&quot;, %2 &quot;K rows not shown&quot;</extracomment>
        <translation>
%1。%2（--all ですべてのモデルとスキームを表示します）。
</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n row(s) not shown</source>
        <translation>
            <numerusform>%n 行は表示していません</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ranked as a user would pick: models that fit first, then those that spill; within each, the largest (total parameters) at a usable speed (at least %1 tok/s per user) first, then the fastest. weights: the model&apos;s highest-precision scheme at a usable speed (else its fastest). tok/s: the decode-speed bound per user.
</source>
        <translation>並び順はユーザーが選ぶ順です: 収まるモデルが先、次に RAM にはみ出すモデル。それぞれの中では、実用的な速度（1 ユーザーあたり %1 tok/s 以上）で動くもののうちパラメータ総数の大きい順、その後は速い順です。weights: そのモデルで実用的な速度が出る最も精度の高いスキーム（なければ最も速いスキーム）。tok/s: 1 ユーザーあたりのデコード速度の上限。
</translation>
    </message>
    <message numerus="yes">
        <location line="+54"/>
        <source>Plan        %1, %2, %3 tokens per user x %n users, %4

</source>
        <translation>
            <numerusform>プラン      %1、%2、ユーザーあたり %3 トークン × %n ユーザー、%4

</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Min speed   %1 tokens/s per user
</source>
        <translation>最低速度    ユーザーあたり %1 トークン/秒
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>hardware</source>
        <translation>ハードウェア</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>gpus</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>headroom</source>
        <translation>余裕</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>  ◀ this computer</source>
        <translation>  ◀ このコンピューター</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Your own prices (a used card, a quote) from a kvplanner.prices/1 JSON file; they replace the list prices and, machine by machine, those a --scenario file keeps.</source>
        <translation>kvplanner.prices/1 形式の JSON ファイルから読む自分の価格（中古カード、見積もりなど）。定価を置き換え、--scenario ファイルが持つ価格もマシンごとに置き換えます。</translation>
    </message>
    <message>
        <location line="+164"/>
        <source>One plan on every hardware preset (discrete GPUs 1 to --max-gpus times), with its price and power, cheapest first; the row closest to this computer is marked.</source>
        <translation>1 つのプランをすべてのハードウェアプリセットで評価し、価格と電力を添えて安い順に並べます（ディスクリート GPU は 1〜--max-gpus 枚）。このコンピューターに最も近い行に印を付けます。</translation>
    </message>
    <message>
        <location line="-255"/>
        <source>price</source>
        <translation>価格</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Budget      %1 (machines of unknown price are left out)
</source>
        <extracomment>%1 an amount with its currency code, e.g. 2000 USD</extracomment>
        <translation>予算        %1（価格が不明なマシンは除外）
</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>power</source>
        <translation>電力</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>per tok/s</source>
        <translation>tok/s あたり</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Wh/Mtok</source>
        <translation>Wh/Mtok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per month</source>
        <translation>月額</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>No machine meets the budget and the minimum speed.
</source>
        <translation>予算と最低速度を満たすマシンはありません。
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
headroom: usable minus used on the tightest device (negative: over by that much).
</source>
        <translation>
余裕: 最も逼迫したデバイスでの使用可能量から使用量を引いた値（負の値はその分だけ超過）。
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>price: the launch list price as published, a card&apos;s times the GPU count or a whole system&apos;s own (`hardware --json` gives its source); power: the cards&apos; board power (not the PC around them) or the system&apos;s maximum; per tok/s: price divided by the decode-speed bound per user; –: unknown.
</source>
        <translation>価格: 公表された発売時の定価。カードは 1 枚の価格 × GPU 数、完成品のシステムはその価格（出典は `hardware --json` に記載）。電力: カードのボード電力（周りの PC は含まない）またはシステムの最大値。tok/s あたり: 価格をユーザーあたりの生成速度の上限で割った値。–: 不明。
</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>--%1 needs a number greater than 0 (at most %2), not “%3”</source>
        <extracomment>%1 option name, %2 the largest number accepted, %3 what the user typed</extracomment>
        <translation>--%1 には 0 より大きい数（最大 %2）を指定してください（「%3」は不可）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>--sort takes price, speed or headroom, not “%1”</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--sort には price、speed、headroom のいずれかを指定してください（「%1」は不可）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Show prices and running costs in CODE (USD, EUR or JPY; default USD), converting at the dated rate shipped in money.json.</source>
        <translation>価格と電気代を CODE（USD、EUR、JPY。既定は USD）で表示します。money.json に同梱の日付付きレートで換算します。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Hours of generation a day for the running cost (default %1; idle the rest of the day).</source>
        <translation>電気代を計算する 1 日あたりの生成時間（既定 %1。残りはアイドル）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Electricity price per kWh in the --currency (default: the shipped average for US dollars, yen or euros).</source>
        <translation>--currency での 1 kWh あたりの電気料金（既定: 米ドル・円・ユーロごとに同梱の平均値）。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>--currency takes one of %2, not “%1”</source>
        <extracomment>%1 what the user typed, %2 the currency codes known</extracomment>
        <translation>--currency には %2 のいずれかを指定します（“%1” ではなく）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--hours-per-day needs a number from 0 to 24, not “%1”</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--hours-per-day には 0〜24 の数値が必要です（“%1” ではなく）</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Which model presets fit a machine (this computer unless --hardware, --vram or --scenario names another), at which weight scheme (or those of --weights A,B,...), for one question: verdict, total, limits and speed.</source>
        <translation>どのモデルプリセットが、どの重みスキーム（または --weights A,B,... のスキーム）でマシン（--hardware、--vram、--scenario で別のマシンを指定しなければこのコンピューター）に収まるかを、1 つの質問について示します: 判定、合計、上限、速度。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>fit needs a machine and this computer could not be detected (%1): give --hardware ID, --vram GIB --ram GIB, or --scenario FILE</source>
        <translation>fit にはマシンが必要ですが、このコンピューターを検出できませんでした（%1）: --hardware ID、--vram GIB --ram GIB、または --scenario FILE を指定してください</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No machine given: planning for this computer, as --this-machine does (--hardware ID or --vram GIB --ram GIB for another).
</source>
        <translation>マシンの指定がないため、--this-machine と同じようにこのコンピューターで計画します（別のマシンは --hardware ID または --vram GIB --ram GIB）。
</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Only machines whose price is at most AMOUNT in the --currency (list prices in another currency converted at the shipped rate). Machines of unknown price are left out.</source>
        <translation>価格が --currency で AMOUNT 以下のマシンだけを表示します（他の通貨の定価は同梱のレートで換算）。価格が不明なマシンは除外します。</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>◀ this computer, as detected.
</source>
        <translation>◀ 検出したとおりのこのコンピューター。
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>◀ the row closest to this computer (%1); --this-machine ranks it as it is.
</source>
        <extracomment>%1 what was detected (&quot;NVIDIA GeForce RTX 4090 + 62 GiB RAM&quot;)</extracomment>
        <translation>◀ このコンピューター（%1）に最も近い行。--this-machine を付けると、このコンピューターそのものを順位に加えます。
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No row is like this computer; --this-machine ranks it as it is.
</source>
        <translation>このコンピューターに近い行はありません。--this-machine を付けると、このコンピューターそのものを順位に加えます。
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This computer was not detected (%1): no row is marked.
</source>
        <translation>このコンピューターを検出できませんでした（%1）。印の付いた行はありません。
</translation>
    </message>
    <message>
        <location line="-103"/>
        <source>fit plans every model preset with the planner&apos;s context and users</source>
        <translation>fit は指定したコンテキストとユーザー数で、すべてのモデルプリセットを計画します</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Text: every model at every scheme, grouped by family (the JSON always has every row).</source>
        <translation>テキスト出力で、すべてのモデルをすべてのスキームでファミリーごとに表示します（JSON には常にすべての行が入ります）。</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Discrete GPUs: try 1 to N of each (default 4).</source>
        <translation>ディスクリート GPU: それぞれ 1〜N 枚を試します（既定 4）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Order within fits and within spills (does not fit: closest first): price (cheapest first, unknown prices last; the default), speed (fastest first) or headroom (most headroom first).</source>
        <translation>「収まる」と「RAM にはみ出す」のそれぞれの中での並び順（「収まらない」は近い順）: price（安い順、価格不明は最後。既定）、speed（速い順）、headroom（余裕の大きい順）。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Only machines that run the plan at TOKENS_PER_S or more per user (the decode-speed bound).</source>
        <translation>ユーザーあたり TOKENS_PER_S 以上でプランを実行できるマシンだけを表示します（生成速度の上限で判断）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>machines tries every hardware preset</source>
        <translation>machines はすべてのハードウェアプリセットを試します</translation>
    </message>
    <message>
        <location filename="../app/cli/talkcmd.cpp" line="-91"/>
        <source>Write the slides to this PDF file (required).</source>
        <translation>スライドをこの PDF ファイルに書き出します（必須）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language of the slides: en (default), ja or it.</source>
        <translation>スライドの言語: en（既定）、ja、it。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The talk to export (default: the built-in talk).</source>
        <translation>書き出すトーク（既定: 組み込みのトーク）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a page with the speaker notes after each slide.</source>
        <translation>各スライドの後にスピーカーノートのページを加えます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Also write each slide as a 1920x1080 PNG into this folder.</source>
        <translation>各スライドを 1920x1080 の PNG としてこのフォルダーにも書き出します。</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>talk needs --model ID: the talk “%1” names no default plan</source>
        <extracomment>%1 the talk file, which has no &quot;plan&quot; naming a model</extracomment>
        <translation>talk には --model ID が必要です: トーク「%1」には既定のプランがありません</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the default plan of the talk “%1” names an unknown preset: %2</source>
        <extracomment>%1 the talk file, %2 what it names that kvplanner does not know (&quot;model “x”?&quot;)</extracomment>
        <translation>トーク「%1」の既定のプランに不明なプリセットがあります: %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Write talk mode as PDF slides (one 16:9 page per step) for a model, context, users and machine (without --model: the plan the talk file names).</source>
        <translation>モデル、コンテキスト、ユーザー数、マシンに合わせて、トークモードを PDF スライド（1 ステップにつき 16:9 のページ 1 枚）として書き出します（--model がなければ、トークファイルが指定するプラン）。</translation>
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
        <translation>なし</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Weights</source>
        <translation>重み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Machine</source>
        <translation>マシン</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Runtime</source>
        <translation>ランタイム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context × users</source>
        <translation>コンテキスト × ユーザー数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>KV cache type</source>
        <translation>KV キャッシュの型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache</source>
        <translation>KV キャッシュ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Longest context on the GPU</source>
        <translation>GPU での最長コンテキスト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most users</source>
        <translation>最大ユーザー数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Speed bound</source>
        <translation>速度の上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Launch</source>
        <translation>起動コマンド</translation>
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
        <translation>K %1、V %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>≤ %1 tokens/s</source>
        <translation>≤ %1 トークン/秒</translation>
    </message>
</context>
<context>
    <name>Component</name>
    <message>
        <location filename="../app/common/parts.cpp" line="+21"/>
        <source>Weights</source>
        <translation>重み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache</source>
        <translation>KV キャッシュ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recurrent state</source>
        <translation>リカレント状態</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compute &amp; overhead</source>
        <extracomment>compute buffer plus fixed overhead (output buffer)</extracomment>
        <translation>計算とオーバーヘッド</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The model&apos;s parameters at the chosen precision.</source>
        <translation>選んだ精度でのモデルのパラメータ。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keys and values kept for every token of context, for every user.</source>
        <translation>コンテキストのトークンごと、ユーザーごとに保持されるキーとバリュー。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>State of recurrent (Mamba-style) layers: fixed per user, not per token.</source>
        <translation>リカレント（Mamba 型）レイヤーの状態: トークンごとではなくユーザーごとに一定。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scratch memory for one micro-batch, plus the output buffer.</source>
        <translation>1 つのマイクロバッチ用の作業メモリと出力バッファ。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>May grow</source>
        <extracomment>hatched part of a device bar: memory the server may add while it serves</extracomment>
        <translation>増える可能性</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What the server may add here while it serves, beyond the memory at start: llama-server&apos;s prompt cache (--cache-ram) and context checkpoints, mlx_lm.server&apos;s prompt cache.</source>
        <translation>起動時のメモリに加えて、稼働中にサーバーがここへ追加しうる量：llama-server のプロンプトキャッシュ（--cache-ram）とコンテキストのチェックポイント、mlx_lm.server のプロンプトキャッシュ。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/report/components.cpp" line="+15"/>
        <source>%Ln tokens</source>
        <extracomment>a token count such as a context length, e.g. &quot;32,768 tokens&quot;</extracomment>
        <translation>
            <numerusform>%Ln トークン</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>≤ %1 tokens/s</source>
        <extracomment>an upper bound on generation speed, per user</extracomment>
        <translation>≤ %1 トークン/秒</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>≥ %1 min</source>
        <extracomment>a lower bound on a wait, in minutes</extracomment>
        <translation>%1 分以上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>≥ %1 s</source>
        <extracomment>a lower bound on a wait, in seconds</extracomment>
        <translation>%1 秒以上</translation>
    </message>
</context>
<context>
    <name>Detect</name>
    <message>
        <location filename="../app/common/thismachine.cpp" line="+298"/>
        <source>the CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+133"/>
        <source>%1 could not be read.</source>
        <translation>%1 を読めませんでした。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 does not say what kvplanner expects; it was skipped.</source>
        <translation>%1 の内容が想定と違うため、スキップしました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 did not answer; it was skipped.</source>
        <translation>%1 が応答しなかったため、スキップしました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The system does not report the memory of %1; its preset&apos;s size is used.</source>
        <translation>システムが %1 のメモリー容量を報告しないため、プリセットの容量を使います。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The memory of %1 is not reported and no preset knows it: it is left out (choose a preset or custom capacities instead).</source>
        <translation>%1 のメモリー容量は報告されず、一致するプリセットもないため除外しました(プリセットかカスタム容量を選んでください)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No preset matches %1: its memory bandwidth is assumed to be %2 GB/s (type the real figure with --bandwidth-gbs, or pick a preset).</source>
        <extracomment>%1 a device name, %2 the memory bandwidth assumed, in GB/s</extracomment>
        <translation>%1 に一致するプリセットがありません: メモリー帯域幅を %2 GB/s と仮定します(実際の値は --bandwidth-gbs で指定するか、プリセットを選んでください)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is an integrated GPU without memory of its own: models are planned in system RAM.</source>
        <translation>%1 は専用メモリーのない内蔵 GPU です: モデルはシステム RAM で計画します。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no preset, %1 GB/s assumed</source>
        <translation>プリセットなし、%1 GB/s と仮定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>preset %1, %2 GB/s</source>
        <translation>プリセット %1、%2 GB/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unified memory: %1 (%2) — %3</source>
        <translation>ユニファイドメモリー: %1(%2)— %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU limit: %1 (%2)</source>
        <translation>GPU の上限: %1(%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU %1: %2, %3 (%4) — %5</source>
        <translation>GPU %1: %2、%3(%4)— %5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>RAM: %1 (%2) — %3</source>
        <translation>RAM: %1(%2)— %3</translation>
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
        <translation>ボード: %1</translation>
    </message>
</context>
<context>
    <name>DialogProvider</name>
    <message>
        <location filename="../app/gui/dialogprovider.cpp" line="+70"/>
        <source>Unsaved changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the changes to “%1” before closing it?</source>
        <translation>閉じる前に「%1」の変更を保存しますか？</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your changes are lost if you don&apos;t save them.</source>
        <translation>保存しないと変更は失われます。</translation>
    </message>
</context>
<context>
    <name>Exporter</name>
    <message>
        <location filename="../app/gui/exporter.cpp" line="+51"/>
        <source>## %1 on %2

</source>
        <extracomment>Markdown heading: %1 model, %2 machine</extracomment>
        <translation>## %2 上の %1

</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>**Verdict: %1**

</source>
        <translation>**判定: %1**

</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 tokens per user × %Ln users · weights %2 · KV cache %3 · %4

</source>
        <extracomment>%1 context per user, %n users, %2 weight scheme, %3 KV type, %4 runtime</extracomment>
        <translation>
            <numerusform>ユーザーあたり %1 トークン × %Ln ユーザー · 重み %2 · KV キャッシュ %3 · %4

</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Part</source>
        <translation>内訳</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory</source>
        <translation>メモリ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>**Total**</source>
        <translation>**合計**</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Used / usable</source>
        <translation>使用 / 使用可能</translation>
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
        <translation>収まる最長コンテキスト: ユーザーあたり %1 トークン。このコンテキストでの最大ユーザー数: %2。
</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Cannot write “%1”: %2</source>
        <translation>「%1」に書き込めません: %2</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <location filename="../app/common/atomicfile.cpp" line="+42"/>
        <source>Cannot write “%1”: %2</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>「%1」に書き込めません: %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the data could not be written</source>
        <translation>データを書き込めませんでした</translation>
    </message>
</context>
<context>
    <name>Local</name>
    <message>
        <location filename="../app/common/localmodels.cpp" line="+409"/>
        <source>llama.cpp cache</source>
        <translation>llama.cpp のキャッシュ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hugging Face cache</source>
        <translation>Hugging Face のキャッシュ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your folders</source>
        <translation>自分のフォルダー</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 cannot be read; it was skipped.</source>
        <translation>%1 を読めないため、スキップしました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not an Ollama manifest kvplanner can read; it was skipped.</source>
        <translation>%1 は kvplanner が読める Ollama のマニフェストではないため、スキップしました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The model file that %1 names is missing (an interrupted pull?); it was skipped.</source>
        <translation>%1 が指すモデルファイルがありません(取得が中断された?)。スキップしました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is not a readable GGUF file; it was skipped.</source>
        <translation>%1 は読める GGUF ファイルではないため、スキップしました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parts of the split model %1 are missing; its size counts the parts found.</source>
        <translation>分割モデル %1 の一部がありません。サイズは見つかった部分だけです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was reached twice through links; it was scanned once.</source>
        <translation>%1 にはリンク経由で2回到達したため、1回だけ走査しました。</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <location filename="../app/report/contextchart.cpp" line="+45"/>
        <source>usable unified memory</source>
        <translation>使用可能なユニファイドメモリ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>usable VRAM</source>
        <translation>使用可能な VRAM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>usable VRAM + RAM</source>
        <translation>使用可能な VRAM + RAM</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>usable RAM</source>
        <translation>使用可能な RAM</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>tokens of context per user</source>
        <translation>ユーザーあたりのコンテキスト（トークン）</translation>
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
        <translation>このプラン: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>all on GPU up to %1</source>
        <translation>すべて GPU で %1 まで</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>with offload up to %1</source>
        <translation>オフロードありで %1 まで</translation>
    </message>
    <message>
        <location filename="../app/report/reportcharts.cpp" line="+12"/>
        <source>%1 physical</source>
        <translation>物理 %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 of %2 usable · %3 layers</source>
        <extracomment>under a device&apos;s bar: %1 used, %2 usable, %3 repeating layers placed there</extracomment>
        <translation>使用可能 %2 のうち %1 · %3 レイヤー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2 usable</source>
        <translation>使用可能 %2 のうち %1</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>%1 · %2 layers</source>
        <translation>%1 · %2 レイヤー</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>only the last %1 tokens per user</source>
        <translation>ユーザーあたり直近の %1 トークンのみ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>only the current chunk, up to %1 tokens per user</source>
        <translation>現在のチャンクのみ、ユーザーあたり最大 %1 トークン</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 per token</source>
        <translation>トークンあたり %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Recurrent state: %1 in all, fixed per user, whatever the context</source>
        <translation>リカレント状態: 全体で %1。コンテキストによらずユーザーごとに一定</translation>
    </message>
    <message>
        <location filename="../app/report/reportdetails.cpp" line="+19"/>
        <location line="+5"/>
        <location filename="../app/report/reporttext.cpp" line="+82"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+16"/>
        <location filename="../app/report/reportsections.cpp" line="+110"/>
        <source>Limits</source>
        <translation>上限</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose a machine to find the limits.</source>
        <translation>上限を知るにはマシンを選んでください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Longest context per user, all on the GPU</source>
        <translation>ユーザーあたりの最長コンテキスト（すべて GPU）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Most users, all on the GPU</source>
        <translation>最大ユーザー数（すべて GPU）</translation>
    </message>
    <message numerus="yes">
        <location line="-27"/>
        <location filename="../app/report/reporttext.cpp" line="+1"/>
        <location line="+60"/>
        <source>%Ln tokens</source>
        <translation>
            <numerusform>%Ln トークン</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>%1 (for %Ln users)</source>
        <extracomment>%1 a token count (&quot;8,192 tokens&quot;); %n the number of users</extracomment>
        <translation>
            <numerusform>%1（%Ln ユーザー時）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 (at %Ln tokens each)</source>
        <extracomment>%1 a number of users; %n the context per user in tokens</extracomment>
        <translation>
            <numerusform>%1（各 %Ln トークン時）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Longest context per user, spilling to RAM</source>
        <translation>ユーザーあたりの最長コンテキスト（RAM へオフロード）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most users, spilling to RAM</source>
        <translation>最大ユーザー数（RAM へオフロード）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A request is cut off at</source>
        <translation>リクエストの打ち切り</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No machine was chosen, so there is no speed bound.</source>
        <translation>マシンが選ばれていないため、速度の上限はありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At most %1 tokens/s per user (%2 tokens/s for all users together), limited by the memory bandwidth of %3: every generated token reads %4 of weights and KV cache. Real speed is lower.</source>
        <extracomment>%1 tokens/s per user, %2 in total, %3 device, %4 bytes read per token</extracomment>
        <translation>ユーザーあたり最大 %1 トークン/秒（全ユーザー合計 %2 トークン/秒）。%3 のメモリ帯域による上限で、1 トークン生成するたびに重みと KV キャッシュを %4 読み込みます。実際の速度はこれより遅くなります。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The first token comes after at least %1 s for a prompt of %2 tokens, limited by %3: the prompt is read at most at %4 tokens/s.</source>
        <extracomment>%1 seconds (a lower bound), %2 prompt tokens, %3 what limits it (&quot;compute&quot;, &quot;the host link (PCIe)&quot;, &quot;memory bandwidth&quot;), %4 prompt tokens per second (an upper bound)</extracomment>
        <translation>%2 トークンのプロンプトでは、最初のトークンまで早くても %1 秒かかります（律速: %3）。プロンプトの読み込みは最大でも毎秒 %4 トークンです。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>An answer of %1 tokens is complete after at least %2 s.</source>
        <extracomment>%1 answer tokens, %2 seconds (a lower bound)</extracomment>
        <translation>%1 トークンの回答が終わるのは早くても %2 秒後です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At the %2 % of the bound this machine reached in a log, expect the first token after about %1 s.</source>
        <extracomment>%1 seconds, %2 the share of the bound a log measured on this machine, e.g. &quot;22.3&quot;</extracomment>
        <translation>このマシンがログで達した上限の %2 % の速さなら、最初のトークンは約 %1 秒後の見込みです。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Per token, reading memory takes %1 ms and the network %2 ms: %3.</source>
        <extracomment>a cluster&apos;s decode step: %1 ms reading memory, %2 ms on the network link, %3 which of the two limits</extracomment>
        <translation>1 トークンあたり、メモリの読み出しに %1 ms、ネットワークに %2 ms かかります: %3。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the network limits</source>
        <translation>ネットワークが律速です</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>memory limits</source>
        <translation>メモリが律速です</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Link</source>
        <extracomment>%1 Gbit/s, %2 one-way latency in microseconds, %3 messages per token, %4 bytes they carry</extracomment>
        <translation>リンク</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 Gbit/s, %2 µs one way; per token %3 messages carrying %4</source>
        <translation>%1 Gbit/s、片道 %2 µs。1 トークンあたり %3 回の通信で %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tensor parallel</source>
        <translation>テンソル並列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>of those, %1 all-reduce steps across nodes carrying %2</source>
        <extracomment>%1 ring all-reduce steps per token across nodes, %2 their bytes</extracomment>
        <translation>うちノードをまたぐ all-reduce が %1 ステップ、%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 of %2 usable, %3 layers — %4; %5</source>
        <translation>使用可能 %2 のうち %1、%3 層 — %4。%5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fits</source>
        <translation>収まる</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>over capacity</source>
        <translation>容量オーバー</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rank %1 — %2</source>
        <extracomment>a vLLM worker: %1 rank number, %2 its GPU</extracomment>
        <translation>ランク %1 — %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stage %1, layers %2–%3, %4 KV heads; weights %5, KV pool %6 (%7 blocks)</source>
        <extracomment>%1 pipeline stage, %2 first layer, %3 last layer, %4 KV heads per layer, %5 weights, %6 KV pool, %7 blocks</extracomment>
        <translation>ステージ %1、層 %2–%3、KV ヘッド %4。重み %5、KV プール %6（%7 ブロック）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Context</source>
        <translation>コンテキスト</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>n_ctx %1, n_ctx_seq %2, %3 streams</source>
        <translation>n_ctx %1、n_ctx_seq %2、ストリーム %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Batches</source>
        <translation>バッチ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>n_batch %1, n_ubatch %2, flash attention %3</source>
        <translation>n_batch %1、n_ubatch %2、flash attention %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on</source>
        <translation>オン</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 layers × %2 cells × %3 streams = %4</source>
        <extracomment>%1 layers x %2 cells x %3 streams = %4</extracomment>
        <translation>%1 レイヤー × %2 セル × %3 ストリーム = %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Weights</source>
        <translation>重み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute buffer</source>
        <translation>計算バッファ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>about %1</source>
        <translation>約 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output buffer and overhead</source>
        <translation>出力バッファとオーバーヘッド</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/report/reportsections.cpp" line="-20"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2 bytes)</source>
        <translation>%1（%2 バイト）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ollama&apos;s own estimate</source>
        <translation>Ollama 自身の見積もり</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of KV cache (it prices quantised caches too low)</source>
        <translation>KV キャッシュ %1（量子化キャッシュを過小に見積もります）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vLLM pool</source>
        <translation>vLLM プール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reserves %1 per GPU; KV pool %2 = %3 blocks = %4 tokens</source>
        <translation>GPU あたり %1 を予約。KV プール %2 = ブロック %3 個 = %4 トークン</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The compute buffer is an approximation of one micro-batch&apos;s logits and activations; multi-GPU pipeline-parallel buffers can differ by more.</source>
        <translation>計算バッファは 1 マイクロバッチ分のロジットと活性化の近似値です。複数 GPU のパイプライン並列ではさらに差が出ることがあります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only mainline llama.cpp&apos;s current rules: older builds padded differently and forks differ (ik_llama.cpp keeps sliding-window layers full).</source>
        <translation>現在のメインライン llama.cpp のルールのみです。古いビルドはパディングが異なり、フォークも異なります（ik_llama.cpp はスライディングウィンドウのレイヤーをフルサイズで保持）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both speed figures are bounds from peak figures: the decode bound from memory bandwidth alone, the first-token bound from peak compute, memory bandwidth and the host link. Real kernels run below them.</source>
        <translation>速度の値はどちらもピーク性能からの上限です。生成速度の上限はメモリ帯域のみから、最初のトークンの上限はピーク演算性能・メモリ帯域・ホストリンクから求めます。実際のカーネルはこれより遅く動きます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other programs&apos; memory beyond the reserves above; adapters; the speed gain of a draft model and the compute of a projector&apos;s image encoder.</source>
        <translation>上記の予約を超える他のプログラムのメモリ、アダプター、ドラフトモデルによる高速化、プロジェクターの画像エンコーダーの計算。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Prompt processing over the network, and tensor-parallel traffic inside one node (PCIe or NVLink, counted as free).</source>
        <translation>ネットワーク越しのプロンプト処理と、1 台のノード内のテンソル並列の通信（PCIe や NVLink。無償として数えます）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>vLLM&apos;s activation peak and non-torch memory are estimates unless taken from its log; hybrid models&apos; recurrent state follows vLLM&apos;s rules without prefix caching or speculative decoding, and Blackwell&apos;s larger block alignment for 256-wide heads is not modelled.</source>
        <translation>vLLM の活性値のピークと torch 以外のメモリは、ログから取らない限り推定値です。ハイブリッドモデルの再帰状態は、プレフィックスキャッシュと投機的デコードなしの vLLM の規則に従います。Blackwell で幅 256 のヘッドに使われる大きなブロック境界は扱いません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>KoboldCpp&apos;s SmartCache snapshots (RAM, only when saved), its hidden continuous-batching slots, the margin its autofit keeps on the first GPU and --swapadding&apos;s extra cells.</source>
        <translation>KoboldCpp の SmartCache スナップショット（保存時のみ RAM に確保）、隠しオプションの連続バッチ用スロット、autofit が最初の GPU に残す余白、--swapadding の追加セル。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What-ifs are research ideas that trade quality or speed for memory, not runtime behaviour.</source>
        <translation>「もしも」の項目は、品質や速度と引き換えにメモリを節約する研究段階のアイデアで、ランタイムの実際の動作ではありません。</translation>
    </message>
    <message>
        <location filename="../app/report/reportexport.cpp" line="+92"/>
        <source>the folder cannot be created</source>
        <translation>フォルダーを作成できません</translation>
    </message>
    <message>
        <location filename="../app/report/reportrenderer.cpp" line="+148"/>
        <source>kvplanner sizing report</source>
        <translation>kvplanner メモリ見積もりレポート</translation>
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
        <translation>%1 / %2 ページ</translation>
    </message>
    <message>
        <location filename="../app/report/reportsections.cpp" line="-49"/>
        <source>The plan</source>
        <translation>プラン</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Where the memory goes</source>
        <translation>メモリの内訳</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Memory on each device</source>
        <translation>デバイスごとのメモリ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each bar is one memory pool; the black line is what the plan may use, the hatched end what the system keeps for itself.</source>
        <translation>各バーが 1 つのメモリプールです。黒い線はプランで使える量、斜線部はシステムが確保する分です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> The orange hatch: what the server may add while it serves (prompt cache, checkpoints).</source>
        <extracomment>appended to the device chart&apos;s explanation; the orange hatch sits on top of the host&apos;s bar</extracomment>
        <translation>オレンジの斜線は、稼働中にサーバーが追加しうる量（プロンプトキャッシュ、チェックポイント）です。</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Memory against context</source>
        <translation>コンテキストに対するメモリ</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Everything the runtime allocates, for %Ln users, as the context per user grows to the model&apos;s training context. The KV cache is the part that grows.</source>
        <translation>
            <numerusform>%Ln ユーザーで、ユーザーあたりのコンテキストをモデルの学習時のコンテキスト長まで伸ばしたときにランタイムが確保するすべてのメモリ。増えていくのは KV キャッシュの部分です。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bytes per token by layer kind</source>
        <translation>レイヤーの種類ごとのトークンあたりバイト数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache for one token of one user, at the chosen precision: %1 over all layers.</source>
        <translation>1 ユーザーの 1 トークン分の KV キャッシュ（選んだ精度）: 全レイヤー合計 %1。</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../app/report/reporttext.cpp" line="-58"/>
        <source>Speed bound</source>
        <translation>速度の上限</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Launch command</source>
        <translation>起動コマンド</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What the runtime allocates</source>
        <translation>ランタイムが確保するもの</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Assumptions and warnings</source>
        <translation>前提と警告</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not modelled</source>
        <translation>モデル化していないもの</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The cluster</source>
        <translation>クラスター</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each node holds its layers and their KV cache; for every generated token the activations cross the link between the nodes.</source>
        <translation>各ノードは自分の層とその KV キャッシュを持ちます。トークンを 1 つ生成するたびに、活性値がノード間のリンクを渡ります。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Launch commands, one block per node</source>
        <translation>起動コマンド（ノードごと）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Plans side by side</source>
        <translation>プランを並べて比較</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pinned plans; rows whose values differ are in bold.</source>
        <translation>ピン留めしたプランです。値が異なる行は太字で示します。</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+11"/>
        <source>Plan %1</source>
        <translation>プラン %1</translation>
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
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../app/report/reporttext.cpp" line="+7"/>
        <source>K %1, V %2</source>
        <translation>K %1、V %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>How much memory does %1 need for %2 tokens of context for one user?</source>
        <translation>%1 を 1 ユーザー・コンテキスト %2 トークンで使うには、どれだけのメモリが必要？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much memory does %1 need for %2 tokens of context for each of %3 users?</source>
        <translation>%1 を %3 ユーザー・各 %2 トークンのコンテキストで使うには、どれだけのメモリが必要？</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Will %1 run with %2 tokens of context for one user on %3?</source>
        <extracomment>%1 model, %2 context, %3 machine</extracomment>
        <translation>%1 は %3 で、1 ユーザー・コンテキスト %2 トークンで動く？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Will %1 run with %2 tokens of context for each of %3 users on %4?</source>
        <extracomment>%1 model, %2 context per user, %3 users, %4 machine</extracomment>
        <translation>%1 は %4 で、%3 ユーザー・各 %2 トークンのコンテキストで動く？</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Memory needed</source>
        <translation>必要なメモリ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache</source>
        <translation>KV キャッシュ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Longest context on the GPU</source>
        <translation>GPU での最長コンテキスト</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>≤ %1 tok/s</source>
        <translation>≤ %1 tok/s</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 full attention</source>
        <translation>フルアテンション %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 sliding window (%2 tokens)</source>
        <translation>スライディングウィンドウ %1（%2 トークン）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 chunked local (%2-token chunks)</source>
        <extracomment>Llama 4: %1 layers attending only within chunks of %2 tokens</extracomment>
        <translation>チャンク局所 %1(%2 トークンのチャンク)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 latent (MLA)</source>
        <translation>潜在（MLA）%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 recurrent</source>
        <translation>リカレント %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>; %1 KV heads × %2 values</source>
        <translation>、KV ヘッド %1 個 × %2 値</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 layers: %2%3 (%4)</source>
        <extracomment>%1 layer count, %2 kinds of layers, %3 head sizes, %4 badges such as GQA</extracomment>
        <translation>%1 レイヤー: %2%3（%4）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (%2), %3 parameters, trained on %4 tokens of context</source>
        <translation>%1（%2）、パラメータ %3、学習時のコンテキスト長 %4 トークン</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attention layout</source>
        <translation>アテンション構成</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runtime</source>
        <translation>ランタイム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, rules checked against %2</source>
        <translation>%1（確認したルール: %2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hardware</source>
        <translation>ハードウェア</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none chosen</source>
        <translation>未選択</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reserved for the system</source>
        <translation>システム用に予約</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context per user</source>
        <translation>ユーザーあたりのコンテキスト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Concurrent users</source>
        <translation>同時ユーザー数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weight precision</source>
        <translation>重みの精度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache precision</source>
        <translation>KV キャッシュの精度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vision projector</source>
        <translation>ビジョンプロジェクター</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2 %3 (in the weights)</source>
        <translation>%1、%2、%3（重みに含む）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on the first GPU</source>
        <translation>最初の GPU 上</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in RAM</source>
        <translation>RAM 上</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draft model</source>
        <extracomment>%1 model id, %2 weight scheme, %3 its total, %4 weights, %5 its KV cache, %6 compute</extracomment>
        <translation>ドラフトモデル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 at %2: %3 (weights %4, KV cache %5, compute %6), in the figures above</source>
        <translation>%1（%2）: %3（重み %4、KV キャッシュ %5、計算 %6）、上の数値に含む</translation>
    </message>
    <message>
        <location filename="../app/report/reportbuy.cpp" line="+90"/>
        <source>at most %1 tokens/s</source>
        <translation>最大 %1 トークン/秒</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at most %1 Wh</source>
        <translation>最大 %1 Wh</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>at most %1</source>
        <translation>最大 %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+15"/>
        <source>%1 tokens</source>
        <translation>%1 トークン</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>%1 (%2 with layers in RAM)</source>
        <extracomment>%1 the limit with every layer on the GPU, %2 the limit with layers in system RAM</extracomment>
        <translation>%1（RAM にレイヤーを置くと %2）</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>What to buy</source>
        <translation>何を買うか</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The cheapest machines that run this plan as asked, %1 tokens for each of %n users without spilling to RAM, beside yours; prices in %2. A graphics card&apos;s price is the cards only, not the PC around them.</source>
        <extracomment>%1 tokens of context per user, %n users, %2 a currency code</extracomment>
        <translation>
            <numerusform>このプランを指定どおり（%n ユーザーそれぞれに %1 トークン、RAM にはみ出さずに）動かせる最も安いマシンを、あなたのマシンと並べて示します。価格は %2。グラフィックカードの価格はカードのみで、それを載せる PC は含みません。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your machine: %1</source>
        <translation>あなたのマシン: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Price</source>
        <translation>価格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit</source>
        <translation>収まるか</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest context per user</source>
        <translation>1 ユーザーあたりの最長コンテキスト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Users at this context</source>
        <translation>このコンテキストでのユーザー数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed bound per user</source>
        <translation>1 ユーザーあたりの速度上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board power</source>
        <translation>ボード電力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy per million tokens</source>
        <translation>100 万トークンあたりの電力量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running cost a month</source>
        <translation>月々の電気代</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No machine of known price runs this plan as asked without spilling.</source>
        <translation>価格の分かっているマシンで、このプランを指定どおりはみ出さずに動かせるものはありません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: your own price (%2)</source>
        <extracomment>the small print under What to buy: %1 a machine, %2 where its price comes from</extracomment>
        <translation>%1: あなたの価格（%2）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no source given</source>
        <translation>出典なし</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Prices: %1.</source>
        <extracomment>%1 the price sources, one after the other</extracomment>
        <translation>価格の出典: %1。</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <location filename="../app/gui/startup.cpp" line="+49"/>
        <source>Render the window to a PNG and exit.</source>
        <translation>ウィンドウを PNG に描画して終了します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Window size for --screenshot (default 1280x800).</source>
        <translation>--screenshot のウィンドウサイズ（既定 1280x800）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interface language: en, ja, it.</source>
        <translation>表示言語: en、ja、it。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>system, light or dark.</source>
        <translation>system、light、dark のいずれか。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With --explain: show step N (1 = first).</source>
        <translation>--explain と一緒に: ステップ N を表示します（1 = 最初）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With --talk: start at step N (1 = first).</source>
        <translation>--talk と併用: ステップ N から開始（1 = 最初）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With --talk: a talk description (JSON) instead of the default.</source>
        <translation>--talk と併用: 既定の代わりに使うトークの記述（JSON）。</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>one file at a time, not “%1”</source>
        <translation>ファイルは一度に 1 つだけです（「%1」は開けません）</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Options from the command line</source>
        <translation>コマンドラインのオプション</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Opened on %1 (%2): the largest model that fits the %3 at %4 tokens for one user, at most %5 tokens/s (this computer could not be read, so this is the default machine).</source>
        <translation>%1（%2）で開きました: %3 で 1 ユーザー %4 トークンに収まる最大のモデルです。最大 %5 トークン/秒（このコンピューターを読み取れなかったため、既定のマシンです）。</translation>
    </message>
    <message>
        <location line="-160"/>
        <source>Will this language model fit your machine?</source>
        <translation>この言語モデル、あなたのマシンに収まる？</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A scenario (.kvplan) or a model file to open.</source>
        <translation>開くシナリオ（.kvplan）またはモデルファイル。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Start the full-screen talk (F5 in the window).</source>
        <translation>全画面のトーク（ウィンドウでは F5）を開始します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the Explain panel (F6 in the window).</source>
        <translation>解説パネルを開きます（ウィンドウでは F6）。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>--size needs WIDTHxHEIGHT, e.g. 1280x800</source>
        <translation>--size には 幅x高さ を指定してください（例: 1280x800）</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>Opened on %1 (%2): the largest model that fits this computer (%3) at %4 tokens for one user, at most %5 tokens/s.</source>
        <translation>%1（%2）で開きました: このコンピューター（%3）で 1 ユーザー %4 トークンに収まる最大のモデルです。最大 %5 トークン/秒。</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>cannot write the screenshot “%1”</source>
        <translation>スクリーンショット「%1」を書き込めません</translation>
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
        <translation>ステップ %1 / %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous step</source>
        <translation>前のステップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next step</source>
        <translation>次のステップ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>For this plan</source>
        <extracomment>Explain panel: heading above the answers to common questions, worked out for the current plan</extracomment>
        <translation>この計画では</translation>
    </message>
    <message>
        <location filename="../app/talk/talklabels.cpp" line="+30"/>
        <source>In %1, yes: all %2 tokens (%3) are reserved at start</source>
        <extracomment>%1 runtime, %2 tokens, %3 bytes</extracomment>
        <translation>はい、%1 では %2 トークンすべて（%3）を起動時に確保します</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>vLLM reserves %1 at start, then fills it block by block</source>
        <extracomment>%1 bytes reserved on the GPU</extracomment>
        <translation>vLLM は起動時に %1 を確保し、ブロック単位で埋めていきます</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>SGLang reserves %1 at start for the weights and its token pool</source>
        <extracomment>%1 bytes reserved on the GPU</extracomment>
        <translation>SGLang は起動時に重みとトークンプール用に %1 を予約します</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ExLlamaV3 allocates its whole cache of %1 tokens (%2) at load, shared by every job</source>
        <extracomment>%1 tokens, %2 bytes</extracomment>
        <translation>ExLlamaV3 はロード時に %1 トークン（%2）のキャッシュ全体を確保し、全ジョブで共有します</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A dynamic cache grows as tokens arrive, and can still run out later</source>
        <translation>動的なキャッシュはトークンが来るたびに増え、後から足りなくなることもあります</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>On unified memory the GPU and the CPU share one pool: the cache is already in it</source>
        <translation>ユニファイドメモリでは GPU と CPU が 1 つのプールを共有します: キャッシュはすでにその中にあります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It already is: this machine has no GPU, so the cache lives in RAM</source>
        <translation>すでにそうです: このマシンには GPU がないので、キャッシュは RAM にあります</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Yes (--no-kv-offload), and here the speed bound hardly changes: %1</source>
        <extracomment>%1 a speed bound like &quot;≤ 12.5 tokens/s&quot;</extracomment>
        <translation>はい（--no-kv-offload）。ここでは速度の上限はほとんど変わりません: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yes, but every token then reads the whole cache over the slower RAM bus</source>
        <translation>はい。ただしトークンごとに、遅い RAM のバス越しにキャッシュ全体を読むことになります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yes (--no-kv-offload), but decoding drops from %1 to %2</source>
        <extracomment>%1 and %2 speed bounds like &quot;≤ 12.5 tokens/s&quot;</extracomment>
        <translation>はい（--no-kv-offload）。ただし生成速度は %1 から %2 に落ちます</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The prompt is read in large batches on the GPU; weights kept in RAM cross the PCIe link for each batch, so the link sets the pace. Pick a GPU with published figures to see by how much</source>
        <translation>プロンプトは GPU で大きなバッチごとに読まれ、RAM にある重みはバッチごとに PCIe を渡るため、リンクが速さを決めます。どれだけ遅くなるかは、公表値のある GPU を選ぶと分かります</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not always: the GPU still reads the prompt, and here PCIe keeps up. %1 tokens need at least %2 s, %4 s with %3 more layers in RAM</source>
        <extracomment>%1 prompt tokens, %2 seconds now (a lower bound), %3 a number of layers, %4 seconds with them in RAM</extracomment>
        <translation>いつもではありません。プロンプトは GPU が読み、ここでは PCIe が追いつきます。%1 トークンで早くても %2 秒、RAM のレイヤーを %3 増やすと %4 秒</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Weights in RAM cross PCIe for every batch of the prompt: %1 tokens need at least %2 s here, %4 s with %3 more layers in RAM</source>
        <extracomment>%1 prompt tokens, %2 seconds now (a lower bound), %3 a number of layers, %4 seconds with them in RAM</extracomment>
        <translation>RAM の重みはプロンプトのバッチごとに PCIe を渡ります。%1 トークンでここでは早くても %2 秒、RAM のレイヤーを %3 増やすと %4 秒</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This machine has no published power figure; the Machines view gives every preset&apos;s price, power and running cost</source>
        <translation>このマシンには公表された消費電力がありません。マシン一覧で各プリセットの価格・消費電力・電気代を確認できます</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>At most %1 kWh a month at %2 h a day: %3 of board power, which decoding rarely draws in full</source>
        <extracomment>%1 kWh (an upper bound), %2 hours a day, %3 board power</extracomment>
        <translation>1 日 %2 時間で月に最大 %1 kWh: ボード電力 %3 の場合で、デコード中にそれを使い切ることはまれです</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At most %1 a month at %2 h a day: %3 of board power, which decoding rarely draws in full</source>
        <extracomment>%1 a price (an upper bound), %2 hours a day, %3 board power</extracomment>
        <translation>1 日 %2 時間で月に最大 %1: ボード電力 %3 の場合で、デコード中にそれを使い切ることはまれです</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At most %1 a month at %2 h a day, %3 Wh per million tokens: %4 of board power, which decoding rarely draws in full</source>
        <extracomment>%1 a price a month (an upper bound), %2 hours a day, %3 watt-hours per million tokens, %4 board power</extracomment>
        <translation>1 日 %2 時間で月に最大 %1、100 万トークンあたり %3 Wh: ボード電力 %4 の場合で、デコード中にそれを使い切ることはまれです</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>f16 cache, as is</source>
        <translation>f16 キャッシュ（そのまま）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paged, blocks of %1</source>
        <extracomment>%1 tokens per block</extracomment>
        <translation>ページング（%1 トークン/ブロック）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>q8_0 cache</source>
        <translation>q8_0 キャッシュ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>q4_0 cache</source>
        <translation>q4_0 キャッシュ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2-bit KV (KIVI)</source>
        <translation>2 ビット KV（KIVI）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep %1 tokens</source>
        <extracomment>%1 tokens kept</extracomment>
        <translation>%1 トークンを保持</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Window of %1</source>
        <extracomment>%1 tokens</extracomment>
        <translation>ウィンドウ %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the reference</source>
        <translation>基準</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>allocates as it goes; wastes a block&apos;s tail</source>
        <translation>必要に応じて確保。ブロックの末尾が無駄に</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tiny quality loss</source>
        <translation>品質低下はごくわずか</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>some quality loss</source>
        <translation>多少の品質低下</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>research code; more loss</source>
        <translation>研究段階のコード。品質低下は大きめ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forgets what it evicts</source>
        <translation>追い出した内容は忘れる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sees only recent tokens</source>
        <translation>直近のトークンしか見えない</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>every slot&apos;s whole context, at load</source>
        <translation>全スロットのコンテキスト全体を読み込み時に確保</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>num_ctx for each parallel request, at load</source>
        <translation>並列リクエストごとに num_ctx を読み込み時に確保</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a share of the GPU at load; the cache gets what the weights leave</source>
        <translation>読み込み時に GPU の一定割合を確保。キャッシュは重みの残り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one request: its context plus 128 tokens, at load</source>
        <translation>リクエストは 1 つ：コンテキスト + 128 トークンを読み込み時に確保</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing at load; grows in steps of 256 tokens</source>
        <translation>読み込み時は確保なし。256 トークンずつ増える</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one pool of cache_size tokens that every request shares</source>
        <translation>全リクエストが共有する cache_size トークンのプール 1 つ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a fixed share of the GPU; the token pool gets what the weights leave</source>
        <translation>GPU の固定割合。トークンプールは重みの残り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exactly the tokens kept</source>
        <translation>保持するトークンちょうど</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>few attention layers, fixed state</source>
        <translation>アテンション層は少なく、状態は固定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one compressed latent per layer</source>
        <translation>レイヤーごとに圧縮された潜在ベクトル 1 つ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>most layers keep a window</source>
        <translation>大半のレイヤーはウィンドウだけを保持</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>all heads share one K and V</source>
        <translation>全ヘッドで K と V を 1 組共有</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>groups of heads share K and V</source>
        <translation>ヘッドのグループごとに K と V を共有</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every head keeps its own K and V</source>
        <translation>ヘッドごとに K と V を持つ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Does the model file grow?</source>
        <translation>モデルファイルは大きくなる？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No. The weights stay %1; only the cache grows (%2 here)</source>
        <extracomment>%1 weights size, %2 KV cache size</extracomment>
        <translation>いいえ。重みは %1 のまま。増えるのはキャッシュだけです（ここでは %2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Is the maximum context allocated at once?</source>
        <translation>最大コンテキストは一度に確保される？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can RAM hold the cache when VRAM is full?</source>
        <translation>VRAM がいっぱいのとき、RAM にキャッシュを置ける？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What would it cost to run this at home?</source>
        <translation>自宅で動かすといくらかかる？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why does a long prompt take so long once it spills to RAM?</source>
        <translation>RAM にあふれると、長いプロンプトはなぜ遅い？</translation>
    </message>
    <message>
        <location filename="../app/talk/talklines.cpp" line="+30"/>
        <source>Every token adds %1: %2</source>
        <extracomment>%1 bytes per token (e.g. 128 KiB), %2 the formula</extracomment>
        <translation>1 トークンごとに %1 増えます: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 tokens of context: %2 of KV cache in %3</source>
        <extracomment>%1 tokens, %2 bytes, %3 runtime name</extracomment>
        <translation>コンテキスト %1 トークン: %3 で KV キャッシュ %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 per token until the sliding windows are full, %2 after: %3 tokens need %4</source>
        <translation>スライディングウィンドウが埋まるまではトークンあたり %1、その後は %2: %3 トークンで %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 per token: %2 tokens need %3</source>
        <extracomment>%1 bytes per token, %2 tokens, %3 bytes</extracomment>
        <translation>トークンあたり %1: %2 トークンで %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Beside the weights there is room for %1: about %2 tokens</source>
        <extracomment>%1 bytes free beside the weights, %2 tokens</extracomment>
        <translation>重みの横に %1 の空き: 約 %2 トークン分</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Models of similar size, %1 tokens, one user: from %2 to %3</source>
        <extracomment>%1 tokens; %2 and %3 the smallest and largest cache</extracomment>
        <translation>同規模のモデル、%1 トークン、1 ユーザー: %2 から %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The same %1 tokens per user, users: %2 — from %3 to %4 set aside when the model loads</source>
        <extracomment>%1 tokens per user, %2 users; %3 and %4 the least and the most KV cache a runtime allocates at load</extracomment>
        <translation>同じ 1 ユーザーあたり %1 トークン、ユーザー数 %2 — モデル読み込み時の確保は %3 から %4 まで</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A prompt of %1 tokens fits. The answer adds %2 more.</source>
        <extracomment>%1 prompt tokens, %2 answer tokens</extracomment>
        <translation>%1 トークンのプロンプトは収まります。回答でさらに %2 増えます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>After token %1 the slot is full: the answer is cut, or old tokens are dropped</source>
        <extracomment>%1 the last token that fits in one user&apos;s slot</extracomment>
        <translation>%1 トークン目でスロットが満杯: 回答が途切れるか、古いトークンが捨てられます</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All %1 tokens stay within the %2-token slot</source>
        <translation>%1 トークンすべてが %2 トークンのスロットに収まります</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%Ln users × %1 tokens: %2 of KV cache</source>
        <extracomment>%n users, %1 tokens each, %2 bytes of KV cache</extracomment>
        <translation>
            <numerusform>%Ln ユーザー × %1 トークン: KV キャッシュ %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%Ln users at %1 tokens; request %2 must wait, spill to RAM or fail</source>
        <extracomment>%n users that fit, %1 tokens each, %2 the first request that does not fit</extracomment>
        <translation>
            <numerusform>%Ln ユーザー・各 %1 トークン。%2 番目のリクエストは待つか、RAM にはみ出すか、失敗します</numerusform>
        </translation>
    </message>
    <message>
        <location line="-16"/>
        <source>A shared %1-token prompt stored once: %2 instead of %3 (vLLM prefix caching)</source>
        <extracomment>%1 tokens of a shared system prompt, %2 and %3 bytes</extracomment>
        <translation>共有の %1 トークンのプロンプトを 1 回だけ保存: %3 の代わりに %2（vLLM のプレフィックスキャッシュ）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose a machine (H) to see where it stops</source>
        <translation>どこで止まるかを見るにはマシンを選んでください（H）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On %1: at most %2 tokens per user when %3 share it</source>
        <extracomment>%1 machine, %2 tokens per user, %3 number of concurrent users</extracomment>
        <translation>%1: %3 ユーザーで共有すると、ユーザーあたり最大 %2 トークン</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Each one still grows with every token, and each has a price</source>
        <translation>どれもトークンごとに増えることに変わりはなく、それぞれ代償があります</translation>
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
        <translation>%1 · %2/トークン</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>refuses this plan</source>
        <extracomment>at the end of a runtime&apos;s (missing) bar: it does not run this plan</extracomment>
        <translation>この計画は拒否</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, all at load</source>
        <extracomment>at the end of a runtime&apos;s bar: %1 the cache, all of it allocated when the model loads</extracomment>
        <translation>%1、すべて読み込み時</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 at load · grows to %2</source>
        <extracomment>at the end of a runtime&apos;s bar: %1 allocated at load, %2 what the cache grows to</extracomment>
        <translation>読み込み時 %1 · %2 まで増加</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 at load · %2 filled</source>
        <extracomment>at the end of a runtime&apos;s bar: %1 allocated at load (a pool), %2 what these users fill of it</extracomment>
        <translation>読み込み時 %1 · うち %2 使用</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 · fits %2 tokens</source>
        <extracomment>after a remedy&apos;s cache size: %1 the longest context that then fits</extracomment>
        <translation>%1 · 最大 %2 トークン</translation>
    </message>
    <message>
        <location filename="../app/talk/talkpaintbasic.cpp" line="+70"/>
        <location line="+2"/>
        <source>layer %1</source>
        <extracomment>under the per-layer stack: the first and last layer</extracomment>
        <translation>レイヤー %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>each row: one layer&apos;s key (K) and value (V)</source>
        <extracomment>legend of the per-layer stack: K and V halves of each layer&apos;s row</extracomment>
        <translation>各行: 1 レイヤーのキー（K）とバリュー（V）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>per token, all layers</source>
        <extracomment>under the big number of step 1</extracomment>
        <translation>1 トークンあたり、全レイヤー</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>tokens kept in the cache</source>
        <translation>キャッシュに保持されるトークン</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>room beside the weights: %1</source>
        <extracomment>dashed line on the growth chart: %1 bytes free for the cache</extracomment>
        <translation>重みの横の空き: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 tokens → %2</source>
        <extracomment>the moving marker on the growth curve: %1 tokens, %2 bytes</extracomment>
        <translation>%1 トークン → %2</translation>
    </message>
    <message>
        <location filename="../app/talk/talkpainttime.cpp" line="+52"/>
        <source>tokens in the conversation</source>
        <translation>会話のトークン数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>weights and buffers</source>
        <translation>重みとバッファ</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>reserved at start</source>
        <extracomment>dashed line: what the runtime reserved at start</extracomment>
        <translation>起動時に確保</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prompt read · answer starts</source>
        <translation>プロンプト読み込み · 回答開始</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>full at %1</source>
        <extracomment>vertical line: %1 the last token that fits</extracomment>
        <translation>%1 で満杯</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>users</source>
        <translation>ユーザー数</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>usable memory: %1</source>
        <extracomment>dashed line: %1 usable memory of the machine</extracomment>
        <translation>使用可能なメモリ: %1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>tokens per user, at most</source>
        <translation>ユーザーあたりの最大トークン数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>users at this context</source>
        <translation>このコンテキストでのユーザー数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tokens one request may hold</source>
        <translation>1 リクエストが保持できるトークン数</translation>
    </message>
    <message>
        <location filename="../app/talk/talkscript.cpp" line="+45"/>
        <source>“%1” must be a whole number from %2 to %3</source>
        <extracomment>error in a talk file: %1 the field name, %2 lowest, %3 highest allowed value</extracomment>
        <translation>「%1」は %2 から %3 までの整数でなければなりません</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>step %1: </source>
        <extracomment>error in a talk file: %1 the step&apos;s number (1 = first)</extracomment>
        <translation>ステップ %1: </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>“kind” must be one of %1</source>
        <extracomment>error in a talk file; %1 the step, %2 the known kinds</extracomment>
        <translation>「kind」は %1 のいずれかでなければなりません</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>not valid JSON: %1 at byte %2</source>
        <extracomment>error in a talk file: %1 the parser&apos;s reason, %2 the byte offset</extracomment>
        <translation>有効な JSON ではありません: バイト %2 で %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a talk needs a non-empty “steps” array</source>
        <translation>トークには空でない「steps」配列が必要です</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>plan: %1</source>
        <extracomment>error in a talk file: its default plan (the &quot;plan&quot; object) has a bad field; %1 the reason</extracomment>
        <translation>plan（既定のプラン）: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot read the talk “%1”</source>
        <extracomment>error: %1 a file path</extracomment>
        <translation>トーク「%1」を読み込めません</translation>
    </message>
    <message>
        <location filename="../app/gui/talk/talkstartup.cpp" line="+40"/>
        <source>cannot write the screenshot “%1”</source>
        <translation>スクリーンショット「%1」を書き込めません</translation>
    </message>
    <message>
        <location filename="../app/talk/talktexts.cpp" line="+36"/>
        <source>no attention layers: no KV cache, only a fixed state</source>
        <translation>アテンション層なし: KV キャッシュはなく、固定の状態のみ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 layers × %2 latent values (K only) × %3 bytes</source>
        <extracomment>MLA formula: %1 layers, %2 latent values per token, %3 bytes per value</extracomment>
        <translation>%1 レイヤー × 潜在値 %2 個（K のみ）× %3 バイト</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 layers × %2 KV heads × %3 × 2 (K and V) × %4 bytes</source>
        <extracomment>the KV formula: %1 layers, %2 KV heads, %3 head dimension, %4 bytes per value</extracomment>
        <translation>%1 レイヤー × KV ヘッド %2 個 × %3 × 2（K と V）× %4 バイト</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Every token leaves a key and a value in every layer</source>
        <translation>トークンはどのレイヤーにもキーとバリューを 1 つずつ残します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cache grows with every token kept</source>
        <translation>保持するトークンが増えるほどキャッシュも増える</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The architecture sets the bytes per token</source>
        <translation>トークンあたりのバイト数はアーキテクチャで決まる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The answer keeps growing the cache</source>
        <translation>回答がキャッシュをさらに増やす</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every user brings their own cache</source>
        <translation>ユーザーごとに自分のキャッシュを持つ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tricks move the limit, not the cause</source>
        <translation>工夫で変わるのは限界の位置であって、原因ではない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where it stops</source>
        <translation>どこで止まるか</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Questions people ask</source>
        <translation>よくある質問</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each runtime sets the cache aside its own way</source>
        <translation>キャッシュの確保の仕方はランタイムごとに違う</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>no machine chosen</source>
        <translation>マシン未選択</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · %2 · %3 · %4 tokens per user · users: %5 · KV %6</source>
        <extracomment>footer: %1 model, %2 machine, %3 runtime, %4 tokens per user, %5 concurrent users, %6 KV type</extracomment>
        <translation>%1 · %2 · %3 · ユーザーあたり %4 トークン · ユーザー数: %5 · KV %6</translation>
    </message>
    <message>
        <location filename="../app/gui/talk/talkwindow.cpp" line="+31"/>
        <source>kvplanner talk</source>
        <translation>kvplanner トーク</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Model: %1   (M / Shift+M)</source>
        <extracomment>overlay while the presenter changes the model: %1 its name</extracomment>
        <translation>モデル: %1   (M / Shift+M)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Machine: %1   (H / Shift+H)</source>
        <extracomment>overlay while the presenter changes the machine: %1 its name</extracomment>
        <translation>マシン: %1   (H / Shift+H)</translation>
    </message>
    <message>
        <location filename="../app/talk/talkexport.cpp" line="+47"/>
        <source>Notes for slide %1: %2</source>
        <extracomment>heading of a notes page in the PDF slides: %1 the step&apos;s number, %2 its title</extracomment>
        <translation>スライド %1 のノート: %2</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>the folder cannot be created</source>
        <extracomment>error: a folder for the slide images cannot be made</extracomment>
        <translation>フォルダーを作成できません</translation>
    </message>
    <message>
        <location filename="../app/talk/talknotes.cpp" line="+33"/>
        <source>The line rises by %1 per token until the sliding windows are full; after that only the layers that keep every token grow, by %2 per token.</source>
        <extracomment>speaker notes, growth step of a sliding-window model: %1 bytes per token at first, %2 after</extracomment>
        <translation>スライディングウィンドウが埋まるまでは線がトークンあたり %1 ずつ上がります。その後は全トークンを保持するレイヤーだけが増え、トークンあたり %2 です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> Point at the dashed line: beside the weights there is %1, so the cache is full after about %2 tokens.</source>
        <extracomment>speaker notes: %1 bytes free beside the weights, %2 tokens</extracomment>
        <translation> 破線を指してください: 重みの横に空いているのは %1 なので、約 %2 トークンでキャッシュが満杯になります。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The line is straight: %1 for every token kept, for as long as the conversation lasts. Nothing is ever freed while the tokens stay in the context.</source>
        <extracomment>speaker notes, growth step without a machine: %1 bytes per token</extracomment>
        <translation>線はまっすぐです。会話が続く限り、保持するトークン 1 つごとに %1 増えます。トークンがコンテキストに残る間、何も解放されません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The line is straight: %1 for every token kept. Point at the dashed line: beside the weights there is %2, so the cache is full after about %3 tokens.</source>
        <extracomment>speaker notes, growth step: %1 bytes per token, %2 bytes free beside the weights, %3 tokens</extracomment>
        <translation>線はまっすぐです。保持するトークン 1 つごとに %1。破線を指してください: 重みの横に空いているのは %2 なので、約 %3 トークンでキャッシュが満杯になります。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Reading the prompt fills the cache quickly; then every generated token adds its own key and value. Point at token %1: there the slot is full and the answer is cut off.</source>
        <extracomment>speaker notes, conversation step: %1 the token at which the slot is full</extracomment>
        <translation>プロンプトを読むとキャッシュは一気に埋まり、その後は生成される各トークンが自分のキーとバリューを加えます。トークン %1 を指してください: そこでスロットが満杯になり、回答が途切れます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reading the prompt fills the cache quickly; then every generated token adds its own key and value. Point at the end: all %1 tokens still fit in the slot.</source>
        <extracomment>speaker notes, conversation step: %1 tokens in prompt and answer together</extracomment>
        <translation>プロンプトを読むとキャッシュは一気に埋まり、その後は生成される各トークンが自分のキーとバリューを加えます。終点を指してください: %1 トークンすべてがまだスロットに収まります。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Without a machine there is no limit to show: choose one and the slide shows where it stops.</source>
        <translation>マシンがなければ示す上限もありません。マシンを選ぶと、どこで止まるかをスライドが示します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weights are fixed; the cache is what is left. Point at %1 tokens per user: that is the longest context this machine holds for %2 users at once. Beyond it, requests wait, spill to RAM or fail.</source>
        <extracomment>speaker notes, limit step: %1 tokens per user, %2 users</extracomment>
        <translation>重みは固定で、キャッシュに使えるのは残りだけです。ユーザーあたり %1 トークンを指してください: %2 ユーザー同時のとき、このマシンが保持できる最長のコンテキストです。それを超えると、リクエストは待つか、RAM にはみ出すか、失敗します。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Start with one token. Each layer stores a key and a value for it, so the cost per token is a product of the model&apos;s shape. Point at %1: every token of every conversation costs that much.</source>
        <extracomment>speaker notes, first step: %1 bytes per token</extracomment>
        <translation>まずトークン 1 つから。各レイヤーがそのキーとバリューを保存するので、トークンあたりのコストはモデルの形の積です。%1 を指してください: どの会話のどのトークンも、それだけかかります。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Same context of %1 tokens, models of similar size: grouped-query, multi-query and latent attention, sliding windows and recurrent layers change the bytes per token by large factors. Point at the shortest and the longest bar.</source>
        <extracomment>speaker notes, architectures step: %1 tokens</extracomment>
        <translation>同じ %1 トークンのコンテキスト、同程度の大きさのモデル: GQA、MQA、潜在アテンション、スライディングウィンドウ、再帰レイヤーで、トークンあたりのバイト数は何倍も変わります。いちばん短い棒と長い棒を指してください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nobody shares a cache by default: each user keeps their own. Point at %2 for %1 users, and at how much a shared system prompt saves.</source>
        <extracomment>speaker notes, users step: %1 users, %2 bytes of KV cache</extracomment>
        <translation>既定ではキャッシュは共有されず、ユーザーごとに自分のキャッシュを持ちます。%1 ユーザーで %2 になる点と、共有システムプロンプトでどれだけ節約できるかを指してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Quantising the cache, paging it, or keeping fewer tokens each moves the limit. Point at each price: precision, recall of old tokens, or runtime support.</source>
        <translation>キャッシュの量子化、ページング、保持トークンの削減は、どれも上限を動かします。それぞれの代償を指してください: 精度、古いトークンの記憶、ランタイムの対応。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Same model, same tokens, same users: the runtime decides how much is set aside up front. llama.cpp and Ollama reserve every slot&apos;s whole context at load, vLLM and SGLang take a fixed share of the GPU and fill it, MLX reserves nothing and grows as tokens arrive. Point at the solid part (held) and the light part (set aside but empty, or grown later).</source>
        <translation>同じモデル、同じトークン、同じユーザーでも、最初にどれだけ確保するかはランタイムが決めます。llama.cpp と Ollama は読み込み時に全スロットのコンテキスト全体を確保し、vLLM と SGLang は GPU の一定割合を取ってそれを埋め、MLX は何も確保せずトークンが来るたびに増えます。濃い部分（使用中）と薄い部分（確保済みで空、または後から増えた分）を指してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take the questions the room asks most. Each answer is computed for this plan and this runtime.</source>
        <translation>会場でよく出る質問を取り上げます。どの答えも、このプランとこのランタイムについて計算したものです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The running cost is an upper bound: the full board power for every hour of use, at the average price of a kWh; memory-bound decoding rarely draws all of it.</source>
        <translation>電気代は上限です。使う時間のあいだずっとボード電力をフルに使い、1 kWh の平均価格で計算しています。メモリ帯域律速のデコードでそれを使い切ることはまれです。</translation>
    </message>
    <message>
        <location filename="../app/gui/talk/speakernotes.cpp" line="-2"/>
        <source>Speaker notes</source>
        <extracomment>speaker notes window title</extracomment>
        <translation>発表者ノート</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Next: %1</source>
        <extracomment>speaker notes: %1 the title of the step after this one</extracomment>
        <translation>次: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last step: Esc ends the talk</source>
        <translation>最後のステップです: Esc でトークを終了</translation>
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
        <translation>稼働中、mlx_lm.server のプロンプトキャッシュはさらに最大 %1 を保持できます（完了したキャッシュ 10 個、--prompt-cache-size。--prompt-cache-bytes で制限可能）。空きは %2 です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> That is at start: while it serves, llama-server&apos;s prompt cache can take up to %1 more of RAM, and %2 is free (--cache-ram bounds it).</source>
        <extracomment>%1 bytes llama-server&apos;s prompt cache and checkpoints may add, %2 bytes free there now</extracomment>
        <translation> これは起動時の値です。動作中は llama-server のプロンプトキャッシュが RAM をさらに最大 %1 使うことがありますが、空きは %2 です（--cache-ram で上限を設定できます）。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 refuses this setup</source>
        <extracomment>%1 is a runtime name such as llama.cpp</extracomment>
        <translation>%1 はこの構成を受け付けません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>vLLM will not start</source>
        <translation>vLLM は起動しません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its KV cache pool of %1 holds %2 tokens, less than one request of --max-model-len %3: vLLM refuses to start on any machine. Shorten the context or give it a larger pool.</source>
        <extracomment>%1 the KV pool, %2 the tokens it holds, %3 --max-model-len</extracomment>
        <translation>KV キャッシュのプール %1 には %2 トークンしか入らず、--max-model-len %3 のリクエスト 1 件にも足りません。どのマシンでも vLLM は起動を拒みます。コンテキストを短くするか、プールを大きくしてください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Fits</source>
        <translation>収まります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Needs %1 in all; uses %2 of the %3 usable, %4 to spare.</source>
        <extracomment>%1 the whole plan, %2 used of the %3 usable (GPUs, unified pool, or the machine), %4 left</extracomment>
        <translation>合計 %1 必要。使用可能な %3 のうち %2 を使い、%4 の余裕があります。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Loads, but pages</source>
        <translation>ロードできるがページング</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Needs %1, more than the GPU working-set limit (%2): it loads, then pages and slows down.</source>
        <extracomment>%1 the whole plan, %2 the GPU working-set limit of a Mac&apos;s unified memory</extracomment>
        <translation>%1 必要で、GPU ワーキングセット上限（%2）を超えます：ロードはできますが、ページングで遅くなります。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Spills %1 of %2 layers to RAM</source>
        <translation>%1/%2 レイヤーが RAM にはみ出し</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spills to RAM</source>
        <translation>RAM にはみ出します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Needs %1 but the GPU has %2 usable: the rest runs from system RAM, and every token waits for it. Launch with -ngl %3.</source>
        <translation>%1 必要ですが、GPU で使えるのは %2 です。残りはシステム RAM から動くため、トークンごとに待ちが生じます。-ngl %3 で起動してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Needs %1 but the GPU has %2 usable: the rest runs from system RAM, and every token waits for it.</source>
        <translation>%1 必要ですが、GPU で使えるのは %2 です。残りはシステム RAM から動くため、トークンごとに待ちが生じます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+6"/>
        <location line="+7"/>
        <source>Does not fit</source>
        <translation>収まりません</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>vLLM reserves %1 on each GPU, and the weights, activations and CUDA context leave no room in it for the KV cache.</source>
        <extracomment>vLLM: %1 what it reserves on each GPU (gpu_memory_utilization x VRAM)</extracomment>
        <translation>vLLM は各 GPU に %1 を確保しますが、重み・活性値・CUDA コンテキストで埋まり、KV キャッシュの余地が残りません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>vLLM reserves %1 on each GPU; what is left holds %2 tokens of KV cache: room for %3 requests of the full context, and %4 are asked for.</source>
        <extracomment>vLLM: %1 reserved per GPU, %2 tokens its KV pool holds, %3 how many requests of the full context fit (e.g. 0.62), %4 users asked for</extracomment>
        <translation>vLLM は各 GPU に %1 を確保します。残りに入る KV キャッシュは %2 トークン分で、フルコンテキストのリクエスト %3 件分ですが、%4 件が求められています。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Needs %1, but the whole machine has %2 usable.</source>
        <translation>%1 必要ですが、マシン全体で使えるのは %2 です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Needs %1</source>
        <translation>%1 必要</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a machine to see whether it fits.</source>
        <translation>収まるかどうかを見るにはマシンを選んでください。</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <location filename="../app/common/wording.cpp" line="+79"/>
        <source>The compute buffer is an approximation (logits and activations of one micro-batch); the runtime&apos;s own figure may differ by some tens of MiB.</source>
        <translation>計算バッファは近似値です（1 マイクロバッチ分のロジットと活性化）。ランタイム自身の値とは数十 MiB 程度ずれることがあります。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>llama.cpp rounds the requested %1 cells up to %2 (a multiple of 256 per sequence).</source>
        <translation>llama.cpp は要求された %1 セルを %2 に切り上げます（シーケンスあたり 256 の倍数）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>While it serves, llama-server&apos;s prompt cache can take up to %1 more of system RAM (--cache-ram; 0 turns it off).</source>
        <extracomment>%1 bytes, llama-server&apos;s prompt cache limit</extracomment>
        <translation>動作中、llama-server のプロンプトキャッシュがシステム RAM をさらに最大 %1 使うことがあります(--cache-ram。0 で無効)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> Context checkpoints of the sliding-window or recurrent state can add up to %1 (--ctx-checkpoints, 32 per slot).</source>
        <extracomment>%1 bytes of context checkpoints</extracomment>
        <translation> スライディングウィンドウや再帰状態のコンテキストチェックポイントが最大 %1 加わることがあります(--ctx-checkpoints、スロットあたり32個)。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Without -np, llama-server opens %1 slots that share one cache (--kv-unified); each request may use up to the training context of it.</source>
        <translation>-np がないと、llama-server は1つのキャッシュを共有する %1 スロットを開きます(--kv-unified)。各リクエストは学習時コンテキストまで使えます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Without -c, llama-server wants %1 cells (the training context for every slot) and shrinks that to %2 so that each GPU keeps 1 GiB free (-fit on). Give -c to choose.</source>
        <extracomment>%1 the training context x the slots, %2 the context llama-server settles on</extracomment>
        <translation>-c がないと、llama-server は %1 セル(全スロットに学習時コンテキスト)を求め、各 GPU に 1 GiB の空きが残るよう %2 に縮めます(-fit on)。自分で決めるには -c を指定してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each sequence gets %1 cells, more than the %2 tokens the model was trained on: quality may drop beyond the training context.</source>
        <translation>各シーケンスに %1 セルが割り当てられ、モデルの学習時のコンテキスト長（%2 トークン）を超えています。学習時の長さを超えると品質が落ちることがあります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ollama runs %1 models one request at a time: OLLAMA_NUM_PARALLEL=%2 becomes 1.</source>
        <extracomment>%1 the model&apos;s architecture, %2 OLLAMA_NUM_PARALLEL as set</extracomment>
        <translation>Ollama は %1 のモデルをリクエスト 1 つずつ実行します: OLLAMA_NUM_PARALLEL=%2 は 1 になります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At num_ctx %1 the load runs out of memory; Ollama retries once with num_ctx %2 (its automatic context only). Set OLLAMA_CONTEXT_LENGTH to choose.</source>
        <extracomment>%1 Ollama&apos;s automatic num_ctx, %2 the lower one it retries with</extracomment>
        <translation>num_ctx %1 では読み込み時にメモリが足りず、Ollama は num_ctx %2 で 1 回だけ再試行します（自動コンテキストの場合のみ）。選ぶには OLLAMA_CONTEXT_LENGTH を設定してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ollama 0.24 ran %1 on its own Go engine, whose latent or recurrent caches kvplanner does not model: the figures follow llama.cpp&apos;s rules.</source>
        <translation>Ollama 0.24 は %1 を独自の Go エンジンで実行しており、その潜在キャッシュやリカレントキャッシュは kvplanner ではモデル化していません: 数値は llama.cpp のルールに従います。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ollama limits num_ctx to the model&apos;s training context: %1 becomes %2.</source>
        <translation>Ollama は num_ctx をモデルの学習時のコンテキスト長に制限します: %1 は %2 になります。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The vision projector&apos;s weights are counted; the compute buffer of its image encoder is not (llama.cpp measures it at start-up, and it depends on the image size).</source>
        <translation>ビジョンプロジェクターの重みは数えていますが、画像エンコーダーの計算バッファは数えていません（llama.cpp が起動時に測るもので、画像サイズによって変わります）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ollama has no speculative decoding: the draft model is left out of this plan.</source>
        <translation>Ollama には投機的デコードがないため、このプランではドラフトモデルを除外しています。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The vision projector and the draft model are modelled for llama.cpp; this %1 plan leaves them out.</source>
        <extracomment>%1 a runtime (vllm, ideal)</extracomment>
        <translation>ビジョンプロジェクターとドラフトモデルは llama.cpp 向けにモデル化しています。この %1 のプランでは除外しています。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>llama.cpp&apos;s RPC server has no authentication: run ggml-rpc-server only on a network you trust, never on an open one.</source>
        <translation>llama.cpp の RPC サーバーには認証がありません: ggml-rpc-server は信頼できるネットワークでのみ動かし、開かれたネットワークでは決して動かさないでください。</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>The output layer shares its weights with the embedding; llama.cpp keeps a second copy on the GPU, which is counted in the weights.</source>
        <translation>出力層は埋め込みと重みを共有しています。llama.cpp は GPU に 2 つ目のコピーを置くため、その分を重みに含めています。</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>vLLM&apos;s activation peak and non-torch memory are estimates; give the figures from a vLLM start-up log for an exact block count.</source>
        <translation>vLLM の活性化のピークと torch 以外のメモリは推定値です。正確なブロック数を得るには、vLLM の起動ログの数値を与えてください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>vLLM refuses to start: one request of max_model_len needs %1 bytes of KV cache but the pool holds %2. Lower max_model_len or raise gpu_memory_utilization.</source>
        <translation>vLLM は起動しません: max_model_len のリクエスト 1 つに KV キャッシュが %1 バイト必要ですが、プールは %2 です。max_model_len を下げるか、gpu_memory_utilization を上げてください。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>vLLM raises --block-size %1 to %2 tokens so that one attention page holds a recurrent layer&apos;s state (hybrid model).</source>
        <extracomment>%1 the --block-size given, %2 the block size vLLM uses instead (tokens)</extracomment>
        <translation>vLLM は、アテンションの 1 ページに再帰層の状態が入るように --block-size %1 を %2 トークンに引き上げます（ハイブリッドモデル）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>vLLM can hold %1 requests of max_model_len at once; more than that of the %2 users wait in the queue.</source>
        <translation>vLLM が同時に保持できる max_model_len のリクエストは %1 個です。%2 ユーザーのうち、それを超える分はキューで待ちます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The KV pool from the log (%1 bytes) leaves %2 bytes of vLLM&apos;s reservation for the weights, activations and non-torch memory, less than kvplanner estimates for them (%3 bytes): the GPU is shown as the log says. Was the log taken on a GPU with more memory?</source>
        <extracomment>%1 the KV pool from a vLLM log, %2 what it leaves of the reservation, %3 kvplanner&apos;s estimate, in bytes</extracomment>
        <translation>ログの KV プール(%1 バイト)では、vLLM の確保量のうち重み・活性化・非 torch メモリーに残るのは %2 バイトで、kvplanner の推定(%3 バイト)より少なくなります。GPU はログのとおりに表示します。ログはもっとメモリーの多い GPU で取られたものではありませんか?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>gpu_memory_utilization reserves more than the GPU has free after the driver and display.</source>
        <translation>gpu_memory_utilization が、ドライバーと画面表示の後に GPU に残る空きより多くを確保しようとしています。</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>What-if: %1. It trades quality or speed for memory and is not what the runtime does by default.</source>
        <translation>もしも: %1。品質や速度と引き換えにメモリを節約するもので、ランタイムの既定の動作ではありません。</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Ollama uses a %1 KV cache only with flash attention; without it, it falls back to f16.</source>
        <translation>Ollama が %1 の KV キャッシュを使うのは flash attention 有効時のみです。無効なら f16 に戻ります。</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>The head size is not in the file: taken as hidden size %1 / %2 heads = %3.</source>
        <translation>ヘッドサイズがファイルにありません: 隠れ層サイズ %1 / ヘッド %2 個 = %3 としました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>num_key_value_heads is missing: every one of the %1 heads keeps its own K and V.</source>
        <translation>num_key_value_heads がありません: %1 個のヘッドがそれぞれ K と V を持つものとします。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file names a sliding window of %2 tokens, but llama.cpp does not apply it for %1: every layer caches the whole context.</source>
        <translation>ファイルには %2 トークンのスライディングウィンドウが記載されていますが、llama.cpp は %1 には適用しません。全レイヤーがコンテキスト全体をキャッシュします。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sliding window for %1 taken as %2 tokens.</source>
        <translation>%1 のスライディングウィンドウを %2 トークンとしました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“%1” is not in the config: using the library default %2.</source>
        <translation>「%1」が config にありません: ライブラリの既定値 %2 を使います。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The config does not say whether the output layer shares the embedding; assumed %1.</source>
        <translation>出力層が埋め込みを共有するかどうか config に記載がありません。%1 と仮定しました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file does not give the training context length.</source>
        <translation>ファイルに学習時のコンテキスト長がありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The vocabulary size is taken from the embedding tensor (%1).</source>
        <translation>語彙サイズは埋め込みテンソルから取りました（%1）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This %1 file predates llama.cpp&apos;s latent cache: llama.cpp caches full K and V per head for it.</source>
        <translation>この %1 ファイルは llama.cpp の潜在キャッシュより前のものです。llama.cpp はヘッドごとにフルの K と V をキャッシュします。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The architecture “%1” is not known to kvplanner: read with the generic keys, check the result.</source>
        <translation>アーキテクチャ「%1」は kvplanner にとって未知です。汎用キーで読み込みました。結果を確認してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The config has no model_type: read as a %1-like model.</source>
        <translation>config に model_type がありません: %1 系のモデルとして読み込みました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The FFN width %1 is adjusted to %2 as the model code does.</source>
        <translation>FFN の幅 %1 は、モデルのコードと同様に %2 に調整しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Full attention assumed every %1 layers.</source>
        <translation>%1 レイヤーごとにフルアテンションと仮定しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parameter counts are derived from the config&apos;s dimensions.</source>
        <translation>パラメータ数は config の次元から求めています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weight size %1 bytes from model.safetensors.index.json.</source>
        <translation>重みサイズ %1 バイト（model.safetensors.index.json より）。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>llama.cpp refuses a quantised V cache (%1) without flash attention: turn flash attention on, or keep V at f16.</source>
        <translation>llama.cpp は flash attention なしでは量子化 V キャッシュ（%1）を受け付けません。flash attention を有効にするか、V を f16 のままにしてください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>llama.cpp refuses the draft model: %1</source>
        <translation>llama.cpp はドラフトモデルを受け付けません: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This model caches one latent vector per token (MLA), so llama.cpp needs the same type for K and V (got %1 and %2).</source>
        <translation>このモデルはトークンごとに潜在ベクトルを 1 つキャッシュする（MLA）ため、llama.cpp では K と V を同じ型にする必要があります（指定は %1 と %2）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>llama.cpp has no %1 cache type (it offers f32, f16, bf16, q8_0, q5_1, q5_0, q4_1, q4_0 and iq4_nl).</source>
        <translation>llama.cpp に %1 というキャッシュ型はありません（f32、f16、bf16、q8_0、q5_1、q5_0、q4_1、q4_0、iq4_nl が使えます）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>vLLM&apos;s KV cache is auto (the model&apos;s 16-bit type) or fp8, the same for K and V; got %1 and %2.</source>
        <translation>vLLM の KV キャッシュは auto（モデルの 16 ビット型）か fp8 で、K と V は同じ型です。指定は %1 と %2 でした。</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+59"/>
        <source>Tensor parallelism over %1 GPUs needs %1 GPUs; the machine has %2.</source>
        <translation>%1 GPU でのテンソル並列には GPU が %1 枚必要ですが、このマシンには %2 枚しかありません。</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>vLLM splits the %1 attention heads over the tensor-parallel GPUs, so their number must divide %1; %2 does not.</source>
        <extracomment>%1 the model&apos;s attention heads, %2 the tensor-parallel size</extracomment>
        <translation>vLLM は %1 個のアテンションヘッドをテンソル並列の GPU に分割するため、GPU の数は %1 を割り切れる数でなければなりません。%2 では割り切れません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ollama runs a model on one machine; it cannot spread it over %1 nodes (use llama.cpp with RPC).</source>
        <extracomment>%1 the number of nodes</extracomment>
        <translation>Ollama はモデルを 1 台のマシンで動かすため、%1 ノードに分散できません（llama.cpp の RPC を使ってください）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With more tensor-parallel GPUs than its %1 KV heads, vLLM replicates them, so %2 must be a multiple of %1.</source>
        <extracomment>%1 the model&apos;s KV heads, %2 the tensor-parallel size</extracomment>
        <translation>テンソル並列の GPU 数が KV ヘッド数 %1 を超えると vLLM はヘッドを複製するため、%2 は %1 の倍数である必要があります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>vLLM cannot split %2 layers into %1 pipeline stages.</source>
        <translation>vLLM は %2 レイヤーを %1 のパイプラインステージに分割できません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tensor parallelism x pipeline parallelism needs %1 GPUs; the cluster has %2.</source>
        <extracomment>%1 tensor-parallel x pipeline-parallel GPUs, %2 the cluster&apos;s GPUs</extracomment>
        <translation>テンソル並列 × パイプライン並列には %1 枚の GPU が必要ですが、クラスターには %2 枚しかありません。</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Ollama sets one type for both K and V (OLLAMA_KV_CACHE_TYPE); got %1 and %2.</source>
        <translation>Ollama は K と V に同じ型を 1 つだけ設定します（OLLAMA_KV_CACHE_TYPE）。指定は %1 と %2 でした。</translation>
    </message>
    <message>
        <location line="+163"/>
        <source> (%1)</source>
        <extracomment>a reason after a message, e.g. &quot; (expected a whole number)&quot;</extracomment>
        <translation>（%1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no model preset is called “%1” (see “kvplanner-cli models”)</source>
        <translation>「%1」という名前のモデルプリセットはありません（「kvplanner-cli models」を参照）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ollama has no model called “%1” on this computer (see “kvplanner-cli models --local”)</source>
        <translation>このコンピューターの Ollama には「%1」というモデルがありません(「kvplanner-cli models --local」を参照)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown weight scheme “%1”</source>
        <translation>不明な重み方式「%1」</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no hardware preset is called “%1” (see “kvplanner-cli hardware”)</source>
        <translation>「%1」という名前のハードウェアプリセットはありません（「kvplanner-cli hardware」を参照）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>batch/ubatch size %1 is out of range</source>
        <translation>バッチ/マイクロバッチのサイズ %1 は範囲外です</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--max-kv-size %1 is out of range (%2 to %3 tokens; mlx-lm keeps the first %4)</source>
        <extracomment>%2 the smallest size, %3 the largest, %4 the tokens mlx-lm always keeps</extracomment>
        <translation>--max-kv-size %1 は範囲外です（%2〜%3 トークン。mlx-lm は最初の %4 トークンを常に保持します）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--quantized-kv-start %1 is out of range (0 to %2 tokens)</source>
        <translation>--quantized-kv-start %1 は範囲外です（0〜%2 トークン）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot read “%1”%2</source>
        <translation>「%1」を読み込めません%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“%1” is too large to be a model description</source>
        <translation>「%1」はモデル記述としては大きすぎます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“%1” is not valid JSON</source>
        <translation>「%1」は有効な JSON ではありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the model description&apos;s field “%1” is invalid%2</source>
        <translation>モデル記述のフィールド「%1」が不正です%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>vLLM&apos;s recurrent state dtype “%1” is not auto, float32, float16 or bfloat16</source>
        <translation>vLLM の再帰状態の型「%1」は auto、float32、float16、bfloat16 のいずれでもありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the scenario&apos;s field “%1” is invalid%2</source>
        <translation>シナリオのフィールド「%1」が不正です%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this file was written by a newer kvplanner (schema version %1); update kvplanner to open it</source>
        <translation>このファイルは新しい kvplanner で書かれています（スキーマバージョン %1）。開くには kvplanner を更新してください</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the cluster file&apos;s field “%1” is invalid%2</source>
        <extracomment>%1 the field, %2 what is wrong with it (in brackets)</extracomment>
        <translation>クラスターファイルのフィールド「%1」が不正です%2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the preset file “%1” is damaged%2</source>
        <translation>プリセットファイル「%1」が壊れています%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“%1” is neither a GGUF file, a config.json nor a kvplanner model description</source>
        <translation>「%1」は GGUF ファイルでも config.json でも kvplanner のモデル記述でもありません</translation>
    </message>
    <message>
        <location line="-666"/>
        <source>MLX&apos;s activation memory is not modelled (counted as 0 unless --compute-mib is given).</source>
        <translation>MLX のアクティベーションメモリはモデル化していません（--compute-mib を指定しない限り 0 とします）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mlx-lm builds this model&apos;s (%1) caches itself and ignores --max-kv-size.</source>
        <translation>mlx-lm はこのモデル（%1）のキャッシュを自前で作るため、--max-kv-size を無視します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>mlx_lm.server cannot batch this model (its chunked-attention cache has no merge): it answers the %1 users one after another, so one user&apos;s cache is live at a time and the others wait.</source>
        <extracomment>%1 the number of users</extracomment>
        <translation>mlx_lm.server はこのモデルをバッチ処理できません（チャンク注意のキャッシュは結合できません）。%1 ユーザーには順番に応答するため、同時に使われるキャッシュは 1 ユーザー分で、ほかのユーザーは待ちます。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The plan needs %1, more than the GPU working-set limit (%2) but within the hard limit (%3): it loads, then pages and slows down.</source>
        <extracomment>%1 bytes the plan needs, %2 bytes of the GPU working-set limit, %3 bytes of the runtime&apos;s hard limit</extracomment>
        <translation>このプランは %1 必要で、GPU ワーキングセット上限（%2）を超えますがハード上限（%3）以内です：ロードできますが、ページングで遅くなります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The plan needs %1, more than the GPU working-set limit (%2) and the hard limit (%3): it fails to load.</source>
        <translation>このプランは %1 必要で、GPU ワーキングセット上限（%2）もハード上限（%3）も超えます：ロードに失敗します。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> Raise the limit with %1 (the plan plus the OS reserve).</source>
        <extracomment>%1 the sysctl command line</extracomment>
        <translation> %1 で上限を上げてください（プラン＋OS の予約分）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> No wired limit can help: the plan and the OS reserve exceed the memory.</source>
        <translation> wired 上限では解決できません：プランと OS の予約分がメモリを超えます。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The GPUs&apos; compute buffers follow llama.cpp&apos;s own graph as its scheduler splits it over the devices; the share in host memory (%1) is not yet confirmed by a runtime log and may be a few MiB short.</source>
        <extracomment>%1 bytes of compute buffer in host memory (CUDA_Host)</extracomment>
        <translation>GPU の計算バッファは、llama.cpp のスケジューラーがデバイスに分割するとおりの llama.cpp 自身のグラフに従います。ホストメモリ側の分 (%1) はまだランタイムのログで確認されておらず、数 MiB 少ない可能性があります。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>KoboldCpp adds 128 cells to --contextsize %1 against fragmentation, and llama.cpp rounds the cache up to %2 cells (a multiple of 256).</source>
        <extracomment>%1 --contextsize, %2 the cells llama.cpp allocates</extracomment>
        <translation>KoboldCpp は断片化対策として --contextsize %1 に 128 セルを足し、llama.cpp はキャッシュを %2 セル（256 の倍数）に切り上げます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>KoboldCpp serves one request at a time: the %1 users take turns (--multiuser queues them), and the cache holds one conversation.</source>
        <extracomment>%1 the number of users</extracomment>
        <translation>KoboldCpp は一度に 1 リクエストだけ処理します：%1 人のユーザーは順番待ちになり（--multiuser がキューに入れます）、キャッシュは 1 会話分です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Without flash attention KoboldCpp quantises only the K cache to %1; the V cache stays f16.</source>
        <extracomment>%1 a cache type such as q8_0</extracomment>
        <translation>Flash Attention なしでは、KoboldCpp は K キャッシュだけを %1 に量子化し、V キャッシュは f16 のままです。</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>vLLM&apos;s sparse MLA backend (FlashMLA sparse) replaces --block-size %1 by %2 tokens, its only block size.</source>
        <extracomment>%1 the --block-size given, %2 the block size vLLM uses instead (tokens)</extracomment>
        <translation>vLLM のスパース MLA バックエンド (FlashMLA sparse) は --block-size %1 を、唯一のブロックサイズである %2 トークンに置き換えます。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>ExLlamaV3&apos;s activation buffers and the CUDA context are not modelled: leave some hundreds of MiB of VRAM free beside the weights and the cache.</source>
        <translation>ExLlamaV3 のアクティベーションバッファと CUDA コンテキストはモデル化していません：重みとキャッシュのほかに数百 MiB の VRAM を空けておいてください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ExLlamaV3 loads EXL3 models only; %1 is priced as chosen, but choose an EXL3 scheme such as exl3-4.0bpw for what TabbyAPI loads.</source>
        <extracomment>%1 the weight scheme chosen (Q4_K_M)</extracomment>
        <translation>ExLlamaV3 は EXL3 モデルしかロードしません。%1 は選んだとおりに計算していますが、TabbyAPI がロードするものには exl3-4.0bpw などの EXL3 方式を選んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How ExLlamaV3 stores the state of %1 layers is not pinned from its source: priced at llama.cpp&apos;s f32 state per slot.</source>
        <extracomment>%1 the kind of recurrent layer (mamba, kda)</extracomment>
        <translation>ExLlamaV3 が %1 層の状態をどう保持するかはソースから確定できていません：スロットごとに llama.cpp の f32 状態として計算しています。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>max_seq_len %1 is larger than the cache: TabbyAPI limits it to cache_size %2.</source>
        <extracomment>%1 max_seq_len given, %2 cache_size (tokens)</extracomment>
        <translation>max_seq_len %1 はキャッシュより大きいため、TabbyAPI は cache_size %2 に制限します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A conversation of %1 tokens is longer than max_seq_len %2: TabbyAPI refuses it.</source>
        <translation>%1 トークンの会話は max_seq_len %2 より長いため、TabbyAPI は拒否します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The cache holds %1 tokens for all jobs; the users need %2 at once, so some jobs wait for pages.</source>
        <extracomment>%1 cache_size, %2 context x users (tokens)</extracomment>
        <translation>キャッシュは全ジョブで %1 トークンですが、ユーザーは同時に %2 必要なため、一部のジョブはページを待ちます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>max_batch_size %1 runs fewer jobs at once than the %2 users; the others wait.</source>
        <translation>max_batch_size %1 では同時に実行できるジョブが %2 人のユーザーより少なく、残りは待ちます。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>SGLang&apos;s default --mem-fraction-static for this GPU: %1 (it keeps %2 MiB of %3 MiB for activations and CUDA graphs). The heuristic changes between SGLang versions: give --mem-fraction-static from your log to be sure.</source>
        <extracomment>%1 the fraction, %2 MiB SGLang keeps back, %3 the GPU&apos;s memory in MiB</extracomment>
        <translation>この GPU での SGLang の既定 --mem-fraction-static：%1（%3 MiB のうち %2 MiB をアクティベーションと CUDA グラフ用に残します）。この経験則は SGLang のバージョンで変わるため、確実にするにはログの --mem-fraction-static を指定してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>SGLang refuses to start (&quot;Not enough memory&quot;): its static region of %1 bytes does not hold the %2 bytes of weights and a KV pool. Raise --mem-fraction-static.</source>
        <extracomment>%1 bytes of the static region, %2 bytes of weights</extracomment>
        <translation>SGLang は起動を拒否します（&quot;Not enough memory&quot;）：%1 バイトの静的領域に %2 バイトの重みと KV プールが収まりません。--mem-fraction-static を上げてください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A conversation of %1 tokens is longer than --context-length %2: SGLang refuses it.</source>
        <translation>%1 トークンの会話は --context-length %2 より長いため、SGLang は拒否します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--max-running-requests %1 runs fewer requests at once than the %2 users; the others wait.</source>
        <translation>--max-running-requests %1 では同時に処理できるリクエストが %2 人のユーザーより少なく、残りは待ちます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>SGLang&apos;s token pool holds %1 tokens; the users need %2 at once, so some requests wait.</source>
        <extracomment>%1 tokens of the pool, %2 tokens the users need</extracomment>
        <translation>SGLang のトークンプールは %1 トークンですが、ユーザーは同時に %2 必要なため、一部のリクエストは待ちます。</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Weight size %1 bytes exactly, from the headers of %2 safetensors file(s).</source>
        <extracomment>%1 bytes, %2 the number of .safetensors files whose headers were read</extracomment>
        <translation>重みのサイズは %2 個の safetensors ファイルのヘッダーから正確に %1 バイト。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>model.safetensors.index.json states %1 bytes of weights, the headers %2: the headers are used.</source>
        <translation>model.safetensors.index.json は重みを %1 バイト、ヘッダーは %2 としています：ヘッダーを使います。</translation>
    </message>
    <message>
        <location line="-162"/>
        <source>A prompt of %1 tokens does not fit in the %2 tokens a sequence may hold: the runtime refuses such a request, so no time to the first token is given. Shorten the prompt or raise the context.</source>
        <extracomment>%1 the prompt&apos;s tokens (--prompt), %2 the tokens one sequence may hold; no first-token time is given</extracomment>
        <translation>%1 トークンのプロンプトは、1 シーケンスが保持できる %2 トークンに収まりません。ランタイムはこのようなリクエストを拒否するため、最初のトークンまでの時間は示しません。プロンプトを短くするか、コンテキストを増やしてください。</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>The file holds %1 NextN (multi-token prediction) layer(s), %2, that llama.cpp neither loads nor caches unless MTP drafting is on (--spec-type draft-mtp): they are not counted.</source>
        <extracomment>%1 the number of NextN (multi-token prediction) layers in the file, %2 their size</extracomment>
        <translation>このファイルには NextN（マルチトークン予測）レイヤーが %1 層（%2）含まれていますが、MTP ドラフト（--spec-type draft-mtp）を有効にしない限り llama.cpp はそれを読み込まずキャッシュもしません。そのため計算には含めていません。</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>MLX caches keys and values in the model&apos;s own type (f16, bf16 or f32, the same for K and V; got %1 and %2): quantise with --kv-bits instead.</source>
        <translation>MLX はキーと値をモデル自身の型（f16、bf16、f32。K と V で同じ）でキャッシュします（指定は %1 と %2）：代わりに --kv-bits で量子化してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>mlx_lm.server has no --max-kv-size or --kv-bits: those are mlx_lm.generate&apos;s, which serves one prompt, not %1 users.</source>
        <translation>mlx_lm.server には --max-kv-size も --kv-bits もありません：これらは 1 つのプロンプトだけを処理する mlx_lm.generate のもので、%1 人のユーザーには使えません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>mlx-lm cannot quantise a rotating cache (sliding-window layers or --max-kv-size): it stops with “RotatingKVCache Quantization NYI” once %1 tokens are cached.</source>
        <translation>mlx-lm はローテーションキャッシュ（スライディングウィンドウ層または --max-kv-size）を量子化できません：%1 トークンがキャッシュされた時点で「RotatingKVCache Quantization NYI」で停止します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MLX cannot quantise this model&apos;s cache rows in groups of %1: a row&apos;s size must be a multiple of the group size.</source>
        <translation>MLX はこのモデルのキャッシュ行を %1 個ずつのグループで量子化できません：行の大きさはグループサイズの倍数である必要があります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>mlx-lm&apos;s %1 model file caches each head&apos;s keys and values, but the model does not state qk_nope_head_dim and v_head_dim: import its config.json.</source>
        <extracomment>%1 the checkpoint&apos;s Hugging Face model_type, e.g. deepseek_v2</extracomment>
        <translation>mlx-lm の %1 モデルファイルはヘッドごとのキーと値をキャッシュしますが、このモデルには qk_nope_head_dim と v_head_dim の記載がありません。config.json を読み込んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>mlx-lm&apos;s %1 model file cannot read a quantised latent cache: with --kv-bits it stops at the first step after %2 tokens are cached. Leave --kv-bits off, or keep the context below --quantized-kv-start.</source>
        <extracomment>%1 mlx-lm&apos;s model file, e.g. deepseek_v3; %2 tokens (--quantized-kv-start)</extracomment>
        <translation>mlx-lm の %1 モデルファイルは量子化した潜在キャッシュを読めません。--kv-bits を付けると、%2 トークンがキャッシュされた直後のステップで停止します。--kv-bits を外すか、コンテキストを --quantized-kv-start 未満にしてください。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>KoboldCpp&apos;s --contextsize takes %2 to %3 tokens, not %1.</source>
        <extracomment>%1 the context asked for, %2 .. %3 KoboldCpp&apos;s range</extracomment>
        <translation>KoboldCpp の --contextsize は %2〜%3 トークンです。%1 は使えません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KoboldCpp sets one type for both K and V (--quantkv); got %1 and %2.</source>
        <translation>KoboldCpp は K と V に同じ型を 1 つだけ設定します（--quantkv）。指定は %1 と %2 でした。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KoboldCpp&apos;s --quantkv offers f16, bf16, q8_0, q5_1 and q4_0, not %1.</source>
        <translation>KoboldCpp の --quantkv で選べるのは f16、bf16、q8_0、q5_1、q4_0 です。%1 は使えません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KoboldCpp runs a model on one machine; it cannot spread it over %1 nodes (use llama.cpp with RPC).</source>
        <extracomment>%1 the number of nodes</extracomment>
        <translation>KoboldCpp はモデルを 1 台のマシンで動かします。%1 ノードに分散できません（RPC 付きの llama.cpp を使ってください）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ExLlamaV3&apos;s cache is FP16 or its own quantised format: choose it with --cache-mode (FP16, Q4, Q6, Q8 or K,V bits), not the cache types %1 and %2.</source>
        <translation>ExLlamaV3 のキャッシュは FP16 か独自の量子化形式です：キャッシュ型 %1 と %2 ではなく、--cache-mode（FP16、Q4、Q6、Q8、または K,V ビット）で選んでください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ExLlamaV3 needs cache_size to be a multiple of 256 tokens (its page); %1 is not.</source>
        <translation>ExLlamaV3 では cache_size を 256 トークン（そのページ）の倍数にする必要があります。%1 は倍数ではありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ExLlamaV3 quantises the cache in groups of 32 values; this model&apos;s rows of %1 values do not divide into them. Use cache_mode FP16.</source>
        <translation>ExLlamaV3 はキャッシュを 32 値ずつのグループで量子化しますが、このモデルの行は %1 値で割り切れません。cache_mode FP16 を使ってください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ExLlamaV3 runs on NVIDIA GPUs only (Ampere or newer); this machine has none.</source>
        <translation>ExLlamaV3 は NVIDIA GPU（Ampere 以降）でのみ動きます。このマシンにはありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SGLang&apos;s KV cache is auto (the model&apos;s 16-bit type), fp8_e5m2 or fp8_e4m3, the same for K and V; got %1 and %2.</source>
        <translation>SGLang の KV キャッシュは auto（モデルの 16 ビット型）、fp8_e5m2、fp8_e4m3 のいずれかで、K と V で同じです。指定は %1 と %2 でした。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>SGLang splits the %1 attention heads over the --tp-size GPUs, so %2 must divide them.</source>
        <extracomment>%1 the model&apos;s attention heads, %2 the tensor-parallel size</extracomment>
        <translation>SGLang は %1 個のアテンションヘッドを --tp-size 台の GPU に分けるため、%2 で割り切れる必要があります。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>SGLang is planned here on GPUs only; this machine has none.</source>
        <translation>ここでは SGLang を GPU 上でのみ計画します。このマシンには GPU がありません。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>expected a whole number</source>
        <translation>整数が必要です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>must not be negative</source>
        <translation>負の値にはできません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the value is too large</source>
        <translation>値が大きすぎます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>must be a multiple of %1</source>
        <translation>%1 の倍数である必要があります</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>must be one of: %1</source>
        <extracomment>%1 the values allowed</extracomment>
        <translation>次のいずれかである必要があります：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>must lie between %1 and %2</source>
        <extracomment>%1 .. %2 the allowed range</extracomment>
        <translation>%1 から %2 の間である必要があります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected text</source>
        <translation>テキストが必要です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected a short text</source>
        <translation>短いテキストが必要です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected true or false</source>
        <translation>true か false が必要です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected an object ({…})</source>
        <translation>オブジェクト（{…}）が必要です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected a list ([…])</source>
        <translation>リスト（[…]）が必要です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is missing</source>
        <translation>ありません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 are required</source>
        <extracomment>%1 field names, e.g. &quot;d_conv, d_inner&quot;</extracomment>
        <translation>%1 が必要です</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>give %1 or %2</source>
        <extracomment>%1 and %2 are field names</extracomment>
        <translation>%1 か %2 を指定してください</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected one entry per layer</source>
        <translation>層ごとに 1 項目が必要です</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>each entry must be %1</source>
        <extracomment>%1 what each entry should be, e.g. &quot;true/false&quot; or &quot;{}&quot;</extracomment>
        <translation>各項目は %1 である必要があります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>layer numbers must lie between 0 and the number of layers minus 1</source>
        <translation>層番号は 0 から層数−1 の間である必要があります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>must be at least 1</source>
        <translation>1 以上である必要があります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>layers, hidden size and heads must be positive</source>
        <translation>層数、隠れ層サイズ、ヘッド数は正の値である必要があります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>must be less than the number of layers</source>
        <translation>層数より小さい必要があります</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>only these characters are allowed: %1</source>
        <extracomment>%1 the allowed characters</extracomment>
        <translation>使える文字は次のとおりです：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a folder</source>
        <translation>フォルダーです</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the read failed</source>
        <translation>読み込みに失敗しました</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>must be a power of two</source>
        <translation>2 のべき乗である必要があります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its counts are larger than the file</source>
        <translation>個数がファイルより大きくなっています</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown value type %1</source>
        <translation>不明な値の型 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>arrays are nested too deeply</source>
        <translation>配列の入れ子が深すぎます</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an array of %1 elements is cut off</source>
        <extracomment>%1 the number of elements the array should have</extracomment>
        <translation>%1 要素の配列が途中で切れています</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>too many array elements</source>
        <translation>配列の要素が多すぎます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a key is longer than 64 KiB</source>
        <translation>キーが 64 KiB より長くなっています</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the key appears twice</source>
        <translation>キーが 2 回出てきます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>impossible name length %1</source>
        <translation>ありえない名前の長さ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>impossible number of dimensions: %1</source>
        <translation>ありえない次元数：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its size overflows</source>
        <translation>サイズがオーバーフローします</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its data is not aligned</source>
        <translation>データがアラインされていません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its data lies beyond the end of the file</source>
        <translation>データがファイルの終わりより後ろにあります</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a row of %1 values is not a whole number of %2 blocks</source>
        <extracomment>%1 values per row, %2 a ggml type such as Q4_K</extracomment>
        <translation>%1 値の行が %2 ブロックの整数倍になっていません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is one of %1 parts but is not named -0000k-of-0000N</source>
        <extracomment>%1 the number of parts</extracomment>
        <translation>%1 分割の一部ですが、-0000k-of-0000N という名前になっていません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it does not match the file names</source>
        <translation>ファイル名と一致しません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the id “%1” appears twice</source>
        <translation>ID「%1」が 2 回出てきます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“%1” is invalid</source>
        <translation>「%1」が無効です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“%1” is required</source>
        <translation>「%1」が必要です</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” must be a number from %2 to %3</source>
        <extracomment>%1 a field, %2 .. %3 its allowed range</extracomment>
        <translation>「%1」は %2 から %3 の数である必要があります</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” must be one of: %2</source>
        <extracomment>%1 a field, %2 the values it may take</extracomment>
        <translation>「%1」は次のいずれかである必要があります：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it leaves fewer than 2 layers with a cache of their own</source>
        <translation>自前のキャッシュを持つ層が 2 層未満になります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>missing: this is not a kvplanner scenario</source>
        <translation>ありません：kvplanner のシナリオではありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this is not a kvplanner machine profile</source>
        <translation>kvplanner のマシンプロファイルではありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at most %1 pinned plans</source>
        <translation>固定できるプランは最大 %1 個です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a pinned plan cannot hold pins of its own</source>
        <translation>固定したプランはそれ自体に固定を持てません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>values of the wrong types</source>
        <translation>値の型が違います</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a model needs at least one layer</source>
        <translation>モデルには 1 層以上必要です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>impossible KV head count or head size</source>
        <translation>ありえない KV ヘッド数またはヘッドサイズ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a sliding-window layer without a window</source>
        <translation>ウィンドウのないスライディングウィンドウ層</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a chunked-attention layer without a chunk size</source>
        <translation>チャンクサイズのないチャンク化アテンション層</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>impossible recurrent state size</source>
        <translation>ありえない再帰状態サイズ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a layer that shares another&apos;s KV cache must be an attention layer</source>
        <translation>他の層の KV キャッシュを共有する層はアテンション層である必要があります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an attention layer with zero head size</source>
        <translation>ヘッドサイズ 0 のアテンション層</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>indexer keys need an attention layer and a possible size</source>
        <translation>インデクサーのキーにはアテンション層とありうるサイズが必要です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no layer caches anything</source>
        <translation>どの層も何もキャッシュしません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its data overlaps the tensor “%1”</source>
        <translation>データがテンソル「%1」と重なっています</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its shape needs %1 bytes, its data offsets give %2</source>
        <extracomment>a tensor&apos;s shape and dtype give %1 bytes, its data offsets %2</extracomment>
        <translation>形状には %1 バイト必要ですが、データのオフセットは %2 です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bytes of data belong to no tensor</source>
        <translation>%1 バイトのデータがどのテンソルにも属していません</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>context %1 is out of range (%2 to %3 tokens)</source>
        <translation>コンテキスト %1 は範囲外です（%2〜%3 トークン）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>users %1 is out of range (%2 to %3)</source>
        <translation>ユーザー数 %1 は範囲外です（%2〜%3）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--kv-bits %1 is not one MLX quantises to (2, 3, 4, 5, 6 or 8)</source>
        <translation>--kv-bits %1 は MLX が量子化できる値（2、3、4、5、6、8）ではありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--kv-group-size %1 is not one MLX offers (32, 64 or 128)</source>
        <translation>--kv-group-size %1 は MLX で選べる値（32、64、128）ではありません</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>cache mode “%1” is not FP16, Q4, Q6, Q8 or K,V with K and V from 2 to 8 bits</source>
        <translation>キャッシュモード「%1」は FP16、Q4、Q6、Q8、または K と V が 2〜8 ビットの K,V ではありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--mem-fraction-static %1 is not a fraction above 0 and below 1</source>
        <translation>--mem-fraction-static %1 は 0 より大きく 1 より小さい割合ではありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SGLang&apos;s --tp-size / --page-size %1 is out of range</source>
        <translation>SGLang の --tp-size / --page-size %1 は範囲外です</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the price file “%1” is not valid JSON (line %2)</source>
        <extracomment>%1 the price file, %2 a line number</extracomment>
        <translation>価格ファイル “%1” は正しい JSON ではありません（%2 行目）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the price file&apos;s “%1”: no hardware preset is called “%2” (see “kvplanner-cli hardware”)</source>
        <extracomment>%1 the field of the price file (prices[0].hardware), %2 the id given</extracomment>
        <translation>価格ファイルの “%1”: “%2” というハードウェアプリセットはありません（“kvplanner-cli hardware” を参照）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the price file&apos;s field “%1” is invalid%2</source>
        <extracomment>%1 the field of the price file (prices[0].amount), %2 what is wrong with it (in brackets)</extracomment>
        <translation>価格ファイルのフィールド “%1” が不正です%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not a GGUF file (wrong magic bytes)</source>
        <translation>GGUF ファイルではありません（マジックバイトが不正）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GGUF version %1 is not supported (versions 2 and 3 are)</source>
        <translation>GGUF バージョン %1 には対応していません（対応はバージョン 2 と 3）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the GGUF file ends early, while reading %1%2</source>
        <translation>GGUF ファイルが途中で終わっています（%1 の読み込み中）%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the GGUF file&apos;s “%1” is invalid%2</source>
        <translation>GGUF ファイルの「%1」が不正です%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the safetensors file&apos;s “%1” is invalid%2</source>
        <extracomment>%1 the file and the tensor (or header part), %2 what is wrong (in brackets)</extracomment>
        <translation>safetensors ファイルの「%1」が不正です%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a part of the split GGUF model is missing: “%1”%2</source>
        <translation>分割された GGUF モデルの一部が見つかりません: 「%1」%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the model architecture “%1” is not known, and the file lacks the generic fields to read it</source>
        <translation>モデルのアーキテクチャ「%1」は不明で、ファイルには読み取りに必要な汎用フィールドもありません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the runtime “%1” is not modelled yet</source>
        <translation>ランタイム「%1」はまだモデル化されていません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the machine profile&apos;s field “%1” is invalid%2</source>
        <translation>マシンプロファイルのフィールド「%1」が不正です%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>invalid value for %1%2</source>
        <translation>%1 の値が不正です%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the log neither names a model kvplanner knows nor prints its shape (layers, KV heads, head size)</source>
        <translation>ログには kvplanner の知っているモデル名も、モデルの形状（レイヤー数、KV ヘッド数、ヘッドサイズ）もありません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the log names the model “%1”, which is not a preset, and does not print its shape (layers, KV heads, head size)</source>
        <translation>ログにはモデル「%1」とありますが、プリセットになく、形状（レイヤー数、KV ヘッド数、ヘッドサイズ）も出力されていません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the numbers are too large to compute (%1)</source>
        <translation>数値が大きすぎて計算できません（%1）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>fits</source>
        <translation>収まる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spills to RAM</source>
        <translation>RAM にはみ出す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>does not fit</source>
        <translation>収まらない</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no hardware chosen</source>
        <translation>ハードウェア未選択</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>fits (below the GPU working-set limit)</source>
        <translation>収まる（GPU ワーキングセット上限未満）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pages (loads, then slows down)</source>
        <translation>ページング（読み込めるが遅くなる）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fails (above the hard limit)</source>
        <translation>失敗（ハード上限超過）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>compute</source>
        <comment>prefill limit</comment>
        <extracomment>what limits the prefill bound: the devices&apos; peak arithmetic</extracomment>
        <translation>演算性能</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the host link (PCIe)</source>
        <comment>prefill limit</comment>
        <extracomment>what limits the prefill bound: weights in system RAM copied to the GPU over PCIe for every micro-batch</extracomment>
        <translation>ホストとのリンク (PCIe)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory bandwidth</source>
        <comment>prefill limit</comment>
        <extracomment>what limits the prefill bound: reading the weights from memory once per micro-batch</extracomment>
        <translation>メモリ帯域</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>at least %1 s (prompt %2 tokens, limited by %3)</source>
        <extracomment>the time to the first token, a lower bound: %1 seconds, %2 prompt tokens, %3 what limits it</extracomment>
        <translation>早くても %1 秒（プロンプト %2 トークン、律速: %3）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1; about %2 s at this machine&apos;s measured %3 %</source>
        <extracomment>%1 the bound&apos;s wording above; %2 seconds expected at the efficiency a machine profile measured, %3 that efficiency as a percentage such as &quot;20.6&quot;</extracomment>
        <translation>%1。このマシンの実測効率 %3 % では約 %2 秒</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>fits</source>
        <comment>memory band</comment>
        <extracomment>Apple memory band, one word in a table</extracomment>
        <translation>収まる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pages</source>
        <comment>memory band</comment>
        <extracomment>Apple memory band, one word in a table: it loads, then pages and slows down</extracomment>
        <translation>ページング</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fails</source>
        <comment>memory band</comment>
        <extracomment>Apple memory band, one word in a table: it fails to load</extracomment>
        <translation>失敗</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>full attention</source>
        <translation>フルアテンション</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sliding window</source>
        <translation>スライディングウィンドウ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>latent (MLA)</source>
        <translation>潜在（MLA）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>recurrent state</source>
        <translation>リカレント状態</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chunked local attention</source>
        <extracomment>Llama 4&apos;s layers that attend only within the current chunk of tokens (e.g. 8192)</extracomment>
        <translation>チャンク局所アテンション</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sparse-attention indexer keys</source>
        <extracomment>DeepSeek sparse attention: the small per-token keys its &quot;lightning indexer&quot; caches to pick which tokens to attend</extracomment>
        <translation>スパースアテンションのインデクサーキー</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>node %1 · %2</source>
        <extracomment>a device of a cluster&apos;s node: %1 the node&apos;s number (from 1), %2 the device (GPU 0, RAM)</extracomment>
        <translation>ノード %1 · %2</translation>
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
        <translation>ユニファイドメモリ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>node %1</source>
        <extracomment>a machine of a cluster; %1 its number, from 1</extracomment>
        <translation>ノード %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>1 Gigabit Ethernet</source>
        <translation>1 ギガビット Ethernet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2.5 Gigabit Ethernet</source>
        <translation>2.5 ギガビット Ethernet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>10 Gigabit Ethernet</source>
        <translation>10 ギガビット Ethernet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>25 Gigabit Ethernet</source>
        <translation>25 ギガビット Ethernet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>100 Gigabit Ethernet</source>
        <translation>100 ギガビット Ethernet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thunderbolt 4 networking</source>
        <translation>Thunderbolt 4 ネットワーク</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thunderbolt 5 networking</source>
        <translation>Thunderbolt 5 ネットワーク</translation>
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
        <translation>%1 Gbit/s、%2 µs</translation>
    </message>
    <message>
        <location line="+18"/>
        <source># on %1 (%2)</source>
        <extracomment>a shell comment above a cluster node&apos;s commands: %1 the node (node 1), %2 its host name or address</extracomment>
        <translation># %1（%2）で実行</translation>
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
        <translation>MLX（mlx-lm）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ideal (on demand)</source>
        <extracomment>the textbook baseline: exactly tokens x bytes per token, no padding</extracomment>
        <translation>理想値（必要な分だけ）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ExLlamaV3 (TabbyAPI)</source>
        <translation>ExLlamaV3（TabbyAPI）</translation>
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
        <translation>フォルダーから：MLX %1 ビット、グループ %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>from the folder: %1</source>
        <extracomment>the weights are the model folder&apos;s own (its safetensors headers); %1 their type, such as BF16</extracomment>
        <translation>フォルダーから：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>from the file: %1</source>
        <extracomment>the weights are the model file&apos;s own; %1 its quantisation, such as Q8_0</extracomment>
        <translation>ファイルから: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from the file</source>
        <translation>ファイルから</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>An older llama.cpp build padded the context to a multiple of %3 without flash attention (%1 cells); today&apos;s rule pads to 256 (%2 cells). Update llama.cpp, or expect the older figure.</source>
        <translation>古い llama.cpp のビルドは flash attention なしでコンテキストを %3 の倍数にパディングしていました（%1 セル）。現在のルールでは 256 単位です（%2 セル）。llama.cpp を更新するか、古い値を見込んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This runtime (a fork such as ik_llama.cpp) keeps sliding-window layers at the full context (%1 cells each); mainline llama.cpp keeps only the window plus one micro-batch.</source>
        <translation>このランタイム（ik_llama.cpp などのフォーク）はスライディングウィンドウのレイヤーもフルコンテキストで保持します（各 %1 セル）。メインラインの llama.cpp はウィンドウと 1 マイクロバッチ分だけを保持します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This llama.cpp build predates the sliding-window cache: every layer holds the full context (%1 cells). Newer builds need much less.</source>
        <translation>この llama.cpp のビルドはスライディングウィンドウ用キャッシュより前のもので、全レイヤーがフルコンテキスト（%1 セル）を保持します。新しいビルドならずっと少なくて済みます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The compute buffer is an approximation; keep the measured figure as an override for this machine.</source>
        <translation>計算バッファは近似値です。測定値をこのマシン用の上書き値として保存してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The log does not print this (it may be cut short, or this runtime version does not report it).</source>
        <translation>ログにこの値がありません（途中で切れているか、このバージョンのランタイムは出力しません）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>kvplanner does not model this allocation, or not on this device.</source>
        <translation>kvplanner はこの確保をモデル化していないか、このデバイスでは扱っていません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each device&apos;s buffer carries a little alignment padding; the cache itself matches.</source>
        <translation>各デバイスのバッファにはわずかなアライメント用パディングがあります。キャッシュ自体は一致しています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The runtime split the layers over the devices differently (the log does not give the split).</source>
        <translation>ランタイムはレイヤーを別の割り振りでデバイスに分けました（ログに分割の情報はありません）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Weights are estimated from the file size and the quantisation scheme; a mapped buffer spans the stretch of the file it maps, not only its own tensors.</source>
        <translation>重みはファイルサイズと量子化方式から推定しています。マップされたバッファは自分のテンソルだけでなく、マップしたファイルの範囲全体にわたります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A second copy of weights already counted, rearranged for the CPU&apos;s kernels (%1): it takes RAM of its own beside the mapped file, and is not added to the weights.</source>
        <extracomment>%1 the buffer&apos;s printed name, &quot;AMX&quot; or &quot;CPU_REPACK&quot;</extracomment>
        <translation>すでに数えた重みの二つ目のコピーで、CPU のカーネル向けに並べ替えたものです（%1）。マップされたファイルとは別に RAM を使いますが、重みには加えません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is Ollama&apos;s own pre-flight estimate, which prices quantised caches crudely.</source>
        <translation>これは Ollama 自身の事前見積もりで、量子化キャッシュの見積もりは大ざっぱです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The log does not say which model ran, so kvplanner has nothing to compare this with.</source>
        <translation>ログにどのモデルが実行されたか書かれていないため、kvplanner には比べる対象がありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kvplanner&apos;s rule for this runtime version does not reproduce this figure.</source>
        <translation>このランタイムバージョン向けの kvplanner のルールでは、この値を再現できません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TabbyAPI and ExLlamaV3 print the sizes they settled on, not the bytes they allocate: this is kvplanner&apos;s figure for them.</source>
        <translation>TabbyAPI と ExLlamaV3 は決めたサイズを表示するだけで、確保したバイト数は表示しません：これは kvplanner の値です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The log prints neither the KV cache memory nor the GPUs&apos; total memory, so the KV pool this figure follows from is unknown: kvplanner has nothing to compare it with.</source>
        <translation>ログには KV キャッシュのメモリも GPU の総メモリも出ていないため、この値の元になる KV プールがわかりません。kvplanner には比べる値がありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>TabbyAPI took cache_size %1 (its max_seq_len), which is not a whole number of 256-token pages: current ExLlamaV3 refuses it; kvplanner plans whole pages.</source>
        <extracomment>%1 the cache_size TabbyAPI used (its max_seq_len, by default)</extracomment>
        <translation>TabbyAPI は cache_size を %1（max_seq_len）にしましたが、256 トークンのページの整数倍ではありません：現在の ExLlamaV3 はこれを拒否します。kvplanner はページ単位で計画します。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The peak memory includes activations and transient buffers that kvplanner does not model, so kvplanner&apos;s weights + KV cache must lie at or below it: it lies %1 below.</source>
        <extracomment>%1 how far the printed peak lies above kvplanner&apos;s weights + KV cache, e.g. &quot;0.375 GB&quot;</extracomment>
        <translation>ピークメモリには kvplanner がモデル化しない活性化や一時バッファーが含まれるため、kvplanner の重み + KV キャッシュはそれ以下のはずです：%1 下回っています。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kvplanner&apos;s weights + KV cache lie %1 above the peak the runtime printed: the weights scheme or the cache rule do not match this run.</source>
        <extracomment>%1 how far kvplanner&apos;s weights + KV cache lie above the printed peak, e.g. &quot;0.250 GB&quot;</extracomment>
        <translation>kvplanner の重み + KV キャッシュはランタイムが表示したピークを %1 上回っています：重みの方式かキャッシュの規則がこの実行と合っていません。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The run read its prompt at %1 % of the most this machine allows (as %3 printed it; the bound is limited by %2). Save a machine profile to plan the first token at this speed.</source>
        <extracomment>%1 the logged prompt speed as a percentage of the bound, e.g. &quot;20.6&quot;; %2 what limits the bound, e.g. &quot;compute&quot;; %3 the program that printed the speed, e.g. &quot;llama-bench&quot;</extracomment>
        <translation>この実行はプロンプトを、このマシンの上限の %1 % の速さで読みました（%3 の表示値。上限の律速: %2）。マシンプロファイルに保存すると、この速さで最初のトークンを見積もります。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The run read its prompt faster than the machine&apos;s peak figures allow (%1 % of the bound): the peak compute or bandwidth figure is too low, or another machine ran the log.</source>
        <extracomment>%1 the logged prompt speed as a percentage of the bound, e.g. &quot;140.0&quot;</extracomment>
        <translation>この実行はマシンのピーク性能が許すより速くプロンプトを読みました（上限の %1 %）。ピーク演算性能か帯域の値が低すぎるか、別のマシンで実行されたログです。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>kvplanner has no peak compute or bandwidth figure for the machine that ran this log, so it cannot say how close to the bound the run came. Name the machine (--hardware ID, or --peak-tflops and --bandwidth-gbs).</source>
        <translation>このログを実行したマシンのピーク演算性能や帯域の値がないため、上限にどこまで近づいたかは言えません。マシンを指定してください（--hardware ID、または --peak-tflops と --bandwidth-gbs）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A prompt of %1 tokens does not fit the rebuilt plan&apos;s %2 tokens per sequence, so it has no bound.</source>
        <extracomment>%1 the prompt&apos;s tokens, %2 the most tokens one sequence may hold in the rebuilt plan</extracomment>
        <translation>%1 トークンのプロンプトは、再構成したプランのシーケンスあたり %2 トークンに収まらないため、上限はありません。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%4 prints its prompt throughput averaged over a logging interval, with no prompt length: the run read prompts at least this fast, %1 % of the bound for a %2-token prompt (limited by %3). A floor is not the run&apos;s speed, so no machine profile keeps it.</source>
        <extracomment>%1 the logged throughput as a percentage of the bound, e.g. &quot;59.8&quot;; %2 the plan&apos;s prompt in tokens; %3 what limits the bound, e.g. &quot;compute&quot;; %4 the runtime that printed it, &quot;vllm&quot; or &quot;sglang&quot;</extracomment>
        <translation>%4 はプロンプトのスループットをログ間隔での平均として出力し、プロンプト長は含みません。実行は少なくともこの速さでプロンプトを読み込んでおり、%2 トークンのプロンプトに対する上限の %1 % です（上限を決めているのは %3）。下限値は実行の速度ではないため、マシンプロファイルには保存されません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%3&apos;s prompt throughput, averaged over a logging interval, is %1 % of the bound for a %2-token prompt: shorter prompts, prompt tokens served from the prefix cache (vLLM V1 counts them) or a prompt begun in the interval before can lift it there; otherwise the machine&apos;s peak compute or bandwidth figure is too low.</source>
        <extracomment>%1 the logged throughput as a percentage of the bound, e.g. &quot;119.6&quot;; %2 the plan&apos;s prompt in tokens; %3 the runtime that printed it, &quot;vllm&quot; or &quot;sglang&quot;</extracomment>
        <translation>%3 のプロンプトスループット（ログ間隔での平均）は、%2 トークンのプロンプトに対する上限の %1 % です。これより短いプロンプト、プレフィックスキャッシュから供給されたプロンプトトークン（vLLM V1 はこれも数えます）、または前の間隔で始まったプロンプトがあると、ここまで上がることがあります。そうでなければ、マシンのピーク演算性能または帯域幅の値が低すぎます。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>matches to the printed digit</source>
        <translation>表示桁まで一致</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>within the log&apos;s rounding</source>
        <translation>ログの丸め誤差内</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>differs</source>
        <translation>不一致</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not in the log</source>
        <translation>ログになし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>within the bound the log gives</source>
        <translation>ログが示す上限内</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not predicted</source>
        <translation>予測なし</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The log does not print --contextsize; taken as %1 from Autofit&apos;s -c %2 (KoboldCpp adds 128 cells).</source>
        <extracomment>%1 KoboldCpp&apos;s --contextsize, %2 the -c of its &quot;Autofit Result&quot; line (the context size plus 128)</extracomment>
        <translation>ログに --contextsize がありません。Autofit の -c %2 から %1 としました（KoboldCpp は 128 セルを足します）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The log does not print --contextsize; taken as %1 from the cache&apos;s %2 cells (KoboldCpp adds 128 cells before padding, so nearby sizes give the same cache).</source>
        <extracomment>%1 KoboldCpp&apos;s --contextsize, %2 the cache&apos;s printed cells</extracomment>
        <translation>ログに --contextsize がありません。キャッシュの %2 セルから %1 としました（KoboldCpp はパディング前に 128 セルを足すので、近いサイズは同じキャッシュになります）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The log does not print the free memory before the weights; taken as what was left after them plus their size (%1).</source>
        <translation>ログに重み読み込み前の空きメモリがありません。読み込み後の残りに重みのサイズ（%1）を足した値としました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The log does not give the GPU&apos;s free memory: the token pool cannot be predicted.</source>
        <translation>ログに GPU の空きメモリがありません：トークンプールは予測できません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The log gives no context length; %1 assumed.</source>
        <translation>ログにコンテキスト長がありません。%1 と仮定しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The log does not print the TP size; taken as %1 from the ranks its lines name.</source>
        <translation>ログに TP サイズがありません。行に現れるランクから %1 としました。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The name suggests the preset “%1”, but its %2 differs from the log: the model is rebuilt from the log&apos;s numbers.</source>
        <translation>名前からはプリセット「%1」と思われますが、%2 がログと異なるため、ログの数値からモデルを再構成しています。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The preset “%1” has exactly the log&apos;s shape and is used for it.</source>
        <translation>プリセット「%1」はログと形状が完全に一致するため、それを使います。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The log does not name the model; its file “%2” is taken as the preset “%1”.</source>
        <extracomment>%1 a model preset id, %2 the model file the log names</extracomment>
        <translation>ログにモデル名がないため、ファイル「%2」をプリセット「%1」とみなします。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The log does not print the file type; weights taken as %1 from the file name “%2”.</source>
        <extracomment>%1 a weight scheme such as Q6_K, %2 the model file the log names</extracomment>
        <translation>ログにファイル形式が出力されていないため、ファイル名「%2」から重みを %1 とみなします。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model is the one you gave (%1).</source>
        <translation>モデルは指定されたもの(%1)です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model you gave (%1) has a different %2 from the log&apos;s: the comparison may not hold.</source>
        <extracomment>%1 the model the user gave, %2 a shape figure such as n_layer</extracomment>
        <translation>指定されたモデル(%1)は %2 がログと異なります: 比較が成り立たない可能性があります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Weights taken as the file size the log prints (%1).</source>
        <translation>重みはログに出力されたファイルサイズ（%1）としました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file type “%1” is not a known scheme; weights assumed %2.</source>
        <translation>ファイルタイプ「%1」は既知の方式ではありません。重みは %2 と仮定しました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The log does not print the weights&apos; file type; weights assumed %1.</source>
        <extracomment>%1 a weight scheme such as Q4_K_M or BF16</extracomment>
        <translation>ログに重みのファイル形式が出力されていないため、重みは %1 と仮定しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The log gives a sliding window but not which layers use it: every %2nd layer assumed (%1).</source>
        <translation>ログにスライディングウィンドウはありますが、どのレイヤーで使うかがありません。%2 レイヤーごとと仮定しました（%1）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The head size is not in the log: taken as n_embd / n_head = %1.</source>
        <translation>ヘッドサイズがログにありません: n_embd / n_head = %1 としました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The log does not give the vocabulary size: the output buffer cannot be predicted.</source>
        <translation>ログに語彙サイズがないため、出力バッファを予測できません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cache type “%1” is not known to kvplanner; f16 assumed.</source>
        <translation>キャッシュ型「%1」は kvplanner にとって未知です。f16 と仮定しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The log does not name the cache types; %1 assumed.</source>
        <translation>ログにキャッシュの型がありません。%1 と仮定しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The log does not print n_ctx; taken from the cache&apos;s %1 cells.</source>
        <translation>ログに n_ctx がありません。キャッシュの %1 セルから取りました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The log gives no context size; %1 assumed.</source>
        <translation>ログにコンテキストサイズがありません。%1 と仮定しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The log does not print n_ubatch; the default %1 assumed.</source>
        <translation>ログに n_ubatch がありません。既定値 %1 と仮定しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The log does not say whether flash attention was on; assumed on.</source>
        <translation>ログに flash attention の有無がありません。有効と仮定しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This llama.cpp build shared one cache among its %1 slots (before per-slot streams).</source>
        <translation>この llama.cpp のビルドは %1 個のスロットで 1 つのキャッシュを共有していました（スロットごとのストリーム導入前）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The log gives no max_model_len; %1 assumed.</source>
        <translation>ログに max_model_len がありません。%1 と仮定しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The log does not give cache_mode; TabbyAPI&apos;s default %1 assumed (paste config.yml with the log to give it).</source>
        <translation>ログに cache_mode がありません。TabbyAPI の既定値 %1 と仮定しました（ログと一緒に config.yml を貼り付けると指定できます）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This TabbyAPI rounded cache_size %1 up to %2 tokens; current ExLlamaV3 refuses a size that is not a multiple of 256.</source>
        <extracomment>%1 the cache_size configured, %2 the multiple of 256 TabbyAPI used instead</extracomment>
        <translation>この TabbyAPI は cache_size %1 を %2 トークンに切り上げました。現在の ExLlamaV3 は 256 の倍数でないサイズを拒否します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The log does not give max_seq_len; %1 assumed.</source>
        <translation>ログに max_seq_len がありません。%1 と仮定しました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The log does not give max_batch_size: TabbyAPI&apos;s default for this model, %1 job slots (4 for models with recurrent state or a sliding-window ring, else 128), assumed.</source>
        <extracomment>%1 the number of job slots</extracomment>
        <translation>ログに max_batch_size がありません。このモデルに対する TabbyAPI の既定値、ジョブスロット %1 個（再帰状態やスライディングウィンドウのリングを持つモデルは 4、それ以外は 128）と仮定しました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One job of max_seq_len tokens is planned: the cache pool itself does not depend on the traffic.</source>
        <translation>max_seq_len トークンのジョブ 1 つを計画します：キャッシュプール自体は負荷に依存しません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The KV pool is taken from the log (%1), not computed from the memory profile.</source>
        <translation>KV プールはメモリプロファイルから計算せず、ログの値（%1）を使っています。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every buffer the log prints is in main memory (%1): planned as a CPU run, no layer offloaded.</source>
        <extracomment>%1 the buffer names the log prints, e.g. &quot;CPU_Mapped, AMX, CPU&quot;</extracomment>
        <translation>ログに出ているバッファはすべてメインメモリ上です（%1）。CPU での実行として、レイヤーをオフロードせずに計画しました。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Devices taken from the log&apos;s buffer lines: %1, holding %2 layers as the log offloaded them; the rest stays on the CPU.</source>
        <extracomment>%1 the GPUs the buffer lines name, e.g. &quot;CUDA0, CUDA1&quot;; %2 the log&apos;s &quot;offloaded N/M layers&quot;, e.g. &quot;25/25&quot;</extracomment>
        <translation>デバイスはログのバッファ行から取りました: %1。ログがオフロードしたとおり %2 レイヤーを載せ、残りは CPU に置きます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Devices taken from the log&apos;s buffer lines: %1. The log does not say how many layers were offloaded: all of them assumed.</source>
        <extracomment>%1 the GPUs the buffer lines name, e.g. &quot;Metal&quot;</extracomment>
        <translation>デバイスはログのバッファ行から取りました: %1。何レイヤーをオフロードしたかはログに出ていないため、全レイヤーと仮定しました。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The log prints neither the file type nor the file size; weights taken in %2&apos;s native scheme, %1.</source>
        <extracomment>%1 a llama.cpp file type such as MXFP4_MOE, %2 the model</extracomment>
        <translation>ログにはファイル形式もファイルサイズも出ていないため、重みは %2 の本来の方式 %1 としました。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the log is empty</source>
        <translation>ログが空です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this is a binary file, not a runtime log</source>
        <translation>これはバイナリファイルで、ランタイムのログではありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no line of a llama.cpp, Ollama, vLLM, KoboldCpp, SGLang, TabbyAPI (ExLlamaV3) or mlx-lm log was found</source>
        <translation>llama.cpp、Ollama、vLLM、KoboldCpp、SGLang、TabbyAPI（ExLlamaV3）、mlx-lm のログの行が見つかりません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this TabbyAPI (ExLlamaV3) log names neither max_seq_len nor cache_size, and ExLlamaV3 prints no allocation: there is nothing to check</source>
        <translation>この TabbyAPI（ExLlamaV3）のログには max_seq_len も cache_size もなく、ExLlamaV3 は確保量を表示しません：確認できるものがありません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>kvplanner refuses the configuration this log describes (see the estimate for why)</source>
        <translation>このログの構成は kvplanner では扱えません（理由は見積もりを参照）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the log ends before the runtime allocated any memory (no model, KV cache or compute buffer lines)</source>
        <translation>ランタイムがメモリを確保する前にログが終わっています（モデル、KV キャッシュ、計算バッファの行がありません）</translation>
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
        <translation>提案を適用（%1）</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Apply</source>
        <translation>適用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply: %1</source>
        <translation>適用: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Makes this change as one step (Edit → Undo takes it back). Flags: %1</source>
        <translation>この変更を 1 ステップで行います（編集 → 元に戻す で取り消せます）。フラグ: %1</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>To reach a longer context:</source>
        <translation>もっと長いコンテキストにするには:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ways to make it fit:</source>
        <translation>収まるようにする方法:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fewer</source>
        <extracomment>the button that unfolds the other suggestions; %Ln how many</extracomment>
        <translation>閉じる</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln more</source>
        <translation>
            <numerusform>ほか %Ln 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Show every suggestion (%Ln in all)</source>
        <translation>
            <numerusform>すべての提案を表示（全 %Ln 件）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggestions</source>
        <translation>提案</translation>
    </message>
</context>
<context>
    <name>kvgui::BreakdownModel</name>
    <message>
        <location filename="../app/gui/breakdownmodel.cpp" line="+78"/>
        <source>Whole model</source>
        <translation>モデル全体</translation>
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
        <translation>%1 超過</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 bytes</source>
        <extracomment>exact byte count, e.g. &quot;8,589,934,592 bytes&quot;</extracomment>
        <translation>%1 バイト</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Used</source>
        <translation>使用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Usable</source>
        <translation>使用可能</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free</source>
        <translation>空き</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layers</source>
        <translation>レイヤー</translation>
    </message>
</context>
<context>
    <name>kvgui::ChartsPanel</name>
    <message>
        <location filename="../app/gui/chartspanel.cpp" line="+107"/>
        <source>&amp;Table</source>
        <translation>表(&amp;T)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>By &amp;context</source>
        <translation>コンテキスト別(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By &amp;users</source>
        <translation>ユーザー数別(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Con&amp;versation</source>
        <translation>会話(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By &amp;prompt</source>
        <translation>プロンプト別(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory as the context per user grows, with the longest context that still fits.</source>
        <translation>ユーザーあたりのコンテキストを伸ばしたときのメモリと、まだ収まる最長コンテキスト。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory as users are added, with the most users that still fit.</source>
        <translation>ユーザーを増やしたときのメモリと、まだ収まる最大ユーザー数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every device&apos;s memory, part by part.</source>
        <translation>各デバイスのメモリの内訳。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory in use beside what the runtime reserved, as a prompt is read and the answer written (or as users join).</source>
        <translation>プロンプトを読み回答を書く間（またはユーザーが加わる間）に使われるメモリと、ランタイムが確保したメモリ。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How long the prompt takes to read before the first token, as it grows: a lower bound from the machine&apos;s peak compute, its host link and memory bandwidth.</source>
        <translation>最初のトークンの前にプロンプトを読む時間がプロンプトの長さとともにどう伸びるか。マシンのピーク演算性能、ホストリンク、メモリ帯域から求めた下限です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Log scale</source>
        <translation>対数軸(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spread the context (or users) axis logarithmically: every doubling gets the same width, like the slider.</source>
        <translation>コンテキスト（またはユーザー数）の軸を対数目盛りにします。スライダーと同じく、2 倍ごとに同じ幅になります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory breakdown per device</source>
        <translation>デバイスごとのメモリ内訳</translation>
    </message>
</context>
<context>
    <name>kvgui::CheckLineModel</name>
    <message>
        <location filename="../app/gui/logcheckdialog.cpp" line="+72"/>
        <source>Item</source>
        <translation>項目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runtime logged</source>
        <translation>ランタイムのログ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kvplanner</source>
        <translation>kvplanner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difference</source>
        <translation>差</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why</source>
        <translation>理由</translation>
    </message>
</context>
<context>
    <name>kvgui::ChooseWindow</name>
    <message>
        <location filename="../app/gui/choosewindow.cpp" line="+96"/>
        <location line="+463"/>
        <source>Plan %1</source>
        <translation>プラン %1</translation>
    </message>
    <message>
        <location line="-415"/>
        <source>Everything</source>
        <translation>すべて</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What runs (fits or spills)</source>
        <translation>動くもの（収まる／はみ出す）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What runs</source>
        <translation>動くもの</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only what fits on the GPU</source>
        <translation>GPU に収まるものだけ</translation>
    </message>
    <message>
        <location line="+226"/>
        <source>Open pinned plan %1</source>
        <translation>ピン留めしたプラン %1 を開く</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>typed in</source>
        <translation>入力値</translation>
    </message>
    <message>
        <location line="+78"/>
        <location line="+11"/>
        <source>&amp;Compare (%1)</source>
        <translation>比較(&amp;C)（%1）</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Choose — kvplanner</source>
        <translation>選択 — kvplanner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Models that fit</source>
        <translation>収まるモデル(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>M&amp;achines</source>
        <translation>マシン(&amp;A)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no machine</source>
        <translation>マシン未選択</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a machine in the main window to see which models fit it.</source>
        <translation>どのモデルが収まるかを見るには、メインウィンドウでマシンを選んでください。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Every model preset at every weight scheme on %1, for %2 tokens of context per user and %Ln users at once. ★ marks each model&apos;s highest-precision scheme that fits without spilling. Double-click a row to plan it.</source>
        <translation>
            <numerusform>%1 で、ユーザーあたり %2 トークンのコンテキスト、同時 %Ln ユーザーの場合の、すべてのモデルプリセットとすべての重み方式です。★ は各モデルで、はみ出さずに収まる最も精度の高い方式を示します。行をダブルクリックすると、それをプランにします。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 at %2, %3 tokens of context per user and %Ln users at once, on every machine with 1 to 4 of each GPU: what fits on the GPU first (cheapest first), then what spills, then the closest misses. Double-click a row to plan it, a price to type your own.</source>
        <translation>
            <numerusform>%1（%2）、ユーザーあたり %3 トークンのコンテキスト、同時 %Ln ユーザーを、各 GPU を 1〜4 枚搭載したすべてのマシンで評価します。まず GPU に収まるもの（安い順）、次に RAM にはみ出すもの、最後にわずかに収まらないものの順に並べます。行をダブルクリックするとそれをプランにし、価格をダブルクリックすると自分の価格を入力できます。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No table for this plan: %1</source>
        <extracomment>the Choose window&apos;s tables are empty because the core refuses the current plan; %1 its reason</extracomment>
        <translation>このプランでは表を作れません：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Search models or schemes… (Ctrl+F)</source>
        <translation>モデルまたは方式を検索…（Ctrl+F）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search the models that fit</source>
        <translation>収まるモデルを検索</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>C&amp;urrency:</source>
        <translation>通貨(&amp;U):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Budget:</source>
        <translation>予算(&amp;B):</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>any</source>
        <translation>指定なし</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Only machines whose price is at most this much (machines of unknown price are left out).</source>
        <translation>価格がこの額以下のマシンだけを表示します（価格が不明なマシンは除外）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mi&amp;n. speed:</source>
        <translation>最低速度(&amp;N):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> tokens/s</source>
        <translation> トークン/秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only machines whose decode-speed bound per user is at least this.</source>
        <translation>ユーザーあたりのデコード速度の上限がこの値以上のマシンだけを表示します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hours a day:</source>
        <translation>1 日の時間(&amp;H):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hours of generation a day, for the running cost (idle the rest of the day).</source>
        <translation>電気代を計算する 1 日あたりの生成時間（残りはアイドル）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;kWh:</source>
        <translation>&amp;kWh:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The price of a kWh (the shipped national average until you type yours).</source>
        <translation>1 kWh あたりの電気料金（自分で入力するまでは同梱の全国平均）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pin current plan</source>
        <translation>現在のプランをピン留め(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the main window&apos;s plan here to compare (up to four; saved in the file).</source>
        <translation>メインウィンドウのプランをここに残して比較します（最大 4 つ。ファイルに保存されます）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Unpin</source>
        <translation>ピン留めを外す(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open in the planner</source>
        <translation>メインウィンドウで開く(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No pinned plans yet. Pin the current plan (Choose → Pin This Plan, Ctrl+D), change the model, machine or runtime, and pin again: the plans appear here side by side, with the rows that differ in bold.</source>
        <translation>ピン留めしたプランはまだありません。現在のプランをピン留めし（選択 → このプランをピン留め、Ctrl+D）、モデル・マシン・ランタイムを変えてもう一度ピン留めすると、プランがここに並び、違う行が太字になります。</translation>
    </message>
</context>
<context>
    <name>kvgui::ConversationChart</name>
    <message>
        <location filename="../app/gui/charts/conversationchart.cpp" line="+162"/>
        <source>Memory as users join (%1 tokens each)</source>
        <extracomment>chart title; %1 tokens each user holds</extracomment>
        <translation>ユーザーが増えるときのメモリ（各 %1 トークン）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Memory over a conversation (%1 + %2 tokens): cut off at token %3</source>
        <extracomment>chart title; %1 prompt tokens, %2 answer tokens, %3 the token at which the runtime stops the request</extracomment>
        <translation>会話に沿ったメモリ（%1 + %2 トークン）: トークン %3 で打ち切り</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Memory over a conversation (%1 + %2 tokens)</source>
        <extracomment>chart title; %1 prompt tokens, %2 answer tokens</extracomment>
        <translation>会話に沿ったメモリ（%1 + %2 トークン）</translation>
    </message>
    <message numerus="yes">
        <location line="+53"/>
        <source>%n user(s) at once, %1 tokens each</source>
        <extracomment>chart tooltip heading; %1 tokens each user holds</extracomment>
        <translation>
            <numerusform>同時に %n ユーザー、各 %1 トークン</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Writing the answer: %1 tokens so far</source>
        <extracomment>chart tooltip heading; %1 tokens so far (prompt and answer)</extracomment>
        <translation>回答を書いています: ここまで %1 トークン</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading the prompt: %1 tokens so far</source>
        <extracomment>chart tooltip heading; %1 prompt tokens read so far</extracomment>
        <translation>プロンプトを読んでいます: ここまで %1 トークン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In use: %1</source>
        <extracomment>chart tooltip: %1 memory the plan really fills at this point</extracomment>
        <translation>使用中: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>weights %1, KV cache %2, compute and overhead %3</source>
        <extracomment>chart tooltip: %1 weights, %2 KV cache filled so far, %3 compute buffer and overhead</extracomment>
        <translation>重み %1、KV キャッシュ %2、計算とオーバーヘッド %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reserved by the runtime at start: %1</source>
        <extracomment>chart tooltip: %1 memory the runtime set aside when it started</extracomment>
        <translation>起動時にランタイムが確保: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This user does not fit the runtime&apos;s slots: the request is refused.</source>
        <translation>このユーザーはランタイムのスロットに入りません: リクエストは拒否されます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Past the runtime&apos;s limit: the answer is cut off before this token.</source>
        <translation>ランタイムの上限を超えています: 回答はこのトークンの前で打ち切られます。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Tokens per user (the prompt, then the answer)</source>
        <translation>ユーザーあたりのトークン（プロンプト、続いて回答）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Users joining</source>
        <translation>加わるユーザー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KV cache in use</source>
        <translation>使用中の KV キャッシュ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reserved by the runtime</source>
        <translation>ランタイムが確保</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cut off</source>
        <translation>打ち切り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer starts</source>
        <translation>回答の開始</translation>
    </message>
</context>
<context>
    <name>kvgui::ConversationTab</name>
    <message>
        <location filename="../app/gui/conversationtab.cpp" line="+90"/>
        <source>As the answer is written</source>
        <extracomment>the conversation tab: draw one prompt read and answered</extracomment>
        <translation>回答を書くあいだ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As users join</source>
        <extracomment>the conversation tab: draw the users joining one by one, each at the full context</extracomment>
        <translation>ユーザーが増えるあいだ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Prompt:</source>
        <translation>プロンプト(&amp;P):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Answer:</source>
        <translation>回答(&amp;A):</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source> tokens</source>
        <extracomment>spin box suffix: a number of tokens</extracomment>
        <translation> トークン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many tokens the question (with any document pasted in) holds.</source>
        <translation>質問（貼り付けた文書を含む）のトークン数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many tokens the model writes in reply.</source>
        <translation>モデルが回答として書くトークン数。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Default</source>
        <extracomment>button: put the prompt and answer lengths back to half the context each</extracomment>
        <translation>既定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Half the context per user for the prompt and half for the answer, following the context slider.</source>
        <translation>ユーザーあたりのコンテキストの半分をプロンプトに、半分を回答に。コンテキストのスライダーに追従します。</translation>
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
使用可能 %5 のうち %4 を使用</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 — %2: %3
%4</source>
        <extracomment>chart tooltip on the hatched part: %1 device, %2 &quot;May grow&quot;, %3 its size, %4 what it is</extracomment>
        <translation>%1 — %2：%3
%4</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Memory per device</source>
        <translation>デバイスごとのメモリ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Usable capacity</source>
        <translation>使用可能な容量</translation>
    </message>
</context>
<context>
    <name>kvgui::FileController</name>
    <message>
        <location filename="../app/gui/filecontroller.cpp" line="+54"/>
        <source>Open scenario</source>
        <translation>シナリオを開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kvplanner scenarios (*.kvplan);;All files (*)</source>
        <translation>kvplanner シナリオ (*.kvplan);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open model file</source>
        <translation>モデルファイルを開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model files (*.gguf *.json *.safetensors);;GGUF files (*.gguf);;config.json or model description (*.json);;safetensors beside a config.json (*.safetensors);;All files (*)</source>
        <translation>モデルファイル (*.gguf *.json *.safetensors);;GGUF ファイル (*.gguf);;config.json またはモデル記述 (*.json);;config.json と同じ場所の safetensors (*.safetensors);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open a model folder (config.json + *.safetensors, such as an MLX one)</source>
        <translation>モデルフォルダーを開く（config.json + *.safetensors、MLX のものなど）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add a folder of models</source>
        <translation>モデルのフォルダーを追加</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Open a cluster</source>
        <translation>クラスターを開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cluster files (*.json);;All files (*)</source>
        <translation>クラスターファイル (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot open cluster</source>
        <translation>クラスターを開けません</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Check against a log</source>
        <translation>ログと照合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runtime logs (*.log *.txt *.out);;All files (*)</source>
        <translation>ランタイムのログ (*.log *.txt *.out);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot open scenario</source>
        <translation>シナリオを開けません</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot open model file</source>
        <translation>モデルファイルを開けません</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+21"/>
        <source>Cannot save</source>
        <translation>保存できません</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Save scenario</source>
        <translation>シナリオを保存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>kvplanner scenarios (*.kvplan)</source>
        <translation>kvplanner シナリオ (*.kvplan)</translation>
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
        <translation>%1 バイト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The highest-precision scheme of this model that fits without spilling.</source>
        <translation>このモデルで、はみ出さずに収まる最も精度の高い方式です。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights</source>
        <translation>重み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context on GPU</source>
        <translation>GPU でのコンテキスト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With offload</source>
        <translation>オフロードあり</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Users</source>
        <translation>ユーザー数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed bound</source>
        <translation>速度の上限</translation>
    </message>
</context>
<context>
    <name>kvgui::HardwarePanel</name>
    <message>
        <location filename="../app/gui/hardwarepanel.cpp" line="+38"/>
        <source>Consumer GPUs</source>
        <translation>コンシューマー向け GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Workstation GPUs</source>
        <translation>ワークステーション向け GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Data-centre GPUs</source>
        <translation>データセンター向け GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Apple silicon</source>
        <translation>Apple シリコン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unified memory</source>
        <translation>ユニファイドメモリ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mini PCs</source>
        <translation>ミニ PC</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NAS boxes</source>
        <translation>NAS</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Single-board computers</source>
        <translation>シングルボードコンピューター</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>This computer: %1</source>
        <extracomment>the machine picker&apos;s first entry: %1 what was detected (&quot;NVIDIA GeForce RTX 4090 + 62.5 GiB RAM&quot;)</extracomment>
        <translation>このコンピューター: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Custom capacities</source>
        <translation>容量を指定</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1, %2 GB/s</source>
        <extracomment>tooltip of a hardware preset: %1 its memory, %2 bandwidth in GB/s</extracomment>
        <translation>%1、%2 GB/s</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Machine</source>
        <translation>マシン(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;GPUs</source>
        <translation>GPU 数(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;VRAM per GPU</source>
        <translation>GPU の VRAM(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+47"/>
        <source>System &amp;RAM</source>
        <translation>RAM(&amp;R)</translation>
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
        <translation>マシン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A known GPU or computer, or your own capacities.</source>
        <translation>既知の GPU やコンピューター、または独自の容量。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of GPUs</source>
        <translation>GPU の数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Identical GPUs; llama.cpp splits the layers between them. 0 = no GPU.</source>
        <translation>同じ GPU を複数枚。llama.cpp はレイヤーを GPU 間で分割します。0 = GPU なし。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VRAM per GPU in GiB</source>
        <translation>GPU あたりの VRAM（GiB）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory of each GPU, as the card&apos;s box says (24 GiB for an RTX 4090).</source>
        <translation>GPU 1 枚あたりのメモリ。カードの箱に書かれている値です（RTX 4090 なら 24 GiB）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System RAM in GiB</source>
        <translation>システム RAM（GiB）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer&apos;s RAM; layers that do not fit on the GPU run from here, slowly.</source>
        <translation>コンピューターの RAM。GPU に収まらないレイヤーはここから動きます（遅くなります）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Nodes</source>
        <translation>ノード(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of machines</source>
        <translation>マシンの台数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Machines that run one model together over the network: llama.cpp with its RPC servers, or vLLM on a Ray cluster. 1 = this one machine; more = that many of it.</source>
        <translation>ネットワーク越しに 1 つのモデルを一緒に動かすマシン: RPC サーバーを使う llama.cpp、または Ray クラスター上の vLLM。1 = このマシン 1 台、それ以上 = 同じマシンをその台数。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cluster &amp;File…</source>
        <translation>クラスターファイル(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Machines that differ: open a kvplanner.cluster/1 file that lists each node.</source>
        <translation>構成が違うマシン: 各ノードを並べた kvplanner.cluster/1 ファイルを開きます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lin&amp;k</source>
        <translation>リンク(&amp;K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network between the machines</source>
        <translation>マシン間のネットワーク</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the machines talk. Per generated token only a few hundred KiB cross it, but every crossing waits for its latency.</source>
        <translation>マシン同士のつながり方。1 トークン生成ごとに渡るのは数百 KiB ですが、渡るたびに遅延を待ちます。</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&amp;Memory</source>
        <translation>メモリ(&amp;M)</translation>
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
        <translation>各ノードでドライバー・画面表示・OS 用に確保: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kept back for the driver, display and OS: %1</source>
        <translation>ドライバー・画面表示・OS 用に確保: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 Gbit/s, %2 µs one way</source>
        <extracomment>tooltip of a network link: %1 Gbit/s, %2 one-way latency in microseconds</extracomment>
        <translation>%1 Gbit/s、片道 %2 µs</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: its nodes differ (from a file). The fields above show node 1; changing them makes every node the same.</source>
        <translation>%1: ノードの構成がそれぞれ違います（ファイルから）。上の欄はノード 1 を示し、変更するとすべてのノードが同じになります。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Detected on this computer:</source>
        <translation>このコンピューターで検出:</translation>
    </message>
</context>
<context>
    <name>kvgui::InputSliders</name>
    <message>
        <location filename="../app/gui/inputsliders.cpp" line="+121"/>
        <source>&amp;Context per user</source>
        <translation>ユーザーあたりのコンテキスト(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Users</source>
        <translation>ユーザー数(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Weights</source>
        <translation>重み(&amp;W)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;KV cache</source>
        <extracomment>precision (type) of the KV cache</extracomment>
        <translation>KV キャッシュ(&amp;K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context per user, in tokens</source>
        <translation>ユーザーあたりのコンテキスト（トークン）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many tokens each user&apos;s conversation may hold. The KV cache grows with every one of them. The slider snaps to familiar sizes; type any exact number in the box.</source>
        <translation>各ユーザーの会話が保持できるトークン数。トークンが 1 つ増えるたびに KV キャッシュも増えます。スライダーはよく使われるサイズに吸着します。正確な値はボックスに入力してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Concurrent users</source>
        <translation>同時ユーザー数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many conversations the server holds at the same time (llama.cpp -np, OLLAMA_NUM_PARALLEL). Each one gets its own context.</source>
        <translation>サーバーが同時に扱う会話の数（llama.cpp の -np、OLLAMA_NUM_PARALLEL）。会話ごとに専用のコンテキストを持ちます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>Weight precision</source>
        <translation>重みの精度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quantisation of the model&apos;s weights: fewer bits, less memory, some quality lost.</source>
        <translation>モデルの重みの量子化: ビット数が少ないほどメモリは減り、品質は多少落ちます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>KV cache precision</source>
        <translation>KV キャッシュの精度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type of the K and V caches. q8_0 halves the cache with little loss; llama.cpp needs flash attention for a quantised V cache.</source>
        <translation>K キャッシュと V キャッシュの型。q8_0 ならわずかな劣化でキャッシュが半分になります。llama.cpp で V キャッシュを量子化するには flash attention が必要です。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 · %2 bits</source>
        <extracomment>weight scheme in a list: %1 its name (Q4_K_M), %2 effective bits per weight</extracomment>
        <translation>%1 · %2 ビット</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 (trained)</source>
        <extracomment>under the right end of the context slider; %1 is a token count</extracomment>
        <translation>%1（学習時）</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>K %1 · V %2 (set apart under Advanced)</source>
        <extracomment>%1 and %2 are cache types such as q8_0 and f16</extracomment>
        <translation>K %1 · V %2（詳細設定で個別に指定）</translation>
    </message>
</context>
<context>
    <name>kvgui::LanguageManager</name>
    <message>
        <location filename="../app/gui/languagemanager.cpp" line="+113"/>
        <source>La&amp;nguage</source>
        <translation>言語(&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;System Language</source>
        <extracomment>Language menu entry: use the language of the desktop (the choice is remembered)</extracomment>
        <translation>システムの言語(&amp;S)</translation>
    </message>
</context>
<context>
    <name>kvgui::LegendBar</name>
    <message>
        <location filename="../app/gui/legendbar.cpp" line="+73"/>
        <source>Usable capacity</source>
        <translation>使用可能な容量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the plan may use: the memory minus what the driver, display and OS keep.</source>
        <translation>プランで使える量: メモリから、ドライバー・画面表示・OS が確保する分を引いたもの。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VRAM + RAM</source>
        <translation>VRAM + RAM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now</source>
        <translation>現在</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The current context (or number of users).</source>
        <translation>現在のコンテキスト（またはユーザー数）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limit that still fits</source>
        <translation>まだ収まる上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The longest context (or the most users) for which everything stays in VRAM.</source>
        <translation>すべてが VRAM に収まる最長のコンテキスト（または最大のユーザー数）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chart legend</source>
        <translation>グラフの凡例</translation>
    </message>
</context>
<context>
    <name>kvgui::LogCheckDialog</name>
    <message>
        <location filename="../app/gui/logcheckdialog.cpp" line="+7"/>
        <source>Check Against a Log — %1</source>
        <translation>ログと照合 — %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Compared lines</source>
        <translation>比較した行</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Plan This Run</source>
        <translation>この実行をプランにする</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replace the current plan with the run this log describes.</source>
        <translation>現在のプランを、このログが示す実行内容で置き換えます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use Measurements for This Machine</source>
        <translation>測定値をこのマシンに使う</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep what the log measured (compute buffers, vLLM figures, the prompt speed against the bound): apply it to the current plan and save it as a machine profile.</source>
        <translation>ログの測定値（計算バッファ、vLLM の値、上限に対するプロンプト速度）を現在のプランに適用し、マシンプロファイルとして保存します。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The model is not known: %1. Below is what the runtime reported, without kvplanner&apos;s figures; open the model that ran and plan it to compare.</source>
        <extracomment>%1 why kvplanner cannot tell the model; the table then lists the runtime&apos;s own figures</extracomment>
        <translation>モデルが不明です: %1。以下はランタイムが報告した内容で、kvplanner の値はありません。実行されたモデルを開いて計画すると比較できます。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This file cannot be checked: %1. Lines read: %2, recognised: %3.</source>
        <translation>このファイルは照合できません: %1。読み込んだ行: %2、認識した行: %3。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 log of %2. %3 of %4 lines match to the printed digit, %5 within the log&apos;s rounding, %6 differ (the reason is in the last column).</source>
        <extracomment>%1 runtime (llama.cpp, ollama, vllm), %2 model name, then counts of compared lines</extracomment>
        <translation>%2 の %1 ログ。%4 行中 %3 行が表示桁まで一致、%5 行がログの丸め誤差内、%6 行が不一致（理由は最後の列）。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The run read its longest prompt at %1 % of the most the planned machine allows; Use Measurements keeps this for the first-token estimate.</source>
        <extracomment>%1 the longest logged prompt&apos;s speed over the prefill bound of the planned machine, e.g. &quot;20.6&quot;</extracomment>
        <translation>最も長いプロンプトを、プラン中のマシンの上限の %1 % の速さで読みました。「測定値をこのマシンに使う」で最初のトークンの見積もりに残せます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The log prints prompt speeds; pick the machine that ran it in the plan (with its peak compute) to compare them with the bound.</source>
        <translation>ログにはプロンプト処理速度があります。上限と比べるには、実行したマシン（ピーク演算性能つき）をプランで選んでください。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%2 prints prompt throughput averaged over each logging interval: the run read prompts at least %1 tokens/s, a floor rather than a speed, so Use Measurements does not keep it.</source>
        <extracomment>%1 the busiest logging interval&apos;s prompt throughput, e.g. &quot;3276.8&quot;; %2 the runtime, &quot;vllm&quot; or &quot;sglang&quot;</extracomment>
        <translation>%2 はプロンプトのスループットを各ログ間隔での平均として出力します。実行は少なくとも %1 トークン/秒でプロンプトを読み込みましたが、これは速度ではなく下限値なので、「測定値をこのマシンに使う」では保存されません。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>What kvplanner read into the log:</source>
        <extracomment>heading of the list of what the rebuilt run assumed or inferred from the log (devices, weights, defaults)</extracomment>
        <translation>kvplanner がログから読み取ったこと:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Plan From Log</source>
        <translation>ログからプラン</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Use Measured Buffers</source>
        <translation>測定したバッファを使う</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+9"/>
        <source>Save Machine Profile</source>
        <translation>マシンプロファイルを保存</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Machine profiles (*.json)</source>
        <translation>マシンプロファイル (*.json)</translation>
    </message>
</context>
<context>
    <name>kvgui::MachineTableModel</name>
    <message>
        <location filename="../app/gui/choosemodels.cpp" line="+83"/>
        <source>%1 over</source>
        <extracomment>a plan over the tightest device&apos;s memory by %1</extracomment>
        <translation>%1 超過</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Your price: %1</source>
        <translation>あなたの価格: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List price: %1</source>
        <translation>定価: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Converted from %1 at the rate of %2.</source>
        <extracomment>%1 the currency a price was given in (USD), %2 the rates&apos; date</extracomment>
        <translation>%1 から %2 のレートで換算。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Double-click to type your own price for this row (empty: back to the list price).</source>
        <translation>ダブルクリックでこの行に自分の価格を入力できます（空にすると定価に戻ります）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Usable minus used on the tightest device.</source>
        <translation>最も逼迫したデバイスでの使用可能量から使用量を引いた値です。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Machine</source>
        <translation>マシン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Headroom</source>
        <translation>余裕</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context on GPU</source>
        <translation>GPU でのコンテキスト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Users</source>
        <translation>ユーザー数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed bound</source>
        <translation>速度の上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price</source>
        <translation>価格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per token/s</source>
        <translation>トークン/秒あたり</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power</source>
        <translation>電力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per month, at most</source>
        <translation>月額（上限）</translation>
    </message>
</context>
<context>
    <name>kvgui::MainWindow</name>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="+240"/>
        <source>About kvplanner</source>
        <translation>kvplanner について</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;kvplanner %1&lt;/b&gt;&lt;p&gt;Will this language model fit your machine? Weights plus the KV cache that grows with every token and every user, as the runtimes really allocate it.&lt;/p&gt;</source>
        <translation>&lt;b&gt;kvplanner %1&lt;/b&gt;&lt;p&gt;この言語モデル、あなたのマシンに収まる？ 重みに加えて、トークンごと・ユーザーごとに増えていく KV キャッシュを、ランタイムが実際に確保するとおりに計算します。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Machine</source>
        <translation>マシン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runtime</source>
        <translation>ランタイム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side models</source>
        <translation>サイドモデル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Choose</source>
        <translation>選択(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Models That Fit This Machine…</source>
        <translation>このマシンに収まるモデル(&amp;M)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every model at every weight scheme on this machine, for this context and users.</source>
        <translation>このマシンで、現在のコンテキストとユーザー数のまま、すべてのモデルをすべての重み方式で評価します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>M&amp;achines for This Plan…</source>
        <translation>このプランに合うマシン(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This model, context and users on every hardware preset, best first.</source>
        <translation>このモデル・コンテキスト・ユーザー数を、すべてのハードウェアプリセットで評価し、良い順に並べます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Compare Pinned Plans…</source>
        <translation>ピン留めしたプランを比較(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pin This Plan</source>
        <translation>このプランをピン留め(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep this plan to compare with others (up to four; saved in the file).</source>
        <translation>このプランを残して、他のプランと比較します（最大 4 つ。ファイルに保存されます）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Find Model</source>
        <translation>モデルを検索(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New</source>
        <translation>新規(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open Scenario…</source>
        <translation>シナリオを開く(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add Model &amp;Folder…</source>
        <translation>モデルのフォルダーを追加(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Also list the GGUF files and config.json snapshots in a folder of yours under “On this computer” (Ollama&apos;s, LM Studio&apos;s, llama.cpp&apos;s and Hugging Face&apos;s folders are found by themselves).</source>
        <translation>自分のフォルダーにある GGUF ファイルと config.json のスナップショットも「このコンピューター上」に表示します(Ollama、LM Studio、llama.cpp、Hugging Face のフォルダーは自動で見つかります)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;Model File…</source>
        <translation>モデルファイルを開く(&amp;M)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open C&amp;luster File…</source>
        <translation>クラスターファイルを開く(&amp;L)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plan on several machines whose nodes differ, described in a kvplanner.cluster/1 file (see the README).</source>
        <translation>構成の違う複数のマシンで計画します。kvplanner.cluster/1 ファイルで記述します（README を参照）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read a model from a GGUF file, a Hugging Face config.json or a kvplanner model description.</source>
        <translation>GGUF ファイル、Hugging Face の config.json、または kvplanner のモデル記述からモデルを読み込みます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open MLX / safetensors Fol&amp;der…</source>
        <translation>MLX / safetensors フォルダーを開く(&amp;D)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read a model folder as downloaded from Hugging Face (config.json + *.safetensors, such as mlx-community&apos;s MLX folders): the weights&apos; exact bytes from the safetensors headers; an MLX folder plans under MLX.</source>
        <translation>Hugging Face からダウンロードしたモデルフォルダー（config.json + *.safetensors、mlx-community の MLX フォルダーなど）を読み込みます：重みの正確なバイト数は safetensors のヘッダーから。MLX フォルダーは MLX で計画します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Clear Recent Files</source>
        <translation>履歴を消去(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Check Against a Log…</source>
        <translation>ログと照合(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare these numbers with what llama.cpp, Ollama or vLLM printed at start-up, line by line; drop a log on the window to do the same.</source>
        <translation>これらの数値を、llama.cpp・Ollama・vLLM が起動時に出力した値と 1 行ずつ比較します。ログをウィンドウにドロップしても同じことができます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export &amp;Report…</source>
        <translation>レポートを書き出す(&amp;R)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;Talk as PDF…</source>
        <translation>トークを PDF で書き出す(&amp;T)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Talk mode as slides for this plan: one 16:9 page per step, each followed by its speaker notes</source>
        <translation>このプランのトークモードをスライドに: 1 ステップにつき 16:9 のページ 1 枚、それぞれの後にスピーカーノート</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export</source>
        <translation>書き出し(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Charts as &amp;PNG…</source>
        <translation>グラフを PNG で(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Estimate as &amp;JSON</source>
        <translation>見積もりを JSON でコピー(&amp;J)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Estimate as &amp;Markdown</source>
        <translation>見積もりを Markdown でコピー(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Logarithmic Axis</source>
        <translation>対数軸(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Theme</source>
        <translation>テーマ(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Talk Mode</source>
        <translation>トークモード(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Explain the KV cache full screen, step by step (Esc leaves)</source>
        <translation>KV キャッシュを全画面で一歩ずつ解説します（Esc で終了）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speaker &amp;Notes</source>
        <translation>発表者ノート(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The talk with a second window showing each step&apos;s speaker notes, on another screen when there is one</source>
        <translation>各ステップの発表者ノートを別ウィンドウに表示してトークを始めます（画面がもう 1 つあればそちらに）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>E&amp;xplain</source>
        <translation>解説(&amp;X)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;System</source>
        <translation>システム(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light</source>
        <translation>ライト(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark</source>
        <translation>ダーク(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About kvplanner</source>
        <translation>kvplanner について(&amp;A)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1[*] — %2 on %3 — kvplanner</source>
        <extracomment>window title: %1 document name, %2 model, %3 machine; [*] marks unsaved changes</extracomment>
        <translation>%1[*] — %3 上の %2 — kvplanner</translation>
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
        <translation>グラフを書き出す</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PNG images (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+16"/>
        <source>Cannot export</source>
        <translation>書き出せません</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Export Talk as PDF</source>
        <translation>トークを PDF で書き出す</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF ファイル (*.pdf)</translation>
    </message>
</context>
<context>
    <name>kvgui::ModelPicker</name>
    <message>
        <location filename="../app/gui/modelpicker.cpp" line="+79"/>
        <source>Vision projector: %1</source>
        <translation>ビジョンプロジェクター: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ollama&apos;s num_ctx: %1</source>
        <translation>Ollama の num_ctx: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Size on disk</source>
        <translation>ディスク上のサイズ</translation>
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
        <translation>その他</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+96"/>
        <source>On this computer</source>
        <translation>このコンピューター上</translation>
    </message>
    <message>
        <location line="-84"/>
        <location line="+82"/>
        <source>Opened files</source>
        <translation>開いたファイル</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>%1 · %2 parameters · %3 layers · trained on %4 tokens · %5</source>
        <extracomment>%1 model name, %2 parameter count (32.8B), %3 layer count, %4 training context in tokens, %5 badges</extracomment>
        <translation>%1 · パラメータ %2 · %3 レイヤー · 学習時 %4 トークン · %5</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Search models…</source>
        <translation>モデルを検索…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search models</source>
        <translation>モデルを検索</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Models</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Models by family, with their parameter count and attention type: GQA/MQA share KV heads, SWA layers keep only a window, MLA caches one latent vector, hybrid models keep a fixed recurrent state, MoE models activate only some experts.</source>
        <translation>ファミリーごとのモデルと、そのパラメータ数・アテンションの種類: GQA/MQA は KV ヘッドを共有、SWA のレイヤーはウィンドウだけを保持、MLA は潜在ベクトルを 1 つキャッシュ、ハイブリッドモデルは固定のリカレント状態を保持、MoE モデルは一部のエキスパートだけを使います。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Attention</source>
        <translation>アテンション</translation>
    </message>
</context>
<context>
    <name>kvgui::PlannerDocument</name>
    <message>
        <location filename="../app/gui/plannerdocument.cpp" line="+39"/>
        <source>The numbers are too large to compute.</source>
        <translation>数値が大きすぎて計算できません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unexpected problem: %1</source>
        <translation>予期しない問題: %1</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>“%1” is too large to be a cluster file.</source>
        <translation>「%1」はクラスターファイルとしては大きすぎます。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open cluster</source>
        <translation>クラスターを開く</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>“%1” is not a cluster kvplanner can open: %2</source>
        <translation>「%1」は kvplanner が開けるクラスターではありません: %2</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>Choose model %1</source>
        <extracomment>undo step name; %1 is a model name</extracomment>
        <translation>モデル %1 を選択</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Change context</source>
        <translation>コンテキストの変更</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Change users</source>
        <translation>ユーザー数の変更</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Change weight precision</source>
        <translation>重みの精度の変更</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Change KV cache precision</source>
        <translation>KV キャッシュの精度の変更</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Change runtime</source>
        <translation>ランタイムの変更</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Change runtime options</source>
        <translation>ランタイムのオプションの変更</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Change vLLM options</source>
        <translation>vLLM のオプションの変更</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Change side models</source>
        <translation>サイドモデルの変更</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Change hardware</source>
        <translation>ハードウェアの変更</translation>
    </message>
    <message>
        <location line="-182"/>
        <location line="+275"/>
        <source>Cannot read “%1”: %2</source>
        <translation>「%1」を読み込めません: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“%1” is too large to be a scenario file.</source>
        <translation>「%1」はシナリオファイルとしては大きすぎます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a scenario kvplanner can open: %2</source>
        <translation>「%1」は kvplanner で開けるシナリオではありません: %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cannot open the model file “%1”: %2</source>
        <translation>モデルファイル「%1」を開けません: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot open the model “%1”: %2</source>
        <translation>モデル「%1」を開けません: %2</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>last session</source>
        <translation>前回のセッション</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Pin plan</source>
        <translation>プランをピン留め</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Unpin plan</source>
        <translation>プランのピン留めを外す</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Choose %1 at %2</source>
        <translation>%1（%2）を選択</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose %1</source>
        <translation>%1 を選択</translation>
    </message>
</context>
<context>
    <name>kvgui::PromptChart</name>
    <message>
        <location filename="../app/gui/charts/promptchart.cpp" line="+154"/>
        <source>Time to the first token: no plan</source>
        <translation>最初のトークンまでの時間: プランなし</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time to the first token: no bound for this machine (no sourced peak compute figure)</source>
        <extracomment>chart title when the machine lacks a sourced peak compute figure (or no machine is chosen)</extracomment>
        <translation>最初のトークンまでの時間: このマシンには下限がありません(出典のあるピーク演算性能がない)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Time to the first token: %1 tokens take %2, limited by %3</source>
        <extracomment>chart title; %1 the longest prompt drawn, %2 its first-token bound, %3 what limits it</extracomment>
        <translation>最初のトークンまでの時間: %1 トークンで %2、制約は %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A prompt of %1 tokens</source>
        <extracomment>chart tooltip heading; %1 prompt tokens</extracomment>
        <translation>%1 トークンのプロンプト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First token: %1</source>
        <translation>最初のトークン: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whole answer of %1 tokens: %2</source>
        <extracomment>chart tooltip: %1 the answer&apos;s tokens, %2 the bound on the whole answer&apos;s time (prompt and answer)</extracomment>
        <translation>%1 トークンの回答全体: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reads at most %1 prompt tokens/s</source>
        <extracomment>chart tooltip: %1 prompt tokens read per second at most</extracomment>
        <translation>プロンプトの読み込みは最大 %1 トークン/s</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Prompt tokens per user</source>
        <translation>ユーザーあたりのプロンプトトークン数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First token, seconds (a lower bound)</source>
        <translation>最初のトークン、秒(下限)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whole answer, seconds (a lower bound)</source>
        <translation>回答全体、秒(下限)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First token</source>
        <translation>最初のトークン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whole answer</source>
        <translation>回答全体</translation>
    </message>
</context>
<context>
    <name>kvgui::ReportDialog</name>
    <message>
        <location filename="../app/gui/reportdialog.cpp" line="+28"/>
        <location line="+119"/>
        <source>Export Report</source>
        <translation>レポートを書き出す</translation>
    </message>
    <message>
        <location line="-110"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Letter</source>
        <translation>レター</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Page size:</source>
        <translation>用紙サイズ(&amp;P):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Report preview</source>
        <translation>レポートのプレビュー</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Previous page</source>
        <translation>前のページ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next page</source>
        <translation>次のページ</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Save &amp;PDF…</source>
        <translation>PDF を保存(&amp;P)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sweep as &amp;CSV…</source>
        <translation>スイープを CSV で(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Estimate as &amp;JSON…</source>
        <translation>見積もりを JSON で(&amp;J)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Charts as P&amp;NG…</source>
        <translation>グラフを PNG で(&amp;N)…</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Page %1 of %2</source>
        <extracomment>report preview: page %1 of %2</extracomment>
        <translation>%1 / %2 ページ</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Save Report</source>
        <translation>レポートを保存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save Sweep</source>
        <translation>スイープを保存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save Estimate</source>
        <translation>見積もりを保存</translation>
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
        <translation>グラフ画像の保存先フォルダー</translation>
    </message>
</context>
<context>
    <name>kvgui::ResultsPanel</name>
    <message numerus="yes">
        <location filename="../app/gui/resultspanel.cpp" line="+112"/>
        <source>%Ln tokens</source>
        <translation>
            <numerusform>%Ln トークン</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>メモリ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per token and limits</source>
        <translation>トークンあたりと上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Launch command</source>
        <translation>起動コマンド(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the command to the clipboard.</source>
        <translation>コマンドをクリップボードにコピーします。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Launch command</source>
        <translation>起動コマンド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The command line (or environment) that makes the runtime allocate what is shown.</source>
        <translation>表示されている量をランタイムに確保させるコマンドライン（または環境変数）。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>All nodes</source>
        <translation>すべてのノード</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (%2)</source>
        <extracomment>Copy menu of a cluster&apos;s launch: %1 the node (node 2), %2 its host</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The file: %1, %2 bits per weight</source>
        <translation>ファイル: %1、重みあたり %2 ビット</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>embedding</source>
        <translation>埋め込み</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>attention</source>
        <translation>アテンション</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dense FFN</source>
        <translation>密な FFN</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>experts</source>
        <translation>エキスパート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>recurrent</source>
        <translation>リカレント</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>norms</source>
        <translation>正規化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>output</source>
        <translation>出力</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>other</source>
        <translation>その他</translation>
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
        <translation>型別: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>of which draft model %1</source>
        <extracomment>%1 the draft model&apos;s name; its weights, KV cache and compute are part of the rows above</extracomment>
        <translation>うちドラフトモデル %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>of which vision projector</source>
        <translation>うちビジョンプロジェクター</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Padding over the ideal cache</source>
        <extracomment>the KV cache beyond the textbook minimum, from padding and per-user slices</extracomment>
        <translation>理想値を超えるパディング</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ollama predicts a KV cache of</source>
        <translation>Ollama の KV キャッシュ予測</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vLLM reserves</source>
        <translation>vLLM の予約</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vLLM KV pool</source>
        <translation>vLLM の KV プール</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>SGLang reserves</source>
        <translation>SGLang の確保量</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cache set aside at load</source>
        <extracomment>the KV cache (and recurrent state) allocated when the model loads, before any token</extracomment>
        <translation>読み込み時に確保するキャッシュ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cache the users fill</source>
        <extracomment>the KV cache the users&apos; tokens hold at the full context</extracomment>
        <translation>ユーザーが使うキャッシュ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Memory band</source>
        <extracomment>Apple silicon: which memory band the plan is in (fits / pages / fails)</extracomment>
        <translation>メモリ帯</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Raise the GPU working-set limit with %1</source>
        <extracomment>tooltip of the memory band: %1 the command that raises the GPU working-set limit</extracomment>
        <translation>%1 で GPU ワーキングセット上限を上げられます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU working-set limit</source>
        <translation>GPU ワーキングセット上限</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>KV cache per token</source>
        <translation>KV キャッシュ/トークン</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (%Ln layers)</source>
        <extracomment>%1 kind of layers (full attention); %n how many layers have it</extracomment>
        <translation>
            <numerusform>%1（%Ln 層）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 per user</source>
        <translation>ユーザーあたり %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 per cell</source>
        <translation>セルあたり %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Longest context that fits</source>
        <translation>収まる最長コンテキスト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most users at this context</source>
        <translation>この長さでの最大ユーザー数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With layers in RAM</source>
        <extracomment>the longest context when some layers may run from system RAM (slower)</extracomment>
        <translation>RAM にレイヤーを置く場合</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speed bound</source>
        <translation>速度の上限</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Energy per million tokens</source>
        <extracomment>row label: the energy a million generated tokens take at full board power (an upper bound)</extracomment>
        <translation>100 万トークンあたりの電力量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at most %1 Wh</source>
        <translation>最大 %1 Wh</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Running cost a month</source>
        <extracomment>row label: what a month of use costs in electricity (an upper bound)</extracomment>
        <translation>月々の電気代</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at most %1</source>
        <translation>最大 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at most %1 kWh</source>
        <translation>最大 %1 kWh</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First token after</source>
        <extracomment>row label: the time to the first token for the plan&apos;s prompt (a lower bound)</extracomment>
        <translation>最初のトークンまで</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>of which the network</source>
        <extracomment>a cluster: the network&apos;s share of one generated token&apos;s time, in milliseconds</extracomment>
        <translation>うちネットワーク</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ms of %2 ms per token</source>
        <translation>1 トークン %2 ms のうち %1 ms</translation>
    </message>
</context>
<context>
    <name>kvgui::RuntimePanel</name>
    <message>
        <location filename="../app/gui/runtimepanel.cpp" line="+166"/>
        <source>R&amp;untime</source>
        <translation>ランタイム(&amp;U)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runtime</source>
        <translation>ランタイム</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Advanced</source>
        <translation>詳細設定(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Advanced runtime options</source>
        <translation>ランタイムの詳細設定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Flash attention</source>
        <translation>&amp;Flash attention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Auto (on)</source>
        <translation>自動（オン）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On</source>
        <translation>オン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>llama.cpp -fa. Without it, quantised V caches are refused and the compute buffer holds the attention scores.</source>
        <translation>llama.cpp の -fa。オフだと量子化 V キャッシュは使えず、計算バッファにアテンションスコアが入ります。</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>&amp;Batch size</source>
        <translation>バッチサイズ(&amp;B)</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>llama.cpp -b: tokens per logical batch (default 2048).</source>
        <translation>llama.cpp の -b: 論理バッチあたりのトークン数（既定 2048）。</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>&amp;Micro-batch</source>
        <translation>マイクロバッチ(&amp;M)</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>llama.cpp -ub: tokens per physical batch (default 512); the compute buffer grows with it.</source>
        <translation>llama.cpp の -ub: 物理バッチあたりのトークン数（既定 512）。大きくすると計算バッファも増えます。</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>As plain `ollama &amp;serve` would run it</source>
        <translation>素の `ollama serve` の既定で(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What Ollama allocates with nothing set: num_ctx by the GPU memory (4096 below 23 GiB, 32768 below 47 GiB, else 262144, within the training context), one request at a time. The context and users sliders then do not apply.</source>
        <translation>何も設定しないときに Ollama が確保するもの: num_ctx は GPU メモリで決まり（23 GiB 未満は 4096、47 GiB 未満は 32768、それ以上は 262144。学習時コンテキストが上限）、リクエストは一度に 1 つ。このときコンテキストとユーザーのスライダーは使われません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As plain llama-&amp;server would run it</source>
        <translation>素の llama-server の既定で(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What `llama-server -m model.gguf` allocates with nothing else given: 4 slots sharing one cache, and the training context for every slot, shrunk until each GPU keeps 1 GiB free. The context and users sliders then do not apply.</source>
        <translation>ほかに何も指定しない `llama-server -m model.gguf` が確保するもの: 1つのキャッシュを共有する4スロットと、全スロットに学習時コンテキストを、各 GPU に 1 GiB の空きが残るまで縮めたもの。このときコンテキストとユーザーのスライダーは使われません。</translation>
    </message>
    <message>
        <location line="-120"/>
        <source>&amp;Unified KV cache</source>
        <translation>統合 KV キャッシュ(&amp;U)</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>Change Ollama defaults</source>
        <translation>Ollama の既定の変更</translation>
    </message>
    <message>
        <location line="+153"/>
        <source>llama.cpp --kv-unified: one cache shared by all users instead of one slice each.</source>
        <translation>llama.cpp の --kv-unified: ユーザーごとに分けず、全ユーザーで 1 つのキャッシュを共有します。</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>Full-size &amp;SWA cache</source>
        <translation>フルサイズの &amp;SWA キャッシュ</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>llama.cpp --swa-full: sliding-window layers keep the whole context (needed for some prompt-cache reuse).</source>
        <translation>llama.cpp の --swa-full: スライディングウィンドウのレイヤーもコンテキスト全体を保持します（プロンプトキャッシュの再利用で必要な場合があります）。</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>Separate &amp;K and V types</source>
        <translation>K と V の型を別にする(&amp;K)</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>Change SGLang&apos;s memory fraction</source>
        <translation>SGLang のメモリ割合を変更</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Change MLX&apos;s cache quantisation</source>
        <translation>MLX のキャッシュ量子化を変更</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Change ExLlamaV3&apos;s cache mode</source>
        <translation>ExLlamaV3 のキャッシュモードを変更</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Each runtime allocates differently: llama.cpp pads and splits the context per user, Ollama adds its own limits, vLLM and SGLang reserve a fixed share of the GPU, MLX grows its cache as tokens arrive, ExLlamaV3 shares one page pool, KoboldCpp serves one request at a time, and Ideal is the textbook minimum.</source>
        <translation>ランタイムごとに確保の仕方が違います：llama.cpp はコンテキストをパディングしてユーザーごとに分け、Ollama は独自の制限を加え、vLLM と SGLang は GPU の一定割合を予約し、MLX はトークンが来るたびにキャッシュを増やし、ExLlamaV3 は 1 つのページプールを共有し、KoboldCpp は一度に 1 リクエストを処理し、Ideal は教科書どおりの最小値です。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Give the K and V caches different types (-ctk / -ctv).</source>
        <translation>K キャッシュと V キャッシュに別々の型を指定します（-ctk / -ctv）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>K cache type</source>
        <translation>K キャッシュの型</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+2"/>
        <source>V cache type</source>
        <translation>V キャッシュの型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cache &amp;quantisation</source>
        <translation>キャッシュ量子化(&amp;Q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cache quantisation</source>
        <translation>キャッシュ量子化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None (16-bit)</source>
        <translation>なし（16 ビット）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1-bit</source>
        <extracomment>%1 bits per value of a quantised KV cache</extracomment>
        <translation>%1 ビット</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>SGLang memory fractio&amp;n</source>
        <translation>SGLang メモリ割合(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SGLang static memory fraction</source>
        <translation>SGLang の静的メモリ割合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sglang --mem-fraction-static: the share of each GPU&apos;s free memory SGLang keeps for the weights and its token pool (default: chosen from the GPU&apos;s memory).</source>
        <translation>sglang --mem-fraction-static：各 GPU の空きメモリのうち、SGLang が重みとトークンプール用に確保する割合（既定：GPU のメモリから決定）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>vLLM GPU &amp;share</source>
        <translation>vLLM の GPU 割合(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vLLM GPU memory utilisation</source>
        <translation>vLLM の GPU メモリ使用率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vllm serve --gpu-memory-utilization: the share of each GPU vLLM reserves at start, whatever the traffic (default 0.90).</source>
        <translation>vllm serve --gpu-memory-utilization: トラフィックに関係なく、vLLM が起動時に各 GPU で予約する割合（既定 0.90）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>TabbyAPI cache_mode: FP16, or K and V quantised to 8, 6 or 4 bits plus a 16-bit scale per 32 values.</source>
        <translation>TabbyAPI の cache_mode：FP16、または K と V を 8、6、4 ビットに量子化し、32 値ごとに 16 ビットのスケールを付けます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mlx_lm.generate --kv-bits: the cache is quantised (with a 16-bit scale and bias per 64 values) once --quantized-kv-start tokens are cached.</source>
        <translation>mlx_lm.generate --kv-bits：--quantized-kv-start 個のトークンがキャッシュされると、キャッシュを量子化します（64 値ごとに 16 ビットのスケールとバイアス）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KoboldCpp: flash attention is on unless --noflashattention; without it only the K cache is quantised.</source>
        <translation>KoboldCpp：--noflashattention を指定しない限り Flash Attention はオンです。オフのときは K キャッシュだけが量子化されます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KoboldCpp sets the batch to twice the micro-batch.</source>
        <translation>KoboldCpp はバッチをマイクロバッチの 2 倍にします。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KoboldCpp --batchsize (--blasbatchsize): tokens per batch (default 512); the compute buffer grows with it.</source>
        <translation>KoboldCpp の --batchsize（--blasbatchsize）：バッチあたりのトークン数（既定 512）。計算バッファはこれに応じて増えます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KoboldCpp keeps one cache for its one request at a time.</source>
        <translation>KoboldCpp は一度に処理する 1 リクエストのために 1 つのキャッシュを持ちます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KoboldCpp keeps the whole context in sliding-window layers unless --useswa (uncheck this for --useswa).</source>
        <translation>KoboldCpp は --useswa を指定しない限り、スライディングウィンドウ層にもコンテキスト全体を保持します（--useswa にするにはこのチェックを外します）。</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Rules checked against %1.</source>
        <translation>確認したルール: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Change KoboldCpp options</source>
        <translation>KoboldCpp のオプションを変更</translation>
    </message>
</context>
<context>
    <name>kvgui::SideModelsPanel</name>
    <message>
        <location filename="../app/gui/sidemodelspanel.cpp" line="+104"/>
        <source>Vision projector:</source>
        <translation>ビジョンプロジェクター:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose…</source>
        <translation>選択…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An mmproj GGUF file, as given to llama-server --mmproj</source>
        <translation>llama-server --mmproj に渡す mmproj GGUF ファイル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the GPU</source>
        <translation>GPU に置く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>llama.cpp loads the projector on the first GPU; cleared: --no-mmproj-offload keeps it in RAM</source>
        <translation>llama.cpp はプロジェクターを最初の GPU に読み込みます。オフにすると --no-mmproj-offload で RAM に置きます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Draft model:</source>
        <translation>ドラフトモデル(&amp;D):</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+20"/>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>A small model of the same family for speculative decoding (llama-server -md): its weights and its own KV cache at the main context count too</source>
        <translation>投機的デコードに使う同じ系列の小さなモデル（llama-server -md）。その重みと、メインと同じコンテキストでの専用 KV キャッシュも数えます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draft &amp;weights:</source>
        <translation>ドラフトの重み(&amp;W):</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Modelled for llama.cpp: this runtime&apos;s plan leaves them out.</source>
        <translation>llama.cpp 向けのモデル化です。このランタイムのプランでは除外します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ollama loads a model&apos;s projector with it; it has no draft models.</source>
        <translation>Ollama はモデルのプロジェクターを一緒に読み込みます。ドラフトモデルはありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counted in the weights, KV cache and compute above, and in the launch line.</source>
        <translation>上の重み、KV キャッシュ、計算と、起動コマンドに含まれます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+12"/>
        <source>Choose a vision projector</source>
        <translation>ビジョンプロジェクターを選択</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>mmproj GGUF files (*.gguf);;All files (*)</source>
        <translation>mmproj GGUF ファイル (*.gguf);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>“%1” is not a vision projector: %2</source>
        <translation>「%1」はビジョンプロジェクターではありません: %2</translation>
    </message>
</context>
<context>
    <name>kvgui::SweepChart</name>
    <message>
        <location filename="../app/gui/charts/sweepchart.cpp" line="+151"/>
        <source>Memory against context (users: %1)</source>
        <translation>コンテキストに対するメモリ（ユーザー数: %1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory against users (%1 tokens each)</source>
        <translation>ユーザー数に対するメモリ（各 %1 トークン）</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>%1 tokens per user</source>
        <translation>ユーザーあたり %1 トークン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Concurrent users: %1</source>
        <extracomment>tooltip heading in the memory-against-users chart</extracomment>
        <translation>同時ユーザー数: %1</translation>
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
        <translation>合計: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Context per user (tokens)</source>
        <translation>ユーザーあたりのコンテキスト（トークン）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Concurrent users</source>
        <translation>同時ユーザー数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>VRAM (usable)</source>
        <translation>VRAM（使用可能）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory (usable)</source>
        <translation>メモリ（使用可能）</translation>
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
        <translation>判定</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>Cannot estimate</source>
        <translation>見積もれません</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1. %2</source>
        <translation>%1。%2</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Memory needed</source>
        <translation>必要なメモリ</translation>
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
        <translation>使用可能な VRAM</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Usable memory</source>
        <translation>使用可能なメモリ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Longest context that fits</source>
        <translation>収まる最長コンテキスト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speed bound</source>
        <translation>速度の上限</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>First token after</source>
        <translation>最初のトークンまで</translation>
    </message>
</context>
</TS>
