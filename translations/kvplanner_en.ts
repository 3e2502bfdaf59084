<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Choose</name>
    <message numerus="yes">
        <location filename="../app/common/choosewording.cpp" line="+337"/>
        <source>spills %Ln layers</source>
        <translation>
            <numerusform>spills %Ln layer</numerusform>
            <numerusform>spills %Ln layers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message numerus="yes">
        <location filename="../app/cli/choosecmd.cpp" line="+122"/>
        <source>Machine     %1
Question    %2 tokens per user x %n users, %3, KV %4

</source>
        <translation>
            <numerusform>Machine     %1
Question    %2 tokens per user x %n user, %3, KV %4

</numerusform>
            <numerusform>Machine     %1
Question    %2 tokens per user x %n users, %3, KV %4

</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+153"/>
        <source>%n model(s) do not fit</source>
        <extracomment>fit&apos;s summary; %n models of the table for which no weight scheme fits or runs with layers in RAM</extracomment>
        <translation>
            <numerusform>%n model does not fit</numerusform>
            <numerusform>%n models do not fit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n more fit or spill</source>
        <translation>
            <numerusform>%n more fits or spills</numerusform>
            <numerusform>%n more fit or spill</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n row(s) not shown</source>
        <translation>
            <numerusform>%n row not shown</numerusform>
            <numerusform>%n rows not shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+55"/>
        <source>Plan        %1, %2, %3 tokens per user x %n users, %4

</source>
        <translation>
            <numerusform>Plan        %1, %2, %3 tokens per user x %n user, %4

</numerusform>
            <numerusform>Plan        %1, %2, %3 tokens per user x %n users, %4

</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/textreport.cpp" line="+68"/>
        <source>%1 tokens per user x %n users, weights %2, K %3, V %4</source>
        <translation>
            <numerusform>%1 tokens per user x %n user, weights %2, K %3, V %4</numerusform>
            <numerusform>%1 tokens per user x %n users, weights %2, K %3, V %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Component</name>
    <message numerus="yes">
        <location filename="../app/report/components.cpp" line="+15"/>
        <source>%Ln tokens</source>
        <extracomment>a token count such as a context length, e.g. &quot;32,768 tokens&quot;</extracomment>
        <translation>
            <numerusform>%Ln token</numerusform>
            <numerusform>%Ln tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Exporter</name>
    <message numerus="yes">
        <location filename="../app/gui/exporter.cpp" line="+59"/>
        <source>%1 tokens per user × %Ln users · weights %2 · KV cache %3 · %4

</source>
        <extracomment>%1 context per user, %n users, %2 weight scheme, %3 KV type, %4 runtime</extracomment>
        <translation>
            <numerusform>%1 tokens per user × %Ln user · weights %2 · KV cache %3 · %4

</numerusform>
            <numerusform>%1 tokens per user × %Ln users · weights %2 · KV cache %3 · %4

