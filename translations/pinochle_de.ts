<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>Pinochle</name>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py" line="235"/>
        <source>the minimum bid must be above zero</source>
        <translation>das Mindestgebot muss über null liegen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py" line="237"/>
        <source>every bid step must be above zero</source>
        <translation>jeder Gebotsschritt muss über null liegen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py" line="240"/>
        <source>each bid step must start above the one before it</source>
        <translation>jeder Gebotsschritt muss über dem vorigen beginnen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py" line="242"/>
        <source>the bid cap is below the minimum bid</source>
        <translation>die Gebotsgrenze liegt unter dem Mindestgebot</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py" line="244"/>
        <source>the minimum bid is above the highest bid there can be ({top})</source>
        <translation>das Mindestgebot liegt über dem höchstmöglichen Gebot ({top})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py" line="247"/>
        <source>cards passed must be 0 to 4</source>
        <translation>es dürfen 0 bis 4 Karten geschoben werden</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py" line="249"/>
        <source>a single deck needs the single-deck meld table</source>
        <translation>ein einfaches Blatt braucht die Meldetafel für ein Blatt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py" line="251"/>
        <source>a double deck needs a double-deck meld table (pagat, run16 or tens)</source>
        <translation>ein Doppelblatt braucht eine Meldetafel für Doppelblatt (pagat, run16 oder tens)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py" line="253"/>
        <source>the game target must be above zero</source>
        <translation>das Spielziel muss über null liegen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py" line="255"/>
        <source>the score from which a team goes out only on its own bid must be above zero</source>
        <translation>der Stand, ab dem ein Team nur mit eigenem Spiel ausgehen kann, muss über null liegen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py" line="258"/>
        <source>the losing score must be below zero</source>
        <translation>der Verluststand muss unter null liegen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py" line="260"/>
        <source>trick point values must be positive</source>
        <translation>die Stichpunktwerte müssen positiv sein</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py" line="262"/>
        <source>trick points needed to keep meld must be between 0 and the trick total</source>
        <translation>die Stichpunkte, um die Meldung zu behalten, müssen zwischen 0 und der Stichsumme liegen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py" line="264"/>
        <source>the minimum meld cannot be negative</source>
        <translation>die Mindestmeldung darf nicht negativ sein</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py" line="266"/>
        <source>a board set needs a minimum meld</source>
        <translation>ein Board-Set braucht eine Mindestmeldung</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py" line="354"/>
        <source>48 cards, bid from 250 by 10, 4 cards passed after trump, pass with help, game to 1500</source>
        <translation>48 Karten, Gebote ab 250 in Zehnern, 4 Karten weitergegeben nach der Trumpfansage, Passe mit Hilfe, Spiel bis 1500</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py" line="355"/>
        <source>48 cards, 0/2/4 cards passed (minimum bid 150/200/250), dix saves itself, game to 1500</source>
        <translation>48 Karten, 0/2/4 Karten weitergegeben (Mindestgebot 150/200/250), der Dis zählt trotzdem, Spiel bis 1500</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py" line="357"/>
        <source>80 cards, bid 50 to 250, trump needs a marriage, rule of 20, no passing, game to 500, lose at -1000</source>
        <translation>80 Karten, Gebote von 50 bis 250, Trumpf nur mit Paar, Meldung zählt ab 20, kein Weitergeben, Spiel bis 500, verloren bei -1000</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py" line="359"/>
        <source>80 cards, run is 16, bid from 50, rule of 20, past 400 each a team goes out only on its bid</source>
        <translation>80 Karten, Familie zählt 16, Gebote ab 50, Meldung zählt ab 20, ab je 400 geht ein Team nur mit eigenem Gebot aus</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py" line="361"/>
        <source>80 cards scored in tens, 0/2/4 cards passed (minimum bid 300/400/500), game to 5000</source>
        <translation>80 Karten in Zehnerpunkten, 0/2/4 Karten weitergegeben (Mindestgebot 300/400/500), Spiel bis 5000</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/action_panels.py" line="30"/>
        <source>High bid: {bid} by {name}</source>
        <translation>Höchstes Gebot: {bid} von {name}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/action_panels.py" line="32"/>
        <source>No bid yet. The minimum bid is {bid}.</source>
        <translation>Noch kein Gebot. Das Mindestgebot ist {bid}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/action_panels.py" line="33"/>
        <source>Your bid</source>
        <translation>Dein Gebot</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/action_panels.py" line="36"/>
        <location filename="../pinochle_desktop/ui/main_window.py" line="365"/>
        <source>Bid {bid}</source>
        <translation>Gebot {bid}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/action_panels.py" line="40"/>
        <source>Jump bid</source>
        <translation>Sprunggebot</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/action_panels.py" line="41"/>
        <location filename="../pinochle_desktop/ui/texts.py" line="106"/>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/action_panels.py" line="43"/>
        <location filename="../pinochle_desktop/ui/texts.py" line="106"/>
        <source>Pass with help</source>
        <translation>Passe mit Hilfe</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/action_panels.py" line="44"/>
        <source>A pass that tells your partner you hold help for them</source>
        <translation>Du passt und zeigst deinem Partner, dass du Meldung für ihn hast</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/action_panels.py" line="46"/>
        <source>Bid analysis…</source>
        <translation>Reizanalyse…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/action_panels.py" line="47"/>
        <source>What your hand is likely worth with each trump suit</source>
        <translation>Was dein Blatt mit jeder Trumpffarbe wahrscheinlich wert ist</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/action_panels.py" line="54"/>
        <source>Choose the trump suit.</source>
        <translation>Bestimme die Trumpffarbe.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/action_panels.py" line="56"/>
        <source>Trump must be a suit in which you hold a marriage (K and Q).</source>
        <translation>Trumpf muss eine Farbe sein, in der du ein Paar (K und D) hast.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/action_panels.py" line="57"/>
        <source>Name trump</source>
        <translation>Trumpf ansagen</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/action_panels.py" line="63"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/action_panels.py" line="65"/>
        <source>marriage</source>
        <translation>Paar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/action_panels.py" line="75"/>
        <source>Pass cards to {name}</source>
        <translation>Karten an {name} weitergeben</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/action_panels.py" line="76"/>
        <source>Click %n card(s) to pass, then confirm.</source>
        <translation>
            <numerusform>Klicke %n Karte zum Weitergeben an und bestätige dann.</numerusform>
            <numerusform>Klicke %n Karten zum Weitergeben an und bestätige dann.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/action_panels.py" line="78"/>
        <source>Pass {k} of {n}</source>
        <translation>{k} von {n} weitergeben</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/action_panels.py" line="88"/>
        <source>Your bid is out of reach</source>
        <translation>Dein Gebot ist nicht mehr zu schaffen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/action_panels.py" line="89"/>
        <source>Meld {meld} + all {tricks} trick points cannot reach {bid}. Throw in and lose {bid} (the others score their meld), or lead a card to play on.</source>
        <translation>Meldung {meld} + alle {tricks} Stichpunkte erreichen {bid} nicht. Geh ab und verliere {bid} (die Gegner schreiben ihre Meldung), oder spiel eine Karte aus und spiel weiter.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/action_panels.py" line="93"/>
        <source>Throw in (−{bid})</source>
        <translation>Abgehen (−{bid})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/action_panels.py" line="111"/>
        <source>{name} bid {bid}: {outcome}</source>
        <translation>{name} mit {bid}: {outcome}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/action_panels.py" line="116"/>
        <source>(short by {n})</source>
        <translation>({n} zu wenig)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/action_panels.py" line="118"/>
        <source>(by {n})</source>
        <translation>({n} darüber)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/action_panels.py" line="124"/>
        <source>meld {m}</source>
        <translation>Meldung {m}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/action_panels.py" line="124"/>
        <source> (not counted)</source>
        <translation> (zählt nicht)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/action_panels.py" line="126"/>
        <source>tricks {t}</source>
        <translation>Stiche {t}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/action_panels.py" line="128"/>
        <source>scores</source>
        <translation>schreibt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/bid_chart.py" line="50"/>
        <source>Simulating the hand…</source>
        <translation>Das Spiel wird simuliert…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/bid_chart.py" line="96"/>
        <source>safe {bid}</source>
        <translation>sicher {bid}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/bid_chart.py" line="97"/>
        <source>bid {bid}</source>
        <translation>reizen {bid}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/bid_chart.py" line="109"/>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/bid_chart.py" line="116"/>
        <source>next bid {bid}</source>
        <translation>nächstes Gebot {bid}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/bid_chart.py" line="145"/>
        <source>Bid analysis</source>
        <translation>Reizanalyse</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/bid_chart.py" line="147"/>
        <source>If you take the bid and name each suit: every dot is one simulated deal of the other hands, the bar holds the middle half. Green: a safe bid (made four times in five). Gold: the highest bid worth taking.</source>
        <translation>Wenn du das Spiel bekommst und jede Farbe als Trumpf ansagst: Jeder Punkt ist eine simulierte Verteilung der anderen Blätter, der Balken umfasst die mittlere Hälfte. Grün: ein sicheres Gebot (vier von fünf Mal erfüllt). Gold: das höchste Gebot, das sich lohnt.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py" line="64"/>
        <source>The game could not be saved: {problem}</source>
        <translation>Das Spiel konnte nicht gespeichert werden: {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py" line="76"/>
        <source>Save game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py" line="76"/>
        <location filename="../pinochle_desktop/ui/game_files.py" line="92"/>
        <source>Pinochle games (*.pinochle)</source>
        <translation>Pinochle-Spiele (*.pinochle)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py" line="92"/>
        <source>Open game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py" line="116"/>
        <source>The game can no longer be autosaved: {problem}</source>
        <translation>Das Spiel kann nicht mehr automatisch gesichert werden: {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py" line="158"/>
        <source>Statistics could not be saved: {problem}</source>
        <translation>Die Statistik konnte nicht gespeichert werden: {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py" line="164"/>
        <location filename="../pinochle_desktop/ui/main_window.py" line="51"/>
        <location filename="../pinochle_desktop/ui/texts.py" line="64"/>
        <source>Pinochle</source>
        <translation>Pinochle</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/hints.py" line="67"/>
        <source>Bid {bid}: with {suit} as trump your hand and your partner's help are worth about {worth}.</source>
        <translation>Gebot {bid}: mit {suit} als Trumpf sind dein Blatt und die Hilfe deines Partners etwa {worth} wert.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/hints.py" line="70"/>
        <source>Pass with help: you cannot take the bid, but you hold meld to help your partner.</source>
        <translation>Passe mit Hilfe: das Spiel bekommst du nicht, aber du hast Meldung, die deinem Partner hilft.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/hints.py" line="71"/>
        <source>Pass: your hand is worth about {worth}, not enough for the next bid.</source>
        <translation>Passe: dein Blatt ist etwa {worth} wert, zu wenig für das nächste Gebot.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/hints.py" line="75"/>
        <source>Name {suit}: {count} cards long, and {meld} meld with it as trump.</source>
        <translation>Sag {suit} an: {count} Karten lang, und {meld} Meldung mit dieser Farbe als Trumpf.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/hints.py" line="80"/>
        <source>Give back {cards}: cards you can spare without losing meld or winners.</source>
        <translation>Gib {cards} zurück: Karten, die du entbehren kannst, ohne Meldung oder sichere Stiche zu verlieren.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/hints.py" line="81"/>
        <source>Pass {cards}: trumps and aces help the bidder most.</source>
        <translation>Gib {cards} weiter: Trümpfe und Asse helfen dem Spielmacher am meisten.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/hints.py" line="83"/>
        <source>Throw in: the bid is out of reach, and playing on only gives the others more points.</source>
        <translation>Geh ab: das Gebot ist nicht mehr zu schaffen, und Weiterspielen bringt nur den Gegnern mehr Punkte.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/hints.py" line="98"/>
        <source>Bid {bid}: in {n} simulated deals, holding the contract with {suit} as trump scores about {points} points more than passing.</source>
        <translation>Biete {bid}: In {n} simulierten Verteilungen bringt der Vertrag mit {suit} als Trumpf etwa {points} Punkte mehr als Passen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/hints.py" line="102"/>
        <source>Pass: in {n} simulated deals, taking the contract at {bid} scores about {points} points less than passing.</source>
        <translation>Passe: In {n} simulierten Verteilungen bringt der Vertrag zu {bid} etwa {points} Punkte weniger als Passen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/hints.py" line="105"/>
        <source>Pass: your partner holds the bid, and your hand is not clearly stronger.</source>
        <translation>Passe: Dein Partner hält das Gebot, und dein Blatt ist nicht deutlich stärker.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/hints.py" line="115"/>
        <source>Lead the {card}: nobody can beat it in its suit.</source>
        <translation>Spiel {card} aus: keiner kann diese Karte in ihrer Farbe schlagen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/hints.py" line="117"/>
        <source>Lead a trump, the {card}, to draw the opponents' trumps.</source>
        <translation>Spiel Trumpf aus, {card}, um den Gegnern die Trümpfe abzuziehen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/hints.py" line="118"/>
        <source>Lead the {card}: keep your winners for later.</source>
        <translation>Spiel {card} aus: heb dir deine sicheren Stiche für später auf.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/hints.py" line="125"/>
        <source>Your partner's {winner} is winning: throw a counter, the {card}.</source>
        <translation>{winner} deines Partners sticht: schmier eine Zählkarte, {card}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/hints.py" line="127"/>
        <source>Your partner's {winner} is winning: keep your counters, play the {card}.</source>
        <translation>{winner} deines Partners sticht: behalte deine Zählkarten, spiel {card}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/hints.py" line="130"/>
        <source>Take the trick with the {card}.</source>
        <translation>Nimm den Stich mit {card}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/hints.py" line="131"/>
        <source>You cannot win this trick: give away the {card}, your cheapest card.</source>
        <translation>Diesen Stich bekommst du nicht: gib {card} ab, deine billigste Karte.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/i18n.py" line="86"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/i18n.py" line="86"/>
        <location filename="../pinochle_desktop/ui/texts.py" line="26"/>
        <source>South</source>
        <translation>Süd</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/i18n.py" line="86"/>
        <location filename="../pinochle_desktop/ui/texts.py" line="26"/>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/i18n.py" line="86"/>
        <location filename="../pinochle_desktop/ui/texts.py" line="26"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/i18n.py" line="87"/>
        <location filename="../pinochle_desktop/ui/texts.py" line="26"/>
        <source>East</source>
        <translation>Ost</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="109"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="110"/>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="111"/>
        <source>New game &amp;with…</source>
        <translation>Neues Spiel &amp;mit…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="113"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="114"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="115"/>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="117"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="118"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="119"/>
        <source>Allow undo in hot-seat games</source>
        <translation>Rückgängig auch erlauben, wenn mehrere an einem Rechner spielen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="123"/>
        <location filename="../pinochle_desktop/ui/main_window.py" line="152"/>
        <source>Score s&amp;heet…</source>
        <translation>Spiel&amp;liste…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="124"/>
        <location filename="../pinochle_desktop/ui/main_window.py" line="151"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="126"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="127"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="128"/>
        <source>Animation &amp;speed</source>
        <translation>&amp;Animationstempo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="131"/>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="65"/>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="131"/>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="65"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="131"/>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="66"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="132"/>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="66"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="138"/>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Vierfarbiges Blatt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="141"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Letzter Stich</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="144"/>
        <source>&amp;Settings</source>
        <translation>E&amp;xtras</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="145"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="147"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="148"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="149"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="154"/>
        <source>&amp;About Pinochle</source>
        <translation>&amp;Über Pinochle</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="220"/>
        <source>About Pinochle</source>
        <translation>Über Pinochle</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="220"/>
        <source>&lt;h3&gt;Pinochle Desktop&lt;/h3&gt;&lt;p&gt;Partnership Pinochle, single and double deck, against computer players or with friends at one computer.&lt;/p&gt;&lt;p&gt;Card artwork drawn in code by the project.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Pinochle Desktop&lt;/h3&gt;&lt;p&gt;Pinochle zu viert, zwei gegen zwei, mit einfachem und doppeltem Blatt, gegen Computerspieler oder mit Freunden an einem Rechner.&lt;/p&gt;&lt;p&gt;Die Kartenbilder hat das Projekt selbst in Code gezeichnet.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="241"/>
        <source>Your unfinished game is back on the table.</source>
        <translation>Dein angefangenes Spiel liegt wieder auf dem Tisch.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="241"/>
        <source>New game instead</source>
        <translation>Lieber ein neues Spiel</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="280"/>
        <source>Thinking about a hint…</source>
        <translation>Suche einen Tipp…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="286"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="348"/>
        <source>{name} to play</source>
        <translation>{name} ist dran</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="349"/>
        <source>Everybody else, please look away.</source>
        <translation>Alle anderen bitte wegschauen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="349"/>
        <source>I am {name}: show my cards</source>
        <translation>Ich bin {name}: Karten zeigen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="367"/>
        <source>thinking…</source>
        <translation>überlegt…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="378"/>
        <source>no meld</source>
        <translation>keine Meldung</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="379"/>
        <source>{name}: {total}</source>
        <translation>{name}: {total}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="389"/>
        <source>won by {name}</source>
        <translation>geht an {name}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="390"/>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="420"/>
        <source>{a} &amp; {b}: {m} meld
{c} &amp; {d}: {n} meld</source>
        <translation>{a} &amp; {b}: {m} gemeldet
{c} &amp; {d}: {n} gemeldet</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="422"/>
        <location filename="../pinochle_desktop/ui/review_dialog.py" line="89"/>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="307"/>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="76"/>
        <source>Meld</source>
        <translation>Meldungen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="422"/>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="427"/>
        <source>{a} &amp; {b} win {x} to {y}.</source>
        <translation>{a} und {b} gewinnen {x} zu {y}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="429"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="429"/>
        <location filename="../pinochle_desktop/ui/new_game_dialog.py" line="199"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="432"/>
        <source>Next hand</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="435"/>
        <location filename="../pinochle_desktop/ui/score_sheet_dialog.py" line="46"/>
        <source>Review hand</source>
        <translation>Runde ansehen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py" line="485"/>
        <source>Click the card again to play it.</source>
        <translation>Klicke die Karte noch einmal an, um sie zu spielen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/main_window.py" line="495"/>
        <source>You have chosen %n card(s) already: click one to put it back.</source>
        <translation>
            <numerusform>Du hast schon %n Karte gewählt: klicke sie an, um sie zurückzulegen.</numerusform>
            <numerusform>Du hast schon %n Karten gewählt: klicke eine an, um sie zurückzulegen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/new_game_dialog.py" line="58"/>
        <source>{n} cards</source>
        <translation>{n} Karten</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/new_game_dialog.py" line="59"/>
        <source>bid from {bid}</source>
        <translation>Reizen ab {bid}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/new_game_dialog.py" line="61"/>
        <source>to {cap}</source>
        <translation>bis {cap}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/new_game_dialog.py" line="64"/>
        <source>before trump</source>
        <translation>vor der Trumpfansage</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/new_game_dialog.py" line="64"/>
        <source>after trump</source>
        <translation>nach der Trumpfansage</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/new_game_dialog.py" line="65"/>
        <source>{n} cards passed {when}</source>
        <translation>{when} {n} Karten weitergeben</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/new_game_dialog.py" line="67"/>
        <source>no passing</source>
        <translation>kein Weitergeben</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/new_game_dialog.py" line="69"/>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="221"/>
        <source>trump needs a marriage</source>
        <translation>Trumpf nur mit Paar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/new_game_dialog.py" line="71"/>
        <source>meld counts from {m}</source>
        <translation>Meldung zählt ab {m}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/new_game_dialog.py" line="73"/>
        <source>modern play</source>
        <translation>moderne Stichregeln</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/new_game_dialog.py" line="74"/>
        <source>game to {target}</source>
        <translation>Spiel bis {target}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/new_game_dialog.py" line="76"/>
        <source>lose at {score}</source>
        <translation>verloren bei {score}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/new_game_dialog.py" line="214"/>
        <source>A game is in progress. Its rules cannot change during a game: these take effect in the new game, which replaces the one on the table.</source>
        <translation>Ein Spiel läuft gerade. Seine Regeln lassen sich während des Spiels nicht ändern: diese gelten für das neue Spiel, das das Spiel auf dem Tisch ersetzt.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/new_game_dialog.py" line="228"/>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="123"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/new_game_dialog.py" line="238"/>
        <source>Delete rule set</source>
        <translation>Regelwerk löschen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/new_game_dialog.py" line="239"/>
        <source>Forget the selected saved rule set (presets stay)</source>
        <translation>Das gewählte gespeicherte Regelwerk vergessen (die Vorgaben bleiben)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/new_game_dialog.py" line="247"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/new_game_dialog.py" line="256"/>
        <source>Customise</source>
        <translation>Anpassen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/new_game_dialog.py" line="261"/>
        <source>Undo changes</source>
        <translation>Änderungen verwerfen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/new_game_dialog.py" line="262"/>
        <source>Show the chosen rule set as it is</source>
        <translation>Das gewählte Regelwerk unverändert zeigen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/new_game_dialog.py" line="278"/>
        <source>Save these rules as:</source>
        <translation>Diese Regeln speichern als:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/new_game_dialog.py" line="281"/>
        <source>a name of your own</source>
        <translation>ein eigener Name</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/new_game_dialog.py" line="283"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/new_game_dialog.py" line="301"/>
        <source>Start game</source>
        <translation>Spiel beginnen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/new_game_dialog.py" line="335"/>
        <source>Your rule sets</source>
        <translation>Deine Regelwerke</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/new_game_dialog.py" line="405"/>
        <source>&lt;b&gt;{name}&lt;/b&gt; as it is. Change any option below.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; unverändert. Unten kannst du jede Option ändern.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/new_game_dialog.py" line="407"/>
        <source>&lt;b&gt;{name}&lt;/b&gt; with {options}.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; mit {options}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/new_game_dialog.py" line="410"/>
        <source>&lt;b&gt;{name}&lt;/b&gt;, changed: {options}.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;, geändert: {options}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/new_game_dialog.py" line="418"/>
        <source>These rules cannot be played yet: see the %n problem(s) shown in red.</source>
        <translation>
            <numerusform>Mit diesen Regeln kann noch nicht gespielt werden: siehe das rot angezeigte Problem.</numerusform>
            <numerusform>Mit diesen Regeln kann noch nicht gespielt werden: siehe die %n rot angezeigten Probleme.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/new_game_dialog.py" line="435"/>
        <source>Saved as “{name}”: it is in the list of rules.</source>
        <translation>Als „{name}“ gespeichert: es steht in der Regelliste.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/new_game_dialog.py" line="444"/>
        <source>Type a name for these rules first.</source>
        <translation>Gib diesen Regeln zuerst einen Namen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/new_game_dialog.py" line="446"/>
        <source>A name has at most {n} characters.</source>
        <translation>Ein Name hat höchstens {n} Zeichen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/new_game_dialog.py" line="448"/>
        <source>“{name}” is the name of a preset: choose another name.</source>
        <translation>„{name}“ ist der Name einer Vorgabe: wähle einen anderen Namen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/new_game_dialog.py" line="450"/>
        <source>Choose a name that does not end in “{suffix}”.</source>
        <translation>Wähle einen Namen, der nicht auf „{suffix}“ endet.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/new_game_dialog.py" line="452"/>
        <source>These rules cannot be played yet: fix the options marked in red first.</source>
        <translation>Mit diesen Regeln kann noch nicht gespielt werden: korrigiere zuerst die rot markierten Optionen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="70"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="70"/>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="70"/>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="92"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="104"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="112"/>
        <source>How fast cards move; the computer players' pauses follow it</source>
        <translation>Wie schnell sich die Karten bewegen; die Pausen der Computerspieler richten sich danach</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="113"/>
        <source>Animation speed:</source>
        <translation>Animationstempo:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="121"/>
        <source>Two colours</source>
        <translation>Zwei Farben</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="122"/>
        <source>Spades and clubs black, hearts and diamonds red</source>
        <translation>Pik und Kreuz schwarz, Herz und Karo rot</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="123"/>
        <source>Four colours</source>
        <translation>Vier Farben</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="124"/>
        <source>Spades black, hearts red, diamonds blue, clubs green</source>
        <translation>Pik schwarz, Herz rot, Karo blau, Kreuz grün</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="128"/>
        <source>Card faces:</source>
        <translation>Kartenbild:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="143"/>
        <source>Card back:</source>
        <translation>Rückseite:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="146"/>
        <source>Playing</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="149"/>
        <source>Ask before playing a card</source>
        <translation>Vor dem Ausspielen einer Karte nachfragen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="150"/>
        <source>A click picks the card up; a second click plays it</source>
        <translation>Ein Klick nimmt die Karte auf, ein zweiter spielt sie aus</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="151"/>
        <source>Play a card by itself when it is the only one you may play</source>
        <translation>Eine Karte von selbst spielen, wenn sie die einzig erlaubte ist</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="152"/>
        <source>When only one of your cards may be played, it is played for you</source>
        <translation>Ist nur eine deiner Karten erlaubt, wird sie für dich gespielt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="153"/>
        <source>Show hints</source>
        <translation>Hinweise zeigen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="154"/>
        <source>A Hint button (and the H key) shows what the expert would do, and why</source>
        <translation>Ein Tipp-Knopf (und die Taste H) zeigt, was der Experte tun würde und warum</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="160"/>
        <source>Language and sound</source>
        <translation>Sprache und Ton</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="166"/>
        <source>System default</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="166"/>
        <source>English</source>
        <translation>English</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="166"/>
        <source>Deutsch</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="166"/>
        <source>Español</source>
        <translation>Español</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="166"/>
        <source>Français</source>
        <translation>Français</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="167"/>
        <source>A new language applies when Pinochle is started again.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start von Pinochle.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="168"/>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="170"/>
        <source>Sound effects</source>
        <translation>Toneffekte</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="172"/>
        <source>Sound:</source>
        <translation>Ton:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="174"/>
        <source>No sounds yet: the game is silent.</source>
        <translation>Noch keine Töne: das Spiel ist stumm.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="262"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/preferences_dialog.py" line="263"/>
        <source>Your settings could not all be used.</source>
        <translation>Deine Einstellungen konnten nicht alle übernommen werden.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/review_dialog.py" line="29"/>
        <source>Review of hand {n}</source>
        <translation>Rückblick auf Runde {n}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/review_dialog.py" line="43"/>
        <source>◀ Previous</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/review_dialog.py" line="44"/>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/review_dialog.py" line="50"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/review_dialog.py" line="68"/>
        <source>This hand was not played.</source>
        <translation>Diese Runde wurde nicht gespielt.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/review_dialog.py" line="90"/>
        <source>Trick {n} of {total}</source>
        <translation>Stich {n} von {total}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/review_dialog.py" line="97"/>
        <source>Meld: {a} &amp; {b} {m}, {c} &amp; {d} {n}.</source>
        <translation>Meldung: {a} &amp; {b} {m}, {c} &amp; {d} {n}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/review_dialog.py" line="103"/>
        <source>the expert would play {card}</source>
        <translation>der Experte würde {card} spielen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/review_dialog.py" line="107"/>
        <source>won by {name}, {points} points</source>
        <translation>geht an {name}, zählt {points}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="122"/>
        <source>Add a step</source>
        <translation>Stufe hinzufügen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="123"/>
        <source>From a higher bid on, bids go up by another step</source>
        <translation>Ab einem höheren Gebot wird in anderen Schritten gereizt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="156"/>
        <source>from the minimum bid</source>
        <translation>ab dem Mindestgebot</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="173"/>
        <source>from</source>
        <translation>ab</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="181"/>
        <source>Remove this step</source>
        <translation>Diese Stufe entfernen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="221"/>
        <source>deck</source>
        <translation>Blatt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="221"/>
        <source>minimum bid</source>
        <translation>Mindestgebot</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="221"/>
        <source>bid steps</source>
        <translation>Reizschritte</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="221"/>
        <source>bid cap</source>
        <translation>Höchstgebot</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="221"/>
        <source>pass with help</source>
        <translation>Passe mit Hilfe</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="221"/>
        <source>forfeit</source>
        <translation>Verlust ohne Paar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="221"/>
        <source>cards passed</source>
        <translation>weitergegebene Karten</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="221"/>
        <source>when cards are passed</source>
        <translation>wann Karten weitergegeben werden</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="221"/>
        <source>meld table</source>
        <translation>Meldetabelle</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="221"/>
        <source>run and royal marriage</source>
        <translation>Familie und Trumpfpaar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="221"/>
        <source>minimum meld</source>
        <translation>Mindestmeldung</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="221"/>
        <source>board set</source>
        <translation>sofort durchgefallen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="221"/>
        <source>counter value</source>
        <translation>Wert der Zählkarten</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="221"/>
        <source>last trick</source>
        <translation>letzter Stich</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="221"/>
        <source>trick points to keep meld</source>
        <translation>Stichpunkte, um die Meldung zu behalten</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="221"/>
        <source>dix scores even so</source>
        <translation>Dis zählt trotzdem</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="221"/>
        <source>bid out of reach</source>
        <translation>Gebot unerreichbar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="221"/>
        <source>throw-in</source>
        <translation>Abgehen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="221"/>
        <source>trick play</source>
        <translation>Stichregeln</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="221"/>
        <source>game target</source>
        <translation>Spielziel</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="221"/>
        <source>going out on own bid</source>
        <translation>Ausmachen nur mit eigenem Gebot</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="221"/>
        <source>losing score</source>
        <translation>Verlustgrenze</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="251"/>
        <source>Single deck: 48 cards</source>
        <translation>Einfaches Blatt: 48 Karten</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="251"/>
        <source>Double deck: 80, no nines</source>
        <translation>Doppeltes Blatt: 80, ohne Neunen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="254"/>
        <source>ends the auction at</source>
        <translation>beendet das Reizen bei</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="255"/>
        <source>Allow “pass with help”</source>
        <translation>„Passe mit Hilfe“ erlauben</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="256"/>
        <source>Cards and bidding</source>
        <translation>Karten und Reizen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="257"/>
        <source>Deck:</source>
        <translation>Blatt:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="258"/>
        <source>Minimum bid:</source>
        <translation>Mindestgebot:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="259"/>
        <source>Bids go up:</source>
        <translation>Reizschritte:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="260"/>
        <source>Bid cap:</source>
        <translation>Höchstgebot:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="263"/>
        <source>If everybody passes, the dealer is stuck with the minimum bid.</source>
        <translation>Passen alle, muss der Geber mit dem Mindestgebot spielen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="265"/>
        <source>Trump needs a marriage in that suit</source>
        <translation>Trumpf nur in einer Farbe mit Paar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="267"/>
        <source>the others score nothing</source>
        <translation>die Gegner schreiben nichts</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="268"/>
        <source>the others score their meld</source>
        <translation>die Gegner schreiben ihre Meldung</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="271"/>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="305"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="272"/>
        <source>after trump is named</source>
        <translation>nach der Trumpfansage</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="272"/>
        <source>before trump is named</source>
        <translation>vor der Trumpfansage</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="273"/>
        <source>Trump and passing</source>
        <translation>Trumpf und Weitergeben</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="275"/>
        <source>Bidder without one:</source>
        <translation>Spielmacher ohne Paar:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="276"/>
        <source>Cards passed:</source>
        <translation>Weitergegebene Karten:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="277"/>
        <source>Passed:</source>
        <translation>Weitergegeben:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="279"/>
        <source>The bidders lose the bid; what the other team scores</source>
        <translation>Die Spielpartei verliert das Gebot; was die Gegner schreiben</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="280"/>
        <source>The bidder's partner passes this many cards, then the bidder passes as many back</source>
        <translation>So viele Karten gibt der Partner dem Spielmacher, und der Spielmacher gibt ebenso viele zurück</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="284"/>
        <source>the bidder may throw in</source>
        <translation>der Spielmacher darf abgehen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="285"/>
        <source>the hand is not played</source>
        <translation>die Runde wird nicht gespielt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="286"/>
        <source>the hand is played</source>
        <translation>die Runde wird gespielt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="288"/>
        <source>The bidder may throw in any hand</source>
        <translation>Der Spielmacher darf jederzeit abgehen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="289"/>
        <source>Bid out of reach</source>
        <translation>Gebot unerreichbar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="290"/>
        <source>Meld + all tricks &lt; bid:</source>
        <translation>Meldung + alle Stiche &lt; Gebot:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="293"/>
        <source>When the bidders' meld plus every trick point cannot reach the bid</source>
        <translation>Wenn Meldung und alle Stichpunkte das Gebot nicht erreichen können</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="298"/>
        <source>Single deck (run 150)</source>
        <translation>Einfaches Blatt (Familie 150)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="299"/>
        <source>Double deck, run 15 (Pagat)</source>
        <translation>Doppeltes Blatt, Familie 15 (Pagat)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="300"/>
        <source>Double deck, run 16</source>
        <translation>Doppeltes Blatt, Familie 16</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="301"/>
        <source>Double deck in tens (run 150)</source>
        <translation>Doppeltes Blatt in Zehnern (Familie 150)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="303"/>
        <source>A spare K or Q of trump beside a run
is a royal marriage</source>
        <translation>Ein weiterer Trumpf-König oder eine weitere
Trumpf-Dame neben der Familie ergibt ein Trumpfpaar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="306"/>
        <source>Board set: bidders under it lose at once</source>
        <translation>Darunter ist die Spielpartei sofort durchgefallen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="308"/>
        <source>Meld table:</source>
        <translation>Meldetabelle:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="310"/>
        <source>Meld counts from:</source>
        <translation>Meldung zählt ab:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="313"/>
        <source>A team's meld counts only if it reaches this</source>
        <translation>Die Meldung einer Partei zählt erst ab diesem Wert</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="319"/>
        <source>A dix scores even so</source>
        <translation>Der Dis zählt trotzdem</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="320"/>
        <source>Trick points</source>
        <translation>Stichpunkte</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="321"/>
        <source>Each A, 10 and K:</source>
        <translation>Je A, 10 und K:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="322"/>
        <source>Last trick:</source>
        <translation>Letzter Stich:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="323"/>
        <source>In all:</source>
        <translation>Zusammen:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="324"/>
        <source>To keep meld, take at least:</source>
        <translation>Für die Meldung mindestens:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="327"/>
        <source>A team that takes fewer trick points than this scores nothing for its meld</source>
        <translation>Eine Partei mit weniger Stichpunkten bekommt nichts für ihre Meldung</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="331"/>
        <source>Classic: must beat and trump</source>
        <translation>Klassisch: Stich- und Trumpfzwang</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="332"/>
        <source>Modern: follow suit only</source>
        <translation>Modern: nur Farbe bedienen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="334"/>
        <source>Classic: follow suit and beat the highest card if you can; out of the suit, trump.
Modern: follow suit if you can; beat only when trump is led; out of the suit, play anything.</source>
        <translation>Klassisch: Farbe bedienen und die höchste Karte überstechen, wenn möglich; ohne die Farbe trumpfen.
Modern: Farbe bedienen, wenn möglich; überstechen nur, wenn Trumpf ausgespielt ist; ohne die Farbe beliebig zugeben.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="338"/>
        <source>both teams at</source>
        <translation>beide Parteien ab</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="339"/>
        <source>Once both teams have this many points, a team can only go out on its own bid</source>
        <translation>Haben beide Parteien so viele Punkte, kann eine Partei nur mit eigenem Gebot ausmachen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="341"/>
        <source>a team at</source>
        <translation>eine Partei bei</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="342"/>
        <source>Play and game end</source>
        <translation>Spiel und Spielende</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="343"/>
        <source>Trick play:</source>
        <translation>Stichregeln:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="344"/>
        <source>Game to:</source>
        <translation>Spiel bis:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="345"/>
        <source>Out only on own bid:</source>
        <translation>Ausmachen nur mit eigenem Gebot:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="346"/>
        <source>Loses:</source>
        <translation>Verloren:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_editor.py" line="478"/>
        <source>{total} trick points in a hand</source>
        <translation>{total} Stichpunkte pro Runde</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="26"/>
        <source>Single deck: 48 cards (A 10 K Q J 9, two of each), 12 to each player.</source>
        <translation>Einfaches Blatt: 48 Karten (A 10 K D B 9, jede zweimal), 12 für jeden Spieler.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="28"/>
        <source>Double deck: 80 cards (A 10 K Q J, four of each, no nines), 20 to each player.</source>
        <translation>Doppeltes Blatt: 80 Karten (A 10 K D B, jede viermal, keine Neunen), 20 für jeden Spieler.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="29"/>
        <source>by {step} from {start}</source>
        <translation>ab {start} in Schritten von {step}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="33"/>
        <source>The minimum bid is {bid}; bids go up {steps}.</source>
        <translation>Das Mindestgebot ist {bid}; gereizt wird {steps}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="34"/>
        <source>A bid of {cap} ends the auction.</source>
        <translation>Ein Gebot von {cap} beendet das Reizen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="35"/>
        <source>A pass is final. If everybody passes, the dealer is stuck with the minimum bid.</source>
        <translation>Wer passt, ist draußen. Passen alle, muss der Geber mit dem Mindestgebot spielen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="38"/>
        <source>You may “pass with help” to tell your partner you hold meld for them.</source>
        <translation>Mit „Passe mit Hilfe“ zeigst du deinem Partner, dass du Meldung für ihn hast.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="40"/>
        <source>the other team scores nothing</source>
        <translation>die Gegner schreiben nichts</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="41"/>
        <source>the other team scores its meld</source>
        <translation>die Gegner schreiben ihre Meldung</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="42"/>
        <source>Trump must be a suit in which the bidder holds a marriage; without one the bidders lose the bid and {forfeit}.</source>
        <translation>Trumpf muss eine Farbe sein, in der der Spielmacher ein Paar hat; ohne Paar verliert die Spielpartei ihr Gebot und {forfeit}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="45"/>
        <source>before</source>
        <translation>vor der</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="45"/>
        <source>after</source>
        <translation>nach der</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="46"/>
        <source>The bidder's partner passes {n} cards to the bidder, who passes {n} back, {when} trump is named.</source>
        <translation>Der Partner des Spielmachers gibt ihm {n} Karten, und der Spielmacher gibt {n} zurück, {when} Trumpfansage.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="49"/>
        <source>No cards are passed.</source>
        <translation>Es werden keine Karten weitergegeben.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="51"/>
        <source>A team's meld counts only if it is at least {m}.</source>
        <translation>Die Meldung einer Partei zählt nur, wenn sie mindestens {m} beträgt.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="53"/>
        <source>If the bidders' meld is under {m}, they are board set: they lose the bid at once.</source>
        <translation>Liegt die Meldung der Spielpartei unter {m}, ist sie sofort durchgefallen und verliert ihr Gebot.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="55"/>
        <source>Aces, tens and kings taken in tricks score {v} each; the last trick {b} more ({t} in all).</source>
        <translation>Asse, Zehnen und Könige in den Stichen zählen je {v}, der letzte Stich {b} extra (zusammen {t}).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="57"/>
        <source>To score at all, a team must take at least {k} trick points.</source>
        <translation>Um überhaupt etwas zu schreiben, braucht eine Partei in den Stichen eine Punktzahl von mindestens {k}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="58"/>
        <source>A dix scores even so.</source>
        <translation>Der Dis zählt trotzdem.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="59"/>
        <source>the bidder may throw in (lose the bid; the others score their meld).</source>
        <translation>darf der Spielmacher abgehen (er verliert das Gebot, die Gegner schreiben ihre Meldung).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="60"/>
        <source>the hand is not played: the bidders lose the bid, the others score their meld.</source>
        <translation>wird die Runde nicht gespielt: die Spielpartei verliert das Gebot, die Gegner schreiben ihre Meldung.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="62"/>
        <source>the hand is played anyway.</source>
        <translation>wird die Runde trotzdem gespielt.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="63"/>
        <source>If the bidders' meld plus all trick points cannot reach the bid, {what}</source>
        <translation>Können Meldung und alle Stichpunkte das Gebot nicht mehr erreichen, {what}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="64"/>
        <source>The bidders make their bid when meld plus trick points reach it, and score it all; otherwise they lose the bid.</source>
        <translation>Erreichen Meldung und Stichpunkte das Gebot, schreibt die Spielpartei alles; sonst verliert sie das Gebot.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="66"/>
        <source>The game is played to {t}; if both teams reach it in one hand, the bidders win.</source>
        <translation>Gespielt wird bis {t}; erreichen beide Parteien das Ziel in derselben Runde, gewinnt die Spielpartei.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="69"/>
        <source>Once both teams have {n} or more, a team can only go out on its own bid.</source>
        <translation>Haben beide Parteien {n} oder mehr, kann eine Partei nur mit eigenem Gebot ausmachen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="72"/>
        <source>A team that falls to {n} loses.</source>
        <translation>Eine Partei, die auf {n} fällt, hat verloren.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="73"/>
        <source>Rules: {name}</source>
        <translation>Regeln: {name}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="77"/>
        <source>single</source>
        <translation>einfach</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="77"/>
        <source>double</source>
        <translation>doppelt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="78"/>
        <source>triple</source>
        <translation>dreifach</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="78"/>
        <source>quadruple</source>
        <translation>vierfach</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="83"/>
        <source>Run (A 10 K Q J of trump)</source>
        <translation>Familie (A 10 K D B in Trumpf)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="83"/>
        <source>Royal marriage (K Q of trump)</source>
        <translation>Trumpfpaar (K D in Trumpf)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="83"/>
        <source>Marriage (K Q of another suit)</source>
        <translation>Paar (K D einer anderen Farbe)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="83"/>
        <source>Dix (9 of trump)</source>
        <translation>Dis (Trumpf-Neun)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="83"/>
        <source>Pinochle (Q♠ J♦)</source>
        <translation>Pinochle (D♠ B♦)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="83"/>
        <location filename="../pinochle_desktop/ui/texts.py" line="64"/>
        <source>Aces around</source>
        <translation>Vier Asse</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="83"/>
        <location filename="../pinochle_desktop/ui/texts.py" line="64"/>
        <source>Kings around</source>
        <translation>Vier Könige</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="83"/>
        <location filename="../pinochle_desktop/ui/texts.py" line="64"/>
        <source>Queens around</source>
        <translation>Vier Damen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="83"/>
        <location filename="../pinochle_desktop/ui/texts.py" line="64"/>
        <source>Jacks around</source>
        <translation>Vier Buben</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="85"/>
        <source>A card may serve in one meld of each class (runs and marriages; pinochles; arounds).</source>
        <translation>Eine Karte darf in je einer Meldung jeder Klasse mitzählen (Familien und Paare; Pinochle; vier Gleiche).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="87"/>
        <source>Follow suit if you can and beat the highest card of the suit led if you can (unless the trick is already trumped). Out of the suit, you must trump and beat any trump played. Otherwise play anything. You must try to win even over your partner.</source>
        <translation>Farbe bedienen und die höchste Karte der ausgespielten Farbe überstechen, wenn möglich (außer der Stich ist schon gestochen). Wer die Farbe nicht hat, muss trumpfen und jeden gespielten Trumpf überstechen. Sonst darf man beliebig zugeben. Überstochen wird auch über den eigenen Partner.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="91"/>
        <source>Follow suit if you can; when trump is led, beat the highest trump if you can. Out of the suit led, play anything.</source>
        <translation>Farbe bedienen, wenn möglich; wird Trumpf ausgespielt, den höchsten Trumpf überstechen, wenn möglich. Wer die Farbe nicht hat, darf beliebig zugeben.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="93"/>
        <source>Trick play</source>
        <translation>Stichregeln</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="105"/>
        <source>West leads the Q♥ and you hold K♥ and J♥: you must play the K♥, because it beats the Q♥.</source>
        <translation>West spielt die Q♥ aus, du hast K♥ und J♥: Du musst den K♥ spielen, weil er die Q♥ sticht.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="106"/>
        <source>West leads the A♥ and you hold K♥ and J♥: you cannot beat it, so either heart will do.</source>
        <translation>West spielt das A♥ aus, du hast K♥ und J♥: Du kannst es nicht schlagen, also geht jedes Herz.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="107"/>
        <source>West leads the Q♥, North trumps with the 10♠, and you hold hearts: any heart will do, since no heart can win a trumped trick.</source>
        <translation>West spielt die Q♥ aus, Nord trumpft mit der 10♠, und du hast Herz: Jedes Herz geht, denn kein Herz gewinnt einen getrumpften Stich.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="109"/>
        <source>West leads the Q♥ and you hold no hearts but the J♠ and A♠: you must trump; after North's 10♠ you must play the A♠ to beat it.</source>
        <translation>West spielt die Q♥ aus, du hast kein Herz, aber J♠ und A♠: Du musst trumpfen; nach Nords 10♠ musst du das A♠ spielen, um sie zu schlagen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="111"/>
        <source>Your partner's A♥ is winning and you hold the 10♥ and K♥: you must still play a heart that beats the highest heart if you can — here none can, so either heart will do.</source>
        <translation>Das A♥ deines Partners liegt vorn, du hast 10♥ und K♥: Du musst trotzdem ein höheres Herz spielen, wenn du kannst – hier geht das nicht, also geht jedes Herz.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="115"/>
        <source>West leads the Q♥ and you hold K♥ and J♥: follow with either heart; you need not beat it.</source>
        <translation>West spielt die Q♥ aus, du hast K♥ und J♥: Bediene mit einem der beiden Herz; du musst nicht überstechen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="116"/>
        <source>West leads the Q♠ (trump) and you hold K♠ and J♠: you must play the K♠, because trump was led.</source>
        <translation>West spielt die Q♠ (Trumpf) aus, du hast K♠ und J♠: Du musst den K♠ spielen, weil Trumpf ausgespielt wurde.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/rules_help.py" line="117"/>
        <source>West leads the Q♥ and you hold no hearts: play any card; you need not trump.</source>
        <translation>West spielt die Q♥ aus und du hast kein Herz: Spiel eine beliebige Karte; du musst nicht trumpfen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/score_sheet_dialog.py" line="28"/>
        <location filename="../pinochle_desktop/ui/scoreboard.py" line="70"/>
        <source>Score sheet</source>
        <translation>Spielliste</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/score_sheet_dialog.py" line="30"/>
        <source>Bidder</source>
        <translation>Spielmacher</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/score_sheet_dialog.py" line="30"/>
        <location filename="../pinochle_desktop/ui/scoreboard.py" line="74"/>
        <source>Bid</source>
        <translation>Gebot</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/score_sheet_dialog.py" line="30"/>
        <source>Trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/score_sheet_dialog.py" line="30"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/scoreboard.py" line="60"/>
        <source>This hand</source>
        <translation>Diese Runde</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/scoreboard.py" line="74"/>
        <source>Us</source>
        <translation>Wir</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/scoreboard.py" line="74"/>
        <source>Them</source>
        <translation>Ihr</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/scoreboard.py" line="83"/>
        <source>Hint (H)</source>
        <translation>Tipp (H)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/scoreboard.py" line="84"/>
        <source>What would the expert do now?</source>
        <translation>Was würde der Experte jetzt tun?</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/scoreboard.py" line="92"/>
        <source>Game to {target}</source>
        <translation>Spiel bis {target}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/scoreboard.py" line="93"/>
        <source>, lose at {score}</source>
        <translation>, verloren bei {score}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/scoreboard.py" line="95"/>
        <source>{name} bid {bid}</source>
        <translation>{name} spielt {bid}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/scoreboard.py" line="97"/>
        <source> (stuck)</source>
        <translation> (Pflichtspiel)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/scoreboard.py" line="99"/>
        <source>High bid {bid} by {name}</source>
        <translation>Höchstes Gebot {bid} von {name}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/scoreboard.py" line="101"/>
        <source>Bidding opens at {bid}</source>
        <translation>Gereizt wird ab {bid}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/scoreboard.py" line="103"/>
        <location filename="../pinochle_desktop/ui/texts.py" line="113"/>
        <source>Trump: {suit}</source>
        <translation>Trumpf: {suit}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/scoreboard.py" line="108"/>
        <source>Meld: {a} / {b}</source>
        <translation>Meldung: {a} / {b}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/scoreboard.py" line="110"/>
        <source>Tricks: {a} / {b}</source>
        <translation>Stiche: {a} / {b}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/seats_editor.py" line="18"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/seats_editor.py" line="18"/>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/seats_editor.py" line="18"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/seats_editor.py" line="18"/>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/seats_editor.py" line="19"/>
        <source>Random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/seats_editor.py" line="54"/>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/seats_editor.py" line="55"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/seats_editor.py" line="59"/>
        <source>How strong the computer plays; harder levels think longer</source>
        <translation>Wie stark der Computer spielt; auf höheren Stufen überlegt er länger</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/seats_editor.py" line="102"/>
        <source>Partners: &lt;b&gt;{a} &amp; {b}&lt;/b&gt; play against &lt;b&gt;{c} &amp; {d}&lt;/b&gt;.</source>
        <translation>Partner: &lt;b&gt;{a} &amp; {b}&lt;/b&gt; spielen gegen &lt;b&gt;{c} &amp; {d}&lt;/b&gt;.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/seats_editor.py" line="106"/>
        <source>Computers only: you watch them play.</source>
        <translation>Nur Computer: du schaust zu.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/seats_editor.py" line="108"/>
        <source>Hot seat: {n} people share this computer; each hand is hidden until its player is ready.</source>
        <translation>Abwechselnd an einem Rechner: {n} Personen teilen sich diesen Computer; jedes Blatt bleibt verdeckt, bis sein Spieler bereit ist.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/statistics_dialog.py" line="38"/>
        <source>trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/statistics_dialog.py" line="48"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/statistics_dialog.py" line="57"/>
        <source>Reset…</source>
        <translation>Zurücksetzen…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/statistics_dialog.py" line="70"/>
        <source>No games yet</source>
        <translation>Noch keine Spiele</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/statistics_dialog.py" line="71"/>
        <source>Games played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/statistics_dialog.py" line="71"/>
        <source>Games won</source>
        <translation>Gewonnene Spiele</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/statistics_dialog.py" line="71"/>
        <source>Hands played</source>
        <translation>Gespielte Runden</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/statistics_dialog.py" line="71"/>
        <source>Bids won</source>
        <translation>Reizen gewonnen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/statistics_dialog.py" line="71"/>
        <source>Bids made</source>
        <translation>Gebote erfüllt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/statistics_dialog.py" line="71"/>
        <source>Bids set</source>
        <translation>Durchgefallen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/statistics_dialog.py" line="71"/>
        <source>Average bid</source>
        <translation>Durchschnittliches Gebot</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/statistics_dialog.py" line="71"/>
        <source>Average meld</source>
        <translation>Durchschnittliche Meldung</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/statistics_dialog.py" line="78"/>
        <source>Best meld</source>
        <translation>Beste Meldung</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/statistics_dialog.py" line="81"/>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/statistics_dialog.py" line="81"/>
        <source>Forget all statistics?</source>
        <translation>Die ganze Statistik löschen?</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="30"/>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="30"/>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="30"/>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="31"/>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="36"/>
        <source>spades</source>
        <comment>suit in a sentence</comment>
        <translation>Pik</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="36"/>
        <source>hearts</source>
        <comment>suit in a sentence</comment>
        <translation>Herz</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="37"/>
        <source>diamonds</source>
        <comment>suit in a sentence</comment>
        <translation>Karo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="37"/>
        <source>clubs</source>
        <comment>suit in a sentence</comment>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="45"/>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="45"/>
        <source>Ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="45"/>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="45"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="46"/>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="46"/>
        <source>Nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="64"/>
        <source>Run</source>
        <translation>Familie</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="64"/>
        <source>Double run</source>
        <translation>Doppelte Familie</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="64"/>
        <source>Triple run</source>
        <translation>Dreifache Familie</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="64"/>
        <source>Quadruple run</source>
        <translation>Vierfache Familie</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="64"/>
        <source>Royal marriage</source>
        <translation>Trumpfpaar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="64"/>
        <source>Marriage</source>
        <translation>Paar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="64"/>
        <source>Dix</source>
        <translation>Dis</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="64"/>
        <source>Double pinochle</source>
        <translation>Doppel-Pinochle</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="64"/>
        <source>Triple pinochle</source>
        <translation>Dreifach-Pinochle</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="64"/>
        <source>Quadruple pinochle</source>
        <translation>Vierfach-Pinochle</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="64"/>
        <source>Double aces</source>
        <translation>Acht Asse</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="64"/>
        <source>Triple aces</source>
        <translation>Zwölf Asse</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="64"/>
        <source>Quadruple aces</source>
        <translation>Sechzehn Asse</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="64"/>
        <source>Double kings</source>
        <translation>Acht Könige</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="64"/>
        <source>Triple kings</source>
        <translation>Zwölf Könige</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="64"/>
        <source>Quadruple kings</source>
        <translation>Sechzehn Könige</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="64"/>
        <source>Double queens</source>
        <translation>Acht Damen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="64"/>
        <source>Triple queens</source>
        <translation>Zwölf Damen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="64"/>
        <source>Quadruple queens</source>
        <translation>Sechzehn Damen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="64"/>
        <source>Double jacks</source>
        <translation>Acht Buben</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="64"/>
        <source>Triple jacks</source>
        <translation>Zwölf Buben</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="64"/>
        <source>Quadruple jacks</source>
        <translation>Sechzehn Buben</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="66"/>
        <source>Marriage in {suit}</source>
        <translation>Paar in {suit}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="72"/>
        <source>Bid made</source>
        <translation>Gebot erfüllt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="73"/>
        <source>Set</source>
        <translation>Durchgefallen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="74"/>
        <source>Board set: the bidders' meld is under the minimum</source>
        <translation>Durchgefallen: die Meldung der Spielpartei liegt unter dem Minimum</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="75"/>
        <source>Bid out of reach: the hand is not played</source>
        <translation>Gebot unerreichbar: die Runde wird nicht gespielt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="76"/>
        <source>Thrown in</source>
        <translation>Abgegangen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="77"/>
        <source>Forfeit: the bidder holds no marriage</source>
        <translation>Verloren: der Spielmacher hat kein Paar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="87"/>
        <source>You must follow suit: play a card of {suit}.</source>
        <translation>Du musst Farbe bedienen: spiel {suit}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="89"/>
        <source>You must beat the {card} if you can.</source>
        <translation>Du musst {card} überstechen, wenn du kannst.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="91"/>
        <source>You are out of the suit led: you must play a trump ({suit}).</source>
        <translation>Du hast die ausgespielte Farbe nicht: du musst trumpfen ({suit}).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="93"/>
        <source>The bid must be at least {amount}.</source>
        <translation>Das Gebot muss mindestens {amount} sein.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="95"/>
        <source>Trump must be a suit in which you hold a marriage.</source>
        <translation>Trumpf muss eine Farbe sein, in der du ein Paar hast.</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/texts.py" line="97"/>
        <source>Pass exactly %n card(s).</source>
        <translation>
            <numerusform>Gib genau %n Karte weiter.</numerusform>
            <numerusform>Gib genau %n Karten weiter.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="99"/>
        <source>It is not your turn.</source>
        <translation>Du bist nicht dran.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py" line="119"/>
        <source>Throw in</source>
        <translation>Abgehen</translation>
    </message>
</context>
</TS>