</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message numerus="yes">
        <location filename="../app/report/reportdetails.cpp" line="+19"/>
        <location filename="../app/report/reporttext.cpp" line="+83"/>
        <location line="+60"/>
        <source>%Ln tokens</source>
        <translation>
            <numerusform>%Ln token</numerusform>
            <numerusform>%Ln tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>%1 (for %Ln users)</source>
        <extracomment>%1 a token count (&quot;8,192 tokens&quot;); %n the number of users</extracomment>
        <translation>
            <numerusform>%1 (for %Ln user)</numerusform>
            <numerusform>%1 (for %Ln users)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 (at %Ln tokens each)</source>
        <extracomment>%1 a number of users; %n the context per user in tokens</extracomment>
        <translation>
            <numerusform>%1 (at %Ln token each)</numerusform>
            <numerusform>%1 (at %Ln tokens each)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/report/reportsections.cpp" line="+98"/>
        <source>Everything the runtime allocates, for %Ln users, as the context per user grows to the model&apos;s training context. The KV cache is the part that grows.</source>
        <translation>
            <numerusform>Everything the runtime allocates, for %Ln user, as the context per user grows to the model&apos;s training context. The KV cache is the part that grows.</numerusform>
            <numerusform>Everything the runtime allocates, for %Ln users, as the context per user grows to the model&apos;s training context. The KV cache is the part that grows.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/report/reportbuy.cpp" line="+147"/>
        <source>The cheapest machines that run this plan as asked, %1 tokens for each of %n users without spilling to RAM, beside yours; prices in %2. A graphics card&apos;s price is the cards only, not the PC around them.</source>
        <extracomment>%1 tokens of context per user, %n users, %2 a currency code</extracomment>
        <translation>
            <numerusform>The cheapest machines that run this plan as asked, %1 tokens for %n user without spilling to RAM, beside yours; prices in %2. A graphics card&apos;s price is the cards only, not the PC around them.</numerusform>
            <numerusform>The cheapest machines that run this plan as asked, %1 tokens for each of %n users without spilling to RAM, beside yours; prices in %2. A graphics card&apos;s price is the cards only, not the PC around them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Talk</name>
    <message numerus="yes">
        <location filename="../app/talk/talklines.cpp" line="+105"/>
        <source>%Ln users × %1 tokens: %2 of KV cache</source>
        <extracomment>%n users, %1 tokens each, %2 bytes of KV cache</extracomment>
        <translation>
            <numerusform>%Ln user × %1 tokens: %2 of KV cache</numerusform>
            <numerusform>%Ln users × %1 tokens: %2 of KV cache</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%Ln users at %1 tokens; request %2 must wait, spill to RAM or fail</source>
        <extracomment>%n users that fit, %1 tokens each, %2 the first request that does not fit</extracomment>
        <translation>
            <numerusform>%Ln user at %1 tokens; request %2 must wait, spill to RAM or fail</numerusform>
            <numerusform>%Ln users at %1 tokens; request %2 must wait, spill to RAM or fail</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kvgui::AdvicePanel</name>
    <message numerus="yes">
        <location filename="../app/gui/advicepanel.cpp" line="+208"/>
        <source>%Ln more</source>
        <translation>
            <numerusform>%Ln more</numerusform>
            <numerusform>%Ln more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Show every suggestion (%Ln in all)</source>
        <translation>
            <numerusform>Show every suggestion (%Ln in all)</numerusform>
            <numerusform>Show every suggestion (%Ln in all)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kvgui::ChooseWindow</name>
    <message numerus="yes">
        <location filename="../app/gui/choosewindow.cpp" line="+600"/>
        <source>Every model preset at every weight scheme on %1, for %2 tokens of context per user and %Ln users at once. ★ marks each model&apos;s highest-precision scheme that fits without spilling. Double-click a row to plan it.</source>
        <translation>
            <numerusform>Every model preset at every weight scheme on %1, for %2 tokens of context per user and %Ln user at once. ★ marks each model&apos;s highest-precision scheme that fits without spilling. Double-click a row to plan it.</numerusform>
            <numerusform>Every model preset at every weight scheme on %1, for %2 tokens of context per user and %Ln users at once. ★ marks each model&apos;s highest-precision scheme that fits without spilling. Double-click a row to plan it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 at %2, %3 tokens of context per user and %Ln users at once, on every machine with 1 to 4 of each GPU: what fits on the GPU first (cheapest first), then what spills, then the closest misses. Double-click a row to plan it, a price to type your own.</source>
        <translation>
            <numerusform>%1 at %2, %3 tokens of context per user and %Ln user at once, on every machine with 1 to 4 of each GPU: what fits on the GPU first (cheapest first), then what spills, then the closest misses. Double-click a row to plan it, a price to type your own.</numerusform>
            <numerusform>%1 at %2, %3 tokens of context per user and %Ln users at once, on every machine with 1 to 4 of each GPU: what fits on the GPU first (cheapest first), then what spills, then the closest misses. Double-click a row to plan it, a price to type your own.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kvgui::ConversationChart</name>
    <message numerus="yes">
        <location filename="../app/gui/charts/conversationchart.cpp" line="+224"/>
        <source>%n user(s) at once, %1 tokens each</source>
        <extracomment>chart tooltip heading; %1 tokens each user holds</extracomment>
        <translation>
            <numerusform>%n user at once, %1 tokens each</numerusform>
            <numerusform>%n users at once, %1 tokens each</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kvgui::ResultsPanel</name>
    <message numerus="yes">
        <location filename="../app/gui/resultspanel.cpp" line="+112"/>
        <source>%Ln tokens</source>
        <translation>
            <numerusform>%Ln token</numerusform>
            <numerusform>%Ln tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+161"/>
        <source>%1 (%Ln layers)</source>
        <extracomment>%1 kind of layers (full attention); %n how many layers have it</extracomment>
        <translation>
            <numerusform>%1 (%Ln layer)</numerusform>
            <numerusform>%1 (%Ln layers)</numerusform>
        </translation>
    </message>
</context>
</TS>
