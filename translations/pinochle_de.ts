<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>Pinochle</name>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source> (not counted)</source>
        <translation> (zählt nicht)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source> (stuck)</source>
        <translation> (Pflichtspiel)</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>%n card(s) buried</source>
        <translation>
            <numerusform>%n Karte gedrückt</numerusform>
            <numerusform>%n Karten gedrückt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>%n counter(s)</source>
        <translation>
            <numerusform>%n Zählkarte</numerusform>
            <numerusform>%n Zählkarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n Stich</numerusform>
            <numerusform>%n Stiche</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;About Pinochle</source>
        <translation>&amp;Über Pinochle</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>&amp;Add hand</source>
        <translation>Runde ein&amp;tragen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Vierfarbiges Blatt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Join a table…</source>
        <translation>&amp;An einem Tisch teilnehmen…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Letzter Stich</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>&amp;Meld</source>
        <translation>&amp;Meldung</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Meld calculator…</source>
        <translation>&amp;Meldungsrechner…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Mute sounds</source>
        <translation>&amp;Töne aus</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>&amp;New sheet</source>
        <translation>&amp;Neue Liste</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>&amp;Print the meld chart…</source>
        <translation>Meldungstafel &amp;drucken…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>&amp;Remove hand</source>
        <translation>Runde &amp;entfernen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Settings</source>
        <translation>E&amp;xtras</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>&amp;Sheet</source>
        <translation>&amp;Liste</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>(buried {b})</source>
        <translation>(gedrückt {b})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>(by {n})</source>
        <translation>({n} darüber)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>(played after the game was already won)</source>
        <translation>(gespielt, nachdem das Spiel schon gewonnen war)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>(short by {n})</source>
        <translation>({n} zu wenig)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>, lose at {score}</source>
        <translation>, verloren bei {score}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>2 players, 12 cards each, trump turned up, meld after each trick won while the stock lasts, game to 1000</source>
        <translation>2 Spieler, je 12 Karten, Trumpf aufgedeckt, Meldung nach jedem gewonnenen Stich, solange der Talon reicht, Spiel bis 1000</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>48 cards, 0/2/4 cards passed (minimum bid 150/200/250), dix saves itself, game to 1500</source>
        <translation>48 Karten, 0/2/4 Karten weitergegeben (Mindestgebot 150/200/250), der Dis zählt trotzdem, Spiel bis 1500</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>48 cards, bid from 250 by 10, 4 cards passed after trump, pass with help, game to 1500</source>
        <translation>48 Karten, Gebote ab 250 in Zehnern, 4 Karten weitergegeben nach der Trumpfansage, Passe mit Hilfe, Spiel bis 1500</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>80 cards scored in tens, 0/2/4 cards passed (minimum bid 300/400/500), game to 5000</source>
        <translation>80 Karten in Zehnerpunkten, 0/2/4 Karten weitergegeben (Mindestgebot 300/400/500), Spiel bis 5000</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>80 cards, bid 50 to 250, trump needs a marriage, rule of 20, no passing, game to 500, lose at -1000</source>
        <translation>80 Karten, Gebote von 50 bis 250, Trumpf nur mit Paar, Meldung zählt ab 20, kein Weitergeben, Spiel bis 500, verloren bei -1000</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>80 cards, run is 16, bid from 50 with no cap, rule of 20; once both teams have 400, only the bidders go out</source>
        <translation>80 Karten, Familie zählt 16, Gebote ab 50 ohne Gebotsgrenze, Regel der 20; haben beide Parteien 400, macht nur die Spielpartei aus</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>&lt;b&gt;{name}&lt;/b&gt; as it is. Change any option below.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; unverändert. Unten kannst du jede Option ändern.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>&lt;b&gt;{name}&lt;/b&gt; with {options}.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; mit {options}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>&lt;b&gt;{name}&lt;/b&gt;, changed: {options}.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;, geändert: {options}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>A</source>
        <comment>card index: ace</comment>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>A Hint button (and the H key) shows what the expert would do, and why</source>
        <translation>Ein Tipp-Knopf (und die Taste H) zeigt, was der Experte tun würde und warum</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>A bid says that your partner’s hand, with the help it expects from you, is worth at least the bid.</source>
        <translation>Ein Gebot sagt: Die Hand deines Partners ist mit der Hilfe, die er von dir erwartet, mindestens das Gebot wert.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>A bidder who concedes before the first lead loses the bid; the others score their meld.</source>
        <translation>Wer als Spielmacher vor dem ersten Ausspiel aufgibt, verliert das Gebot; die anderen schreiben ihre Meldung.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>A bidder who makes it scores only the bid</source>
        <translation>Geschafft: nur das Gebot zählt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/accessibility.py"/>
        <source>A card face down</source>
        <translation>Eine verdeckte Karte</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>A card may serve in one meld of each class (runs and marriages; pinochles; arounds).</source>
        <translation>Eine Karte darf in je einer Meldung jeder Klasse mitzählen (Familien und Paare; Pinochle; vier Gleiche).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>A card that has scored may meld again only in another class (runs, marriages and the dix; pinochles; arounds), or in a higher meld of its class: a royal marriage and then {cards} added scores the run, but the run first never later scores the royal marriage; a married king or queen cannot marry again.</source>
        <translation>Eine Karte, die gezählt hat, darf nur in einer anderen Klasse wieder melden (Familien, Paare und Dis; Binokel; Vierlinge) oder in einer höheren Meldung ihrer Klasse: Ein Trumpfpaar und dann {cards} dazu zählt die Familie, aber die Familie zuerst zählt später nie das Trumpfpaar; ein verheirateter König oder eine verheiratete Dame heiratet nicht noch einmal.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>A click picks the card up; a second click plays it</source>
        <translation>Ein Klick nimmt die Karte auf, ein zweiter spielt sie aus</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/controller.py"/>
        <source>A computer player chose an illegal action: {problem}</source>
        <translation>Ein Computerspieler hat einen unerlaubten Zug gewählt: {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/controller.py"/>
        <source>A computer player failed: {problem}</source>
        <translation>Ein Computerspieler ist gescheitert: {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>A computer player plays for {name} until they return.</source>
        <translation>Ein Computerspieler spielt für {name}, bis {name} zurück ist.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>A copy of the file was kept as {file}.</source>
        <translation>Eine Kopie der Datei wurde als {file} aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>A dix scores even so</source>
        <translation>Der Dis zählt trotzdem</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>A dix scores even so.</source>
        <translation>Der Dis zählt trotzdem.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>A double deck has no {card}.</source>
        <translation>Ein Doppelblatt hat keine {card}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>A double deck has only {n} of {card}.</source>
        <translation>Ein Doppelblatt hat nur {n}-mal {card}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>A friend (joins over the network)</source>
        <translation>Jemand über das Netz</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>A game is in progress. Its rules cannot change during a game: these take effect in the new game, which replaces the one on the table.</source>
        <translation>Ein Spiel läuft gerade. Seine Regeln lassen sich während des Spiels nicht ändern: diese gelten für das neue Spiel, das das Spiel auf dem Tisch ersetzt.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>A gentle sound when it is your turn</source>
        <translation>Ein leiser Ton, wenn du am Zug bist</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>A large letter under a crown: plain and clear</source>
        <translation>Ein großer Buchstabe unter einer Krone: schlicht und klar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>A meld needs at least one card from your hand, not only cards on the table.</source>
        <translation>Eine Meldung braucht mindestens eine Karte aus deiner Hand, nicht nur Karten auf dem Tisch.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>A name has at most {n} characters.</source>
        <translation>Ein Name hat höchstens {n} Zeichen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>A new game over an unfinished one</source>
        <translation>Ein neues Spiel statt eines unfertigen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>A new language applies when Pinochle is started again.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start von Pinochle.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>A new sheet (Undo brings the old one back).</source>
        <translation>Eine neue Liste (Rückgängig holt die alte zurück).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>A pass is final. If everybody passes, the dealer is stuck with the minimum bid.</source>
        <translation>Wer passt, ist draußen. Passen alle, muss der Geber mit dem Mindestgebot spielen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>A pass is final. The first bidder must open at the minimum bid, so nobody can pass before a bid stands and nobody is stuck.</source>
        <translation>Wer passt, ist draußen. Wer zuerst reizt, muss mit dem Mindestgebot eröffnen: Vor dem ersten Gebot kann niemand passen, und niemand muss mit dem Mindestgebot spielen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>A pass that tells your partner you hold help for them</source>
        <translation>Du passt und zeigst deinem Partner, dass du Meldung für ihn hast</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>A player may declare itself out while the hand is played: it wins if its score, meld and trick points so far reach {target}, and loses the game if not.</source>
        <translation>Ein Spieler darf sich während des Spiels ausmelden: Er gewinnt, wenn sein Stand mit den bisherigen Meldungen und Stichpunkten {target} erreicht, sonst verliert er das Spiel.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>A player who declares out wins if right and loses if wrong.</source>
        <translation>Wer sich ausmeldet, gewinnt, wenn er recht hat, und verliert sonst.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>A side with under {k} trick points scores nothing, meld included.</source>
        <translation>Eine Partei mit weniger als {k} Stichpunkten schreibt nichts, auch keine Meldung.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>A single deck has only {n} of {card}.</source>
        <translation>Ein einfaches Blatt hat nur {n}-mal {card}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>A spare {king} or {queen} of trump beside a run
is a royal marriage</source>
        <translation>Ein weiterer {king} oder eine weitere {queen} in Trumpf
neben der Familie ergibt ein Trumpfpaar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>A team that falls to {lose_at} or below loses at once.</source>
        <translation>Eine Partei, die auf {lose_at} oder darunter fällt, hat sofort verloren.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>A team that takes fewer trick points than this scores nothing for its meld</source>
        <translation>Eine Partei mit weniger Stichpunkten bekommt nichts für ihre Meldung</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>A team's meld counts only if it is at least {m}.</source>
        <translation>Die Meldung einer Partei zählt nur, wenn sie mindestens {m} beträgt.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>A team's meld counts only if it reaches this</source>
        <translation>Die Meldung einer Partei zählt erst ab diesem Wert</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>A trump lead is won with the lowest trump that wins it: the trump ace is kept.</source>
        <translation>Ein Trumpfausspiel wird mit dem niedrigsten Trumpf gestochen, der es gewinnt: Das Trumpf-Ass bleibt auf der Hand.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_reviews.py"/>
        <source>About Pinochle</source>
        <translation>Über Pinochle</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Aces around</source>
        <translation>Vier Asse</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Aces, tens and kings taken in tricks score {v} each; the last trick {b} more ({t} in all).</source>
        <translation>Asse, Zehnen und Könige in den Stichen zählen je {v}, der letzte Stich {b} extra (zusammen {t}).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_widgets.py"/>
        <source>Add a step</source>
        <translation>Stufe hinzufügen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <source>After hand {n}: {totals}</source>
        <translation>Nach Runde {n}: {totals}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>After winning a trick, the holder of a dix may exchange it for the turned-up trump, or show it: 10 points, besides the meld of that trick.</source>
        <translation>Nach einem gewonnenen Stich darf, wer einen Dis hat, ihn gegen den aufgedeckten Trumpf tauschen oder zeigen: 10 Punkte, zusätzlich zur Meldung dieses Stichs.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/about_dialog.py"/>
        <source>Against computer players or with friends at one computer:</source>
        <translation>Gegen Computerspieler oder mit Freunden an einem Rechner:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <source>All three meld. Then the bidder buries {n} cards face down: they count for the bidder as trick points. A card shown in the bidder's meld may not be buried (a spare copy of it may). Meld first, then bury, as Hoyle and Pagat's Auction Pinochle have it.</source>
        <translation>Alle drei melden. Dann drückt der Spielmacher {n} Karten verdeckt: Sie zählen für ihn als Stichpunkte. Eine Karte seiner Meldung darf nicht gedrückt werden (eine zweite gleiche Karte schon). Erst melden, dann drücken, wie bei Hoyle und in Pagats Auction Pinochle.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>Allow undo in hot-seat games</source>
        <translation>Rückgängig auch erlauben, wenn mehrere an einem Rechner spielen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Allow “pass with help”</source>
        <translation>„Passe mit Hilfe“ erlauben</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>Animation &amp;speed</source>
        <translation>&amp;Animationstempo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Animation speed:</source>
        <translation>Animationstempo:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Any free seat</source>
        <translation>Ein freier Platz</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Ask before</source>
        <translation>Vorher fragen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Ask before playing a card</source>
        <translation>Vor dem Ausspielen einer Karte nachfragen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Automatic: your hand as large as the table allows. Large and Extra large make your hand and the trick larger still; the other hands get smaller.</source>
        <translation>Automatisch: dein Blatt so groß, wie der Tisch es zulässt. Groß und Sehr groß machen dein Blatt und den Stich noch größer; die anderen Blätter werden kleiner.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>Autosave works again.</source>
        <translation>Die automatische Sicherung funktioniert wieder.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Average bid</source>
        <translation>Durchschnittliches Gebot</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Average meld</source>
        <translation>Durchschnittliche Meldung</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <source>Before the first lead the bidder may concede: it loses the bid, and the others score their meld (Pagat). Otherwise the bidder leads.</source>
        <translation>Vor dem ersten Ausspiel darf der Spielmacher aufgeben: Er verliert das Gebot, die anderen schreiben ihre Meldung (Pagat). Sonst spielt der Spielmacher aus.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Best meld</source>
        <translation>Beste Meldung</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/score_sheet_dialog.py"/>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Bid</source>
        <translation>Gebot</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/bid_chart.py"/>
        <source>Bid analysis</source>
        <translation>Reizanalyse</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Bid analysis…</source>
        <translation>Reizanalyse…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Bid cap:</source>
        <translation>Höchstgebot:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Bid made</source>
        <translation>Gebot erfüllt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Bid out of reach</source>
        <translation>Gebot unerreichbar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Bid out of reach: the hand is not played</source>
        <translation>Gebot unerreichbar: die Runde wird nicht gespielt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Bid won by:</source>
        <translation>Spiel hat:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>Bid {bid}</source>
        <translation>Gebot {bid}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Bid {bid}: in {n} simulated deals, holding the contract with {suit} as trump scores about {points} points more than passing.</source>
        <translation>Biete {bid}: In {n} simulierten Verteilungen bringt der Vertrag mit {suit} als Trumpf etwa {points} Punkte mehr als Passen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Bid {bid}: in {n} simulated deals, taking the widow and naming the best trump after it scores about {points} points more than passing.</source>
        <translation>Biete {bid}: In {n} simulierten Spielen bringt es etwa {points} Punkte mehr als Passen, den Stock zu nehmen und danach den besten Trumpf zu bestimmen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Bid {bid}: with the widow's likely help your hand is worth about {worth} as the bidder.</source>
        <translation>Biete {bid}: Mit der zu erwartenden Hilfe aus dem Stock ist dein Blatt als Spielmacher etwa {worth} wert.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Bid {bid}: with {suit} as trump your hand and your partner's help are worth about {worth}.</source>
        <translation>Gebot {bid}: mit {suit} als Trumpf sind dein Blatt und die Hilfe deines Partners etwa {worth} wert.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Bid:</source>
        <translation>Gebot:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/score_sheet_dialog.py"/>
        <source>Bidder</source>
        <translation>Spielmacher</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Bidder without one:</source>
        <translation>Spielmacher ohne Paar:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Bidders: meld + trick points must reach the bid, or they lose the bid.</source>
        <translation>Spielpartei: Meldung + Stichpunkte müssen das Gebot erreichen, sonst verliert sie das Gebot.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>Bidding opens at {bid}</source>
        <translation>Gereizt wird ab {bid}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Bidding opens: you call first</source>
        <translation>Das Reizen beginnt: Du sagst zuerst</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Bidding opens: {name} calls first</source>
        <translation>Das Reizen beginnt: {name} sagt zuerst</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Bids go up:</source>
        <translation>Reizschritte:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Bids made</source>
        <translation>Gebote erfüllt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <source>Bids made and set</source>
        <translation>Gebote erfüllt und durchgefallen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Bids set</source>
        <translation>Durchgefallen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Bids won</source>
        <translation>Reizen gewonnen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Black and gold</source>
        <translation>Schwarz und Gold</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Board set</source>
        <translation>Sofort durchgefallen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Board set: bidders under it lose at once</source>
        <translation>Darunter ist die Spielpartei sofort durchgefallen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Board set: the bidders' meld is under the minimum</source>
        <translation>Durchgefallen: die Meldung der Spielpartei liegt unter dem Minimum</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Both hands are known now: the {card} is the best card by an exact search of the last tricks.</source>
        <translation>Beide Blätter sind jetzt bekannt: {card} ist nach genauer Suche durch die letzten Stiche die beste Karte.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Both players reached {target} in the same hand: the higher score wins, so {winner} won the game.</source>
        <translation>Beide Spieler erreichten {target} in derselben Runde: der höhere Stand gewinnt, also hat {winner} das Spiel gewonnen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Both players reached {target} with the same score: play on.</source>
        <translation>Beide Spieler erreichten {target} mit gleichem Stand: es wird weitergespielt.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Both teams reached {target} in the same hand: the bidders go out first, so {winner} won the game.</source>
        <translation>Beide Parteien haben in derselben Runde {target} erreicht: die Spielpartei macht zuerst aus, also hat {winner} das Spiel gewonnen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Burgundy weave</source>
        <translation>Bordeaux geflochten</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Bury %n card(s)</source>
        <translation>
            <numerusform>%n Karte drücken</numerusform>
            <numerusform>%n Karten drücken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Bury exactly %n card(s).</source>
        <translation>
            <numerusform>Drücke genau %n Karte.</numerusform>
            <numerusform>Drücke genau %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Bury these {n} with the button or Enter; click one (or Space) to take it back.</source>
        <translation>Diese {n} mit der Schaltfläche oder Enter drücken; eine anklicken (oder Leertaste) nimmt sie zurück.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Bury {cards}</source>
        <translation>Drücken: {cards}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Bury {cards}: cards you can spare without losing meld, trumps or winners.</source>
        <translation>Drücke {cards}: Karten, auf die du ohne Verlust an Meldung, Trümpfen oder Stichkarten verzichten kannst.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Bury {cards}: the counters among them are yours for sure, where they would likely fall to the others.</source>
        <translation>Drücke {cards}: Die Zählkarten darunter sind dir sicher, im Spiel fielen sie wohl den anderen zu.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Bury {cards}: you keep your trumps and are void in {suit}, so you can trump it.</source>
        <translation>Drücke {cards}: Du behältst deine Trümpfe und bist in {suit} frei, kannst also stechen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Bury {k} of {n}</source>
        <translation>{k} von {n} drücken</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>C&amp;hange hand</source>
        <translation>Runde ä&amp;ndern</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>C&amp;lear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/questions.py"/>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/about_dialog.py"/>
        <source>Card artwork drawn in code by the project.</source>
        <translation>Die Kartenbilder hat das Projekt selbst in Code gezeichnet.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Card back:</source>
        <translation>Rückseite:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Card faces:</source>
        <translation>Kartenbild:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Card size:</source>
        <translation>Kartengröße:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/accessibility.py"/>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Cards and bidding</source>
        <translation>Karten und Reizen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Cards count:</source>
        <translation>Kartenwerte:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Cards passed:</source>
        <translation>Weitergegebene Karten:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <source>Cards taken in tricks score {a}=11, 10=10, {k}=4, {q}=3, {j}=2; the last trick {b} more ({t} in all).</source>
        <translation>Karten in Stichen zählen {a}=11, 10=10, {k}=4, {q}=3, {j}=2; der letzte Stich {b} mehr ({t} insgesamt).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>Cards taken in tricks score {values}, and a 9 nothing; the last trick scores {b} more ({t} in all).</source>
        <translation>Karten in Stichen zählen {values}, eine 9 nichts; der letzte Stich zählt {b} mehr ({t} insgesamt).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Cards taken in tricks: ace 11, ten 10, king 4, queen 3, jack 2, nine nothing; the last trick {b} more ({t} in all).</source>
        <translation>Karten in den Stichen: Ass 11, Zehn 10, König 4, Dame 3, Bube 2, Neun nichts; der letzte Stich {b} extra (zusammen {t}).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Cards, the deal, bids and results are heard as well as seen</source>
        <translation>Karten, Geben, Gebote und Ergebnisse sind zu hören, nicht nur zu sehen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Cash the {card} before drawing trump: in double deck a side ace wins while everybody still follows suit.</source>
        <translation>Hol dir zuerst den Stich mit {card}, bevor du Trumpf ziehst: Beim Doppelblatt gewinnt ein Ass einer Nebenfarbe, solange noch alle bedienen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Changing hand {n}</source>
        <translation>Runde {n} ändern</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Choose %n card(s) to bury</source>
        <translation>
            <numerusform>Wähle %n Karte zum Drücken</numerusform>
            <numerusform>Wähle %n Karten zum Drücken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Choose %n card(s) to pass (click them, or ← → and Space), then confirm.</source>
        <translation>
            <numerusform>Wähle %n Karte zum Weitergeben (anklicken oder ← → und Leertaste), dann bestätigen.</numerusform>
            <numerusform>Wähle %n Karten zum Weitergeben (anklicken oder ← → und Leertaste), dann bestätigen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Choose %n card(s) to pass to {name}</source>
        <translation>
            <numerusform>Wähle %n Karte für {name}</numerusform>
            <numerusform>Wähle %n Karten für {name}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>Choose a name that does not end in “{suffix}”.</source>
        <translation>Wähle einen Namen, der nicht auf „{suffix}“ endet.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>Choose another folder for this game.</source>
        <translation>Wähle einen anderen Ordner für dieses Spiel.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>Choose another folder…</source>
        <translation>Anderen Ordner wählen…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Claim the rest</source>
        <translation>Rest beanspruchen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Classic values</source>
        <translation>Klassische Werte</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Classic: follow suit and beat the highest card if you can; out of the suit, trump.
Modern: follow suit if you can; beat only when trump is led; out of the suit, play anything.
Hoyle: follow suit if you can; beat only when trump is led; out of the suit, trump if you can.</source>
        <translation>Klassisch: Farbe bedienen und die höchste Karte überstechen, wenn möglich; ohne die Farbe trumpfen.
Modern: Farbe bedienen, wenn möglich; überstechen nur, wenn Trumpf ausgespielt ist; ohne die Farbe beliebig zugeben.
Hoyle: bediene, wenn du kannst; stich nur, wenn Trumpf ausgespielt wird; bist du frei, trumpfe, wenn du kannst.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Classic: must beat and trump</source>
        <translation>Klassisch: Stich- und Trumpfzwang</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Click %n card(s) not in your meld: they count for you.</source>
        <translation>
            <numerusform>Klicke %n Karte an, die nicht zu deiner Meldung gehört: Sie zählt für dich.</numerusform>
            <numerusform>Klicke %n Karten an, die nicht zu deiner Meldung gehören: Sie zählen für dich.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Click cards to put them in the hand.</source>
        <translation>Karten anklicken, um sie auf die Hand zu nehmen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/person_input.py"/>
        <source>Click the card again to play it.</source>
        <translation>Klicke die Karte noch einmal an, um sie zu spielen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Computer level at {seat}</source>
        <translation>Spielstärke des Computers auf {seat}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/thinking.py"/>
        <source>Computer players now think inside the window (their process failed {n} times).</source>
        <translation>Die Computerspieler denken jetzt im Fenster (ihr Prozess ist {n}-mal ausgefallen).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Computer: easy</source>
        <translation>Computer: leicht</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Computer: expert</source>
        <translation>Computer: Experte</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Computer: hard</source>
        <translation>Computer: schwer</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Computer: medium</source>
        <translation>Computer: mittel</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Computers only: you watch them play.</source>
        <translation>Nur Computer: du schaust zu.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>Concede</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Concede (−{bid})</source>
        <translation>Aufgeben (−{bid})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>Concede and lose {bid}?</source>
        <translation>Aufgeben und {bid} verlieren?</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Concede: your meld of {meld} and about {tricks} in tricks fall well short of {bid}; playing on would give the others their trick points too.</source>
        <translation>Gib auf: Deine Meldung von {meld} und etwa {tricks} aus Stichen bleiben weit unter {bid}; wer weiterspielt, gibt den anderen auch noch ihre Stichpunkte.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Conceded</source>
        <translation>Aufgegeben</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Conceded before the first lead</source>
        <translation>Vor dem ersten Ausspiel aufgegeben</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Conceded before the first lead: the bid of {bid} is lost.</source>
        <translation>Vor dem ersten Ausspiel aufgegeben: das Gebot von {bid} ist verloren.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Conceded by the bidder (not played)</source>
        <translation>Spielmacher gibt auf (nicht gespielt)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Conceding a hand</source>
        <translation>Ein Spiel aufgeben</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Conceding loses {bid}; the others score their meld ({others}).</source>
        <translation>Aufgeben kostet {bid}; die anderen schreiben ihre Meldung ({others}).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Copy the join line</source>
        <translation>Beitrittszeile kopieren</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Counters</source>
        <translation>Zählkarten</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Counters: each {a}, 10 and {k} scores the value below. Classic values: {a}=11, 10=10, {k}=4, {q}=3, {j}=2.</source>
        <translation>Zählkarten: jedes {a}, jede 10 und jeder {k} zählt den Wert darunter. Klassische Werte: {a}=11, 10=10, {k}=4, {q}=3, {j}=2.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>Customise</source>
        <translation>Anpassen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>D</source>
        <comment>the dealer's chip: the dealer's initial, not a card index of the language</comment>
        <translation>G</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/score_sheet_dialog.py"/>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>Dealing…</source>
        <translation>Es wird gegeben…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Deck:</source>
        <translation>Blatt:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Declare yourself out</source>
        <translation>Ausmelden</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>Delete rule set</source>
        <translation>Regelwerk löschen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Deutsch</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Dix</source>
        <translation>Dis</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Dix (9 of trump)</source>
        <translation>Dis (Trumpf-Neun)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Dix (9 of trump) shown by a side that did not bid: under these rules they score even without trick points.</source>
        <translation>Dis (Trumpf-Neun), den eine Partei ohne Spiel gemeldet hat: nach diesen Regeln zählt er auch ohne Stichpunkte.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Dix shown:</source>
        <translation>Dis gemeldet:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/questions.py"/>
        <source>Don't ask again</source>
        <translation>Nicht mehr fragen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Double aces</source>
        <translation>Acht Asse</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>Double deck</source>
        <translation>Doppeltes Blatt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>Double deck in tens</source>
        <translation>Doppeltes Blatt in Zehnern</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Double deck in tens (run 150)</source>
        <translation>Doppeltes Blatt in Zehnern (Familie 150)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Double deck, run 15 (Pagat)</source>
        <translation>Doppeltes Blatt, Familie 15 (Pagat)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Double deck, run 16</source>
        <translation>Doppeltes Blatt, Familie 16</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Double deck: 80 cards ({ranks}, four of each, no nines), 20 to each player.</source>
        <translation>Doppeltes Blatt: 80 Karten ({ranks}, jede viermal, keine Neunen), 20 für jeden Spieler.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Double deck: 80, no nines</source>
        <translation>Doppeltes Blatt: 80, ohne Neunen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Double jacks</source>
        <translation>Acht Buben</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Double kings</source>
        <translation>Acht Könige</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Double pinochle</source>
        <translation>Doppel-Pinochle</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Double queens</source>
        <translation>Acht Damen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Double run</source>
        <translation>Doppelte Familie</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Double, triple and quadruple melds need that many copies of every card.</source>
        <translation>Doppelte, dreifache und vierfache Meldungen brauchen jede Karte so oft.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Draw</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Draw: there is nothing (more) worth melding now.</source>
        <translation>Ziehen: Jetzt lohnt sich keine (weitere) Meldung.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Each for themself: {names}.</source>
        <translation>Jeder für sich: {names}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <source>Each of the other two scores its own meld and trick points, if it took at least %n trick point(s) (else nothing).</source>
        <translation>
            <numerusform>Die beiden anderen schreiben jeder ihre eigene Meldung und ihre Stichpunkte, wenn sie mindestens %n Stichpunkt gemacht haben (sonst nichts).</numerusform>
            <numerusform>Die beiden anderen schreiben jeder ihre eigene Meldung und ihre Stichpunkte, wenn sie mindestens %n Stichpunkte gemacht haben (sonst nichts).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Each other player scores its own meld and trick points; the trick points of all three add up to {total}.</source>
        <translation>Die anderen schreiben je ihre eigene Meldung und ihre Stichpunkte; die Stichpunkte aller drei ergeben zusammen {total}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>Each player scores its meld and its trick points.</source>
        <translation>Jeder Spieler schreibt seine Meldungen und seine Stichpunkte.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Each player scores its meld and its trick points; the trick points of both add up to {total}.</source>
        <translation>Jeder Spieler schreibt seine Meldung und seine Stichpunkte; die Stichpunkte beider ergeben zusammen {total}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Each {ace}, 10 and {king}:</source>
        <translation>Je {ace}, 10 und {king}:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/i18n.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>East</source>
        <translation>Ost</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>English</source>
        <translation>English</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Enter each hand as it is played; the sheet scores it by the rules and says why each side scored what it did.</source>
        <translation>Trage jede Runde ein, wie sie gespielt wurde; die Liste rechnet sie nach den Regeln ab und sagt, warum jede Partei so viel schreibt.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/keyboard_help.py"/>
        <source>Enter is always safe: a panel's main button is never Concede or Throw in. Concede, Throw in, a new game or Open over an unfinished game, and Quit during a hot-seat game ask first, and Enter on the question means No. "Don't ask again" turns a question off; Preferences turns it on again. Undo (Ctrl+Z) takes a concession back.</source>
        <translation>Enter ist immer sicher: Die Hauptschaltfläche einer Tafel ist nie Aufgeben oder Abgehen. Aufgeben, Abgehen, ein neues Spiel oder Öffnen statt eines unfertigen Spiels und Beenden während eines Spiels am gemeinsamen Bildschirm fragen vorher, und Enter auf die Frage heißt Nein. „Nicht mehr fragen“ schaltet eine Frage ab; die Einstellungen schalten sie wieder ein. Rückgängig (Strg+Z) nimmt ein Aufgeben zurück.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Español</source>
        <translation>Español</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/bid_chart.py"/>
        <source>Every dot is one simulated deal of the other hands, the bar holds the middle half.</source>
        <translation>Jeder Punkt ist eine durchgespielte Verteilung der anderen Blätter, der Balken umfasst die mittlere Hälfte.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>Every seat at that table is taken.</source>
        <translation>An diesem Tisch ist jeder Platz besetzt.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py"/>
        <source>Everybody else, please look away.</source>
        <translation>Alle anderen bitte wegschauen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py"/>
        <source>Everybody passed: the cards are thrown in and dealt again.</source>
        <translation>Alle haben gepasst: Die Karten werden eingeworfen und neu gegeben.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Exchange the dix for the turned-up trump</source>
        <translation>Dis gegen den aufgedeckten Trumpf tauschen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Exchange the dix for the {card}: 10 points, and a better trump in your hand.</source>
        <translation>Tausche den Dis gegen {card}: 10 Punkte und ein besserer Trumpf auf der Hand.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Exchange the dix: 10</source>
        <translation>Dis tauschen: 10</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>Expecting ',' delimiter</source>
        <translation>ein Komma fehlt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>Expecting ':' delimiter</source>
        <translation>ein Doppelpunkt fehlt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>Expecting property name enclosed in double quotes</source>
        <translation>ein Name in doppelten Anführungszeichen wird erwartet</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>Expecting value</source>
        <translation>ein Wert fehlt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Export P&amp;DF…</source>
        <translation>Als &amp;PDF exportieren…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Export PDF</source>
        <translation>Als PDF exportieren</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Export a blank sheet as PD&amp;F…</source>
        <translation>Leere Liste als PDF e&amp;xportieren…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Exported {file}</source>
        <translation>Exportiert: {file}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>Extra data</source>
        <translation>überzählige Daten</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Extra large</source>
        <translation>Sehr groß</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Figures</source>
        <translation>Zahlen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>First to {target} at the end of a hand wins; if both reach it, the higher score.</source>
        <translation>Wer am Ende einer Runde zuerst {target} hat, gewinnt; erreichen es beide, der höhere Stand.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>Follow suit if you can and beat the card led if you can; out of the suit, you must trump.</source>
        <translation>Bediene, wenn du kannst, und stich die ausgespielte Karte, wenn du kannst; bist du frei, musst du trumpfen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Follow suit if you can and beat the highest card of the suit led if you can (unless the trick is already trumped). Out of the suit, you must trump and beat any trump played. Otherwise play anything.</source>
        <translation>Bediene, wenn du kannst, und übertriff die höchste Karte der ausgespielten Farbe, wenn du kannst (außer der Stich ist schon gestochen). Hast du die Farbe nicht, musst du stechen und jeden gespielten Trumpf überstechen. Sonst spiele, was du willst.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Follow suit if you can and beat the highest card of the suit led if you can (unless the trick is already trumped). Out of the suit, you must trump and beat any trump played. Otherwise play anything. You must try to win even over your partner.</source>
        <translation>Farbe bedienen und die höchste Karte der ausgespielten Farbe überstechen, wenn möglich (außer der Stich ist schon gestochen). Wer die Farbe nicht hat, muss trumpfen und jeden gespielten Trumpf überstechen. Sonst darf man beliebig zugeben. Überstochen wird auch über den eigenen Partner.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>Follow suit if you can; when trump is led, beat it if you can. Out of the suit led, play anything.</source>
        <translation>Bediene, wenn du kannst; wird Trumpf ausgespielt, stich ihn, wenn du kannst. Bist du frei, spiel eine beliebige Karte.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>Follow suit if you can; when trump is led, beat it if you can. Out of the suit led, you must play a trump if you hold one; otherwise play anything.</source>
        <translation>Bediene, wenn du kannst; wird Trumpf ausgespielt, stich ihn, wenn du kannst. Bist du frei, musst du trumpfen, wenn du Trumpf hast; sonst spiel eine beliebige Karte.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Follow suit if you can; when trump is led, beat the highest trump if you can. Out of the suit led, play anything.</source>
        <translation>Farbe bedienen, wenn möglich; wird Trumpf ausgespielt, den höchsten Trumpf überstechen, wenn möglich. Wer die Farbe nicht hat, darf beliebig zugeben.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/about_dialog.py"/>
        <source>For games with real cards: a score keeper, a meld calculator, a printable score sheet and meld chart. For learning: hints, the review of a hand and the bid analysis.</source>
        <translation>Für Spiele mit echten Karten: Punkteliste, Meldungsrechner, druckbare Spielliste und Meldungstafel. Zum Lernen: Tipps, der Rückblick auf eine Runde und die Gebotsanalyse.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Forfeit</source>
        <translation>Ohne Paar verloren</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Forfeit: no marriage</source>
        <translation>Verloren: kein Paar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Forfeit: the bidder holds no marriage</source>
        <translation>Verloren: der Spielmacher hat kein Paar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Forget all statistics?</source>
        <translation>Die ganze Statistik löschen?</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>Forget the selected saved rule set (presets stay)</source>
        <translation>Das gewählte gespeicherte Regelwerk vergessen (die Vorgaben bleiben)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Four colours</source>
        <translation>Vier Farben</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Four, two partnerships</source>
        <translation>Vier, zwei Partnerschaften</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/about_dialog.py"/>
        <source>Four-handed partnership Pinochle with a single deck (48 cards) or a double deck (80 cards)</source>
        <translation>Pinochle zu viert, zwei gegen zwei, mit einfachem (48 Karten) oder doppeltem Blatt (80 Karten)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Français</source>
        <translation>Français</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/about_dialog.py"/>
        <source>Free software under the MIT licence.</source>
        <translation>Freie Software unter der MIT-Lizenz.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Friend {n}</source>
        <translation>Gast {n}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_widgets.py"/>
        <source>From a higher bid on, bids go up by another step</source>
        <translation>Ab einem höheren Gebot wird in anderen Schritten gereizt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>Game saved as {file}.</source>
        <translation>Spiel gespeichert als {file}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>Game to {target}</source>
        <translation>Spiel bis {target}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Game to:</source>
        <translation>Spiel bis:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Game won by {name}, {score} to {others}.</source>
        <translation>Gewonnen hat {name}, {score} zu {others}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Games played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Games won</source>
        <translation>Gewonnene Spiele</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <source>Games won over time</source>
        <translation>Gewonnene Spiele im Lauf der Zeit</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Give a name of 1 to {n} characters.</source>
        <translation>Gib einen Namen mit 1 bis {n} Zeichen ein.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Give back {cards}: cards you can spare without losing meld or winners.</source>
        <translation>Gib {cards} zurück: Karten, die du entbehren kannst, ohne Meldung oder sichere Stiche zu verlieren.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Give back {cards}: you keep your meld and winners and are void in {suit}, so you can trump it.</source>
        <translation>Gib {cards} zurück: Du behältst deine Meldung und sicheren Stiche und bist in {suit} frei, kannst dort also stechen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/bid_chart.py"/>
        <source>Gold: the highest bid worth taking.</source>
        <translation>Gold: das höchste Gebot, das sich lohnt.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/bid_chart.py"/>
        <source>Green: a safe bid (made four times in five).</source>
        <translation>Grün: ein sicheres Gebot (in vier von fünf Fällen erfüllt).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/keyboard_help.py"/>
        <source>H asks for a hint: the keyboard moves to what it recommends (the card, the cards to pass or bury, or the button, marked in green), so Enter does it. The meld panel lists the hinted (or best) meld first.</source>
        <translation>H fragt nach einem Tipp: Die Tastatur geht zu dem, was er empfiehlt (die Karte, die Karten zum Weitergeben oder Drücken oder die Schaltfläche, grün markiert), so dass Enter es ausführt. Die Meldetafel zeigt die empfohlene (oder beste) Meldung zuerst.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Hand {n}</source>
        <translation>Runde {n}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Hand {n} removed (Undo brings it back).</source>
        <translation>Runde {n} gelöscht (Rückgängig holt sie zurück).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Hand {n}:</source>
        <translation>Runde {n}:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Hands played</source>
        <translation>Gespielte Runden</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>High bid {bid} by you</source>
        <translation>Höchstes Gebot {bid} von Dir</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>High bid {bid} by {name}</source>
        <translation>Höchstes Gebot {bid} von {name}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>High bid: {bid} by you</source>
        <translation>Höchstes Gebot: {bid} von Dir</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>High bid: {bid} by {name}</source>
        <translation>Höchstes Gebot: {bid} von {name}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py"/>
        <location filename="../pinochle_desktop/ui/table/score_drawer.py"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/score_drawer.py"/>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>Hint (H)</source>
        <translation>Tipp (H)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Host</source>
        <translation>Eröffnen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Host</source>
        <comment>the name of the person who hosts the table</comment>
        <translation>Gastgeber</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>Host a ta&amp;ble…</source>
        <translation>Einen Tisch &amp;eröffnen…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Host a table</source>
        <translation>Einen Tisch eröffnen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Hot seat: {n} people share this computer; each hand is hidden until its player is ready.</source>
        <translation>Abwechselnd an einem Rechner: {n} Personen teilen sich diesen Computer; jedes Blatt bleibt verdeckt, bis sein Spieler bereit ist.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>How fast cards move; the computer players' pauses follow it</source>
        <translation>Wie schnell sich die Karten bewegen; die Pausen der Computerspieler richten sich danach</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>How strong the computer plays; harder levels think longer</source>
        <translation>Wie stark der Computer spielt; auf höheren Stufen überlegt er länger</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Hoyle: follow suit, trump when out</source>
        <translation>Hoyle: bedienen, frei trumpfen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py"/>
        <source>I am {name}: show my cards</source>
        <translation>Ich bin {name}: Karten zeigen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>If everybody passes, deal again</source>
        <translation>Passen alle, wird neu gegeben</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>If everybody passes, the dealer is stuck with the minimum bid.</source>
        <translation>Passen alle, muss der Geber mit dem Mindestgebot spielen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>If the bidders' meld is under {m}, they are board set: they lose the bid at once.</source>
        <translation>Liegt die Meldung der Spielpartei unter {m}, ist sie sofort durchgefallen und verliert ihr Gebot.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>If the bidders' meld plus all trick points cannot reach the bid, {what}</source>
        <translation>Können Meldung und alle Stichpunkte das Gebot nicht mehr erreichen, {what}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/bid_chart.py"/>
        <source>If you take the bid and name each suit, your hand's total lands here.</source>
        <translation>Wenn du das Spiel übernimmst und jede Farbe als Trumpf ansagst, landet dein Ergebnis hier.</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/learning/bid_chart.py"/>
        <source>If you take the bid, the widow and name each suit, your hand's total lands here: each simulated deal draws a widow too, so its likely help is counted, and you bury the %n cards you can best spare.</source>
        <translation>
            <numerusform>Wenn du das Spiel und den Stock nimmst und jede Farbe als Trumpf bestimmst, landet dein Ergebnis hier: Jedes simulierte Spiel zieht auch einen Stock, so zählt seine zu erwartende Hilfe, und du drückst die %n Karte, die du am ehesten entbehren kannst.</numerusform>
            <numerusform>Wenn du das Spiel und den Stock nimmst und jede Farbe als Trumpf bestimmst, landet dein Ergebnis hier: Jedes simulierte Spiel zieht auch einen Stock, so zählt seine zu erwartende Hilfe, und du drückst die %n Karten, die du am ehesten entbehren kannst.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/keyboard_help.py"/>
        <source>In a hot-seat game the privacy screen has the keyboard: Enter shows the cards of the player named on its button.</source>
        <translation>Bei mehreren Personen am selben Bildschirm hat der Sichtschutz die Tastatur: Enter zeigt die Karten der Person, die auf seiner Schaltfläche steht.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/keyboard_help.py"/>
        <source>In a narrow window the scoreboard folds into a drawer: the Score tab on the table shows the running score and the bid; F9 (or a click on the tab) opens the whole scoreboard, Escape or a click beside it shuts it.</source>
        <translation>In einem schmalen Fenster klappt die Punktetafel ein: der Reiter „Punkte“ auf dem Tisch zeigt den Spielstand und das Gebot; F9 (oder ein Klick auf den Reiter) öffnet die ganze Punktetafel, Escape oder ein Klick daneben schließt sie.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>In all:</source>
        <translation>Zusammen:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>In double deck they do not lead the trump ace.</source>
        <translation>Beim Doppelblatt spielen sie das Trumpf-Ass nicht aus.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Instead of the dealer being stuck with the minimum bid</source>
        <translation>Statt dass der Geber das Mindestgebot übernehmen muss</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>Invalid control character at</source>
        <translation>ungültiges Steuerzeichen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>It could not be kept aside (no free name).</source>
        <translation>Sie konnte nicht beiseitegelegt werden (kein freier Name).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>It could not be kept aside ({problem}).</source>
        <translation>Sie konnte nicht beiseitegelegt werden ({problem}).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>It is not your turn.</source>
        <translation>Du bist nicht dran.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>It is put aside in the saves folder under a name of its own: Game → Open brings it back.</source>
        <translation>Es wird unter eigenem Namen im Ordner der gespeicherten Spiele beiseitegelegt: Spiel → Öffnen holt es zurück.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>J</source>
        <comment>card index: jack</comment>
        <translation>B</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Jacks around</source>
        <translation>Vier Buben</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Join</source>
        <translation>Teilnehmen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Join a table</source>
        <translation>An einem Tisch teilnehmen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Join line:</source>
        <translation>Beitrittszeile:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Jump bid</source>
        <translation>Sprunggebot</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Jump to a bid</source>
        <translation>Sprung auf ein Gebot</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>K</source>
        <comment>card index: king</comment>
        <translation>K</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>Keep playing</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/keyboard_help.py"/>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Kings around</source>
        <translation>Vier Könige</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Kings, queens and jacks as figures, as on a printed deck</source>
        <translation>Könige, Damen und Buben als Figuren, wie auf einem gedruckten Blatt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/keyboard_help.py"/>
        <source>L shows the last trick (during a trick, a message says it). Ctrl+N: a new game of the same kind; Ctrl+Shift+N: New game with…; Ctrl+O: Open; Ctrl+S: Save; Ctrl+Z / Ctrl+Shift+Z: Undo / Redo; {preferences}: Preferences; F1: these rules; {quit}: Quit.</source>
        <translation>L zeigt den letzten Stich (während eines Stichs sagt ihn eine Meldung). Strg+N: ein neues Spiel derselben Art; Strg+Umschalt+N: Neues Spiel mit…; Strg+O: Öffnen; Strg+S: Speichern; Strg+Z / Strg+Umschalt+Z: Rückgängig / Wiederholen; {preferences}: Einstellungen; F1: diese Regeln; {quit}: Beenden.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Language and sound</source>
        <translation>Sprache und Ton</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Large</source>
        <translation>Groß</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>Last 12 tricks</source>
        <translation>Letzte 12 Stiche</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Last trick:</source>
        <translation>Letzter Stich:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Last trick: you took {points}</source>
        <translation>Letzter Stich: Du bekamst {points}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Last trick: {name} took {points}</source>
        <translation>Letzter Stich: {name} bekam {points}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/person_input.py"/>
        <source>Last trick: {name} took {points} with {cards}.</source>
        <translation>Letzter Stich: {name} bekam {points} mit {cards}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Lay out the cards you selected as one meld</source>
        <translation>Die gewählten Karten als eine Meldung auslegen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Lead a trump, the {card}, to draw the opponents' trumps.</source>
        <translation>Spiel Trumpf aus, {card}, um den Gegnern die Trümpfe abzuziehen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Lead the {card} through the bidder's void in {suit}: a low card makes the bidder trump, where a ten or a king would be lost.</source>
        <translation>Spiel {card} in die Farbe {suit} aus, in der der Spielmacher frei ist: Eine kleine Karte zwingt ihn zu stechen, eine Zehn oder ein König ginge verloren.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Lead the {card}: keep your winners for later.</source>
        <translation>Spiel {card} aus: heb dir deine sicheren Stiche für später auf.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Lead the {card}: nobody can beat it in its suit.</source>
        <translation>Spiel {card} aus: keiner kann diese Karte in ihrer Farbe schlagen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Lead the {card}: the card you will miss least, keeping your meld and your trumps.</source>
        <translation>Spiel {card} aus: die Karte, die dir am wenigsten fehlt; Meldungen und Trümpfe bleiben.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Lead, or concede</source>
        <translation>Ausspielen oder aufgeben</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Let the trick go: give away the {card}, the card you will miss least.</source>
        <translation>Lass den Stich gehen: gib {card} ab, die Karte, die dir am wenigsten fehlt.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Look at the meld, then press Play</source>
        <translation>Sieh dir die Meldungen an, dann drücke Spielen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Loses:</source>
        <translation>Verloren:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/keyboard_help.py"/>
        <source>M enlarges a player's meld (again for the next player's; Escape closes it). S mutes the sounds and turns them on again.</source>
        <translation>M vergrößert die Meldung eines Spielers (noch einmal: die des nächsten; Esc schließt sie). S schaltet die Töne aus und wieder ein.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Made</source>
        <translation>Erfüllt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Marriage</source>
        <translation>Paar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Marriage ({cards} of another suit)</source>
        <translation>Paar ({cards} einer anderen Farbe)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Marriage in {suit}</source>
        <translation>Paar in {suit}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <location filename="../pinochle_desktop/ui/dialogs/score_sheet_dialog.py"/>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Meld</source>
        <translation>Meldungen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Meld</source>
        <comment>score sheet column</comment>
        <translation>Meldung</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Meld + all tricks &lt; bid:</source>
        <translation>Meldung + alle Stiche &lt; Gebot:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Meld calculator</source>
        <translation>Meldungsrechner</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Meld chart</source>
        <translation>Meldungstafel</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Meld chart as P&amp;DF…</source>
        <translation>Meldungstafel als P&amp;DF…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Meld chart: {name}</source>
        <translation>Meldungstafel: {name}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Meld counts from:</source>
        <translation>Meldung zählt ab:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Meld selected</source>
        <translation>Auswahl melden</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Meld table:</source>
        <translation>Meldetabelle:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Meld the {meld} for {points}, the most you can lay out now.</source>
        <translation>Melde {meld} für {points}, das Meiste, was du jetzt auslegen kannst.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Meld the {meld} now for {points}: a bigger meld of the same class can still follow from it after another trick, but not the other way round.</source>
        <translation>Melde jetzt {meld} für {points}: Nach einem weiteren Stich kann daraus noch eine größere Meldung derselben Klasse werden, aber nicht umgekehrt.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Meld under {m} does not count.</source>
        <translation>Meldung unter {m} zählt nicht.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Meld {cards}</source>
        <translation>Melden: {cards}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Meld {meld} + all {tricks} trick points cannot reach {bid}. Throw in and lose {bid} (the others score their meld), or lead a card to play on.</source>
        <translation>Meldung {meld} + alle {tricks} Stichpunkte erreichen {bid} nicht. Geh ab und verliere {bid} (die Gegner schreiben ihre Meldung), oder spiel eine Karte aus und spiel weiter.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Meld {meld} + tricks {tricks} = {sum}, at least the bid of {bid}: made, {sum} scored.</source>
        <translation>Meldung {meld} + Stiche {tricks} = {sum}, mindestens das Gebot von {bid}: erfüllt, {sum} geschrieben.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Meld {meld} + tricks {tricks} = {sum}, short of the bid of {bid}: set, {bid} lost.</source>
        <translation>Meldung {meld} + Stiche {tricks} = {sum}, weniger als das Gebot von {bid}: durchgefallen, {bid} verloren.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Meld {meld} + tricks {tricks} = {sum}.</source>
        <translation>Meldung {meld} + Stiche {tricks} = {sum}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Meld {meld} and all {total} trick points make {sum}, short of the bid of {bid}: the hand is not played and {bid} is lost.</source>
        <translation>Meldung {meld} und alle {total} Stichpunkte ergeben {sum}, weniger als das Gebot von {bid}: die Runde wird nicht gespielt, {bid} sind verloren.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Meld {meld} is under {minimum} and does not count; the {tricks} trick points do.</source>
        <translation>Meldung {meld} liegt unter {minimum} und zählt nicht; die {tricks} Stichpunkte zählen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Meld {meld} is under {minimum}: board set. The hand is not played and the bid of {bid} is lost.</source>
        <translation>Meldung {meld} liegt unter {minimum}: sofort durchgefallen. Die Runde wird nicht gespielt, das Gebot von {bid} ist verloren.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Meld {meld} is under {minimum}: nothing scored.</source>
        <translation>Meldung {meld} liegt unter {minimum}: nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Meld:</source>
        <translation>Meldung:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>Meld: {sides}.</source>
        <translation>Meldung: {sides}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Minimum bid:</source>
        <translation>Mindestgebot:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Modern: follow suit only</source>
        <translation>Modern: nur Farbe bedienen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>More meld?</source>
        <translation>Noch eine Meldung?</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>More than one player reached {target} in the same hand and the bidder was not one of them: the higher score wins, so {winner} won the game.</source>
        <translation>Mehrere Spieler erreichten {target} in derselben Runde, der Spielmacher nicht: die höhere Punktzahl gewinnt, also hat {winner} das Spiel gewonnen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>More than one player reached {target} in the same hand, the bidder was not one of them and the highest scores are equal: play another hand.</source>
        <translation>Mehrere Spieler erreichten {target} in derselben Runde, der Spielmacher nicht, und die höchsten Punktzahlen sind gleich: es wird eine weitere Runde gespielt.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>More than one player reached {target} in the same hand: the bidder goes out first, so {winner} won the game.</source>
        <translation>Mehrere Spieler erreichten {target} in derselben Runde: der Spielmacher geht zuerst hinaus, also hat {winner} das Spiel gewonnen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Name at {seat}</source>
        <translation>Name auf {seat}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Name trump</source>
        <translation>Trumpf ansagen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Name {suit}: {count} cards long, and {meld} meld with it as trump.</source>
        <translation>Sag {suit} an: {count} Karten lang, und {meld} Meldung mit dieser Farbe als Trumpf.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Names:</source>
        <translation>Namen:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Navy rosette</source>
        <translation>Marineblaue Rosette</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>Networked table</source>
        <translation>Tisch im Netz</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>New game &amp;with…</source>
        <translation>Neues Spiel &amp;mit…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py"/>
        <source>New game instead</source>
        <translation>Lieber ein neues Spiel</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Next hand</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <source>No bid won yet</source>
        <translation>Noch kein Reizen gewonnen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>No bid yet. The minimum bid is {bid}.</source>
        <translation>Noch kein Gebot. Das Mindestgebot ist {bid}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>No cards are passed.</source>
        <translation>Es werden keine Karten weitergegeben.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <source>No game finished yet</source>
        <translation>Noch kein Spiel beendet</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>No games yet</source>
        <translation>Noch keine Spiele</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>No hands scored yet</source>
        <translation>Noch keine Runde gewertet</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>No meld</source>
        <translation>Keine Meldung</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>No meld in your hand: score the dix, or draw.</source>
        <translation>Keine Meldung auf der Hand: den Dis werten oder ziehen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>No single card adds meld to this hand.</source>
        <translation>Keine einzelne Karte bringt dieser Hand mehr Meldung.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/sound/service.py"/>
        <source>No sound: no audio device could be opened ({detail}).</source>
        <translation>Kein Ton: Kein Audiogerät ließ sich öffnen ({detail}).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/sound/service.py"/>
        <source>No sound: the game's sound files could not be read ({detail}).</source>
        <translation>Kein Ton: Die Tondateien des Spiels ließen sich nicht lesen ({detail}).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/sound/service.py"/>
        <source>No sound: the sound library is missing ({detail}).</source>
        <translation>Kein Ton: Die Audiobibliothek fehlt ({detail}).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/bid_chart.py"/>
        <source>No suit makes a bid worth taking: pass.</source>
        <translation>Keine Farbe lohnt ein Gebot: passe.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/person_input.py"/>
        <source>No trick has been taken yet in this hand.</source>
        <translation>In diesem Spiel wurde noch kein Stich gemacht.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>No trick points taken, so the meld does not count, but the dix scores even so: {points}.</source>
        <translation>Keine Stichpunkte, also zählt die Meldung nicht, der Dix aber trotzdem: {points}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>No trick points taken: set, the bid of {bid} is lost whatever the meld.</source>
        <translation>Keine Stichpunkte: durchgefallen, das Gebot von {bid} ist verloren, was immer gemeldet wurde.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>No trick points taken: the meld of {meld} does not count, nothing scored.</source>
        <translation>Keine Stichpunkte: die Meldung von {meld} zählt nicht, nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Nobody can pass before a bid stands, so nobody is ever stuck</source>
        <translation>Vor dem ersten Gebot kann niemand passen, also muss nie der Geber spielen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/i18n.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Not played (board set or out of reach)</source>
        <translation>Nicht gespielt (sofort durchgefallen oder unerreichbar)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Not played (board set)</source>
        <translation>Nicht gespielt (sofort durchgefallen)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Not played (out of reach)</source>
        <translation>Nicht gespielt (unerreichbar)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Nothing more to meld: draw.</source>
        <translation>Nichts mehr zu melden: ziehen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Nothing to meld: draw.</source>
        <translation>Nichts zu melden: ziehen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <source>Nothing to show yet</source>
        <translation>Noch nichts zu zeigen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>On a forfeit the other players score nothing.</source>
        <translation>Bei einem verlorenen Spiel ohne Paar schreiben die anderen Spieler nichts.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>On a forfeit the other team scores nothing.</source>
        <translation>Bei einem verlorenen Spiel ohne Paar schreibt die Gegenpartei nichts.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/table_speech.py"/>
        <source>On the table: {cards}</source>
        <translation>Auf dem Tisch: {cards}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Once both teams have this many points, a team can only go out on its own bid</source>
        <translation>Haben beide Parteien so viele Punkte, kann eine Partei nur mit eigenem Gebot ausmachen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Once both teams have {limit} or more, only the team that won the bid can go out: the other team may pass {target} and the game goes on. The bidders go out when they end the hand with {target} or more, even in a hand they were set.</source>
        <translation>Haben beide Parteien {limit} oder mehr, kann nur die Partei ausmachen, die das Spiel hat: die andere darf über {target} kommen, und es wird weitergespielt. Die Spielpartei macht aus, wenn sie die Runde mit {target} oder mehr beendet, selbst in einer Runde, in der sie durchgefallen ist.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>One dix per trick won.</source>
        <translation>Ein Dis pro gewonnenem Stich.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>One meld per trick won.</source>
        <translation>Eine Meldung pro gewonnenem Stich.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>One meld: click it, or select its cards.</source>
        <translation>Eine Meldung: anklicken oder ihre Karten wählen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>One more card would add:</source>
        <translation>Eine Karte mehr brächte:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>One more {card} → {meld} (+{points})</source>
        <translation>{card} dazu → {meld} (+{points})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Only the winner of a trick may meld, right after winning it.</source>
        <translation>Nur wer einen Stich gewinnt, darf melden, und zwar gleich danach.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Open a score sheet</source>
        <translation>Spielliste öffnen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>Open another game and put the unfinished one aside?</source>
        <translation>Ein anderes Spiel öffnen und das unfertige beiseitelegen?</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>Open game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Opening over an unfinished game</source>
        <translation>Öffnen statt eines unfertigen Spiels</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Out of reach</source>
        <translation>Unerreichbar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Out only on own bid:</source>
        <translation>Ausmachen nur mit eigenem Gebot:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Partners: &lt;b&gt;{a} &amp; {b}&lt;/b&gt; play against &lt;b&gt;{c} &amp; {d}&lt;/b&gt;.</source>
        <translation>Partner: &lt;b&gt;{a} &amp; {b}&lt;/b&gt; spielen gegen &lt;b&gt;{c} &amp; {d}&lt;/b&gt;.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Pass cards to {name}</source>
        <translation>Karten an {name} weitergeben</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Pass exactly %n card(s).</source>
        <translation>
            <numerusform>Gib genau %n Karte weiter.</numerusform>
            <numerusform>Gib genau %n Karten weiter.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Pass these {n} with the button or Enter; click one (or Space) to take it back.</source>
        <translation>Diese {n} mit der Schaltfläche oder Enter weitergeben; eine anklicken (oder Leertaste) nimmt sie zurück.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Pass with help</source>
        <translation>Passe mit Hilfe</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Pass with help: you cannot take the bid, but you hold meld to help your partner.</source>
        <translation>Passe mit Hilfe: das Spiel bekommst du nicht, aber du hast Meldung, die deinem Partner hilft.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Pass {cards}: trumps and aces help the bidder most, and the pinochle parts with spades or diamonds trump (both legs of a pinochle, never one).</source>
        <translation>Gib {cards} weiter: Trümpfe und Asse helfen dem Spielmacher am meisten, und bei Pik oder Karo als Trumpf die Pinochle-Karten (beide Hälften eines Pinochle, nie nur eine).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Pass {cards}: trumps and aces help the bidder most.</source>
        <translation>Gib {cards} weiter: Trümpfe und Asse helfen dem Spielmacher am meisten.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Pass {k} of {n}</source>
        <translation>{k} von {n} weitergeben</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Pass: even with the widow's likely help your hand is worth about {worth}, not enough for the next bid.</source>
        <translation>Passe: Selbst mit der zu erwartenden Hilfe aus dem Stock ist dein Blatt nur etwa {worth} wert, zu wenig für das nächste Gebot.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Pass: in {n} simulated deals, taking the contract at {bid} scores about {points} points less than passing.</source>
        <translation>Passe: In {n} simulierten Verteilungen bringt der Vertrag zu {bid} etwa {points} Punkte weniger als Passen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Pass: your hand is worth about {worth}, not enough for the next bid.</source>
        <translation>Passe: dein Blatt ist etwa {worth} wert, zu wenig für das nächste Gebot.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Pass: your partner holds the bid, and your hand is not clearly stronger.</source>
        <translation>Passe: Dein Partner hält das Gebot, und dein Blatt ist nicht deutlich stärker.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Passed:</source>
        <translation>Weitergegeben:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Pictures</source>
        <translation>Bilder</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <location filename="../pinochle_desktop/ui/main_window.py"/>
        <location filename="../pinochle_desktop/ui/questions.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Pinochle</source>
        <translation>Pinochle</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Pinochle ({cards})</source>
        <translation>Pinochle ({cards})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>Pinochle games (*.pinochle)</source>
        <translation>Pinochle-Spiele (*.pinochle)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>Pinochle is already open in another window.</source>
        <translation>Pinochle ist bereits in einem anderen Fenster geöffnet.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>Pinochle is played by 2, 3 or 4 players</source>
        <translation>Pinochle wird von 2, 3 oder 4 Spielern gespielt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Pinochle score sheet</source>
        <translation>Pinochle-Spielliste</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Play a card by itself when it is the only one you may play</source>
        <translation>Eine Karte von selbst spielen, wenn sie die einzig erlaubte ist</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Play and game end</source>
        <translation>Spiel und Spielende</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Play out the hand at once: every trick is yours</source>
        <translation>Die Runde sofort zu Ende spielen: jeder Stich gehört dir</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Play the {card} rather than the usual {usual}: in {n} simulated deals it scores about {points} points more.</source>
        <translation>Spiel {card} statt des üblichen {usual}: In {n} simulierten Verteilungen bringt das etwa {points} Punkte mehr.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Played to the end</source>
        <translation>Zu Ende gespielt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Players:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Playing</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Print a &amp;blank sheet…</source>
        <translation>&amp;Leere Liste drucken…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Print the meld &amp;chart…</source>
        <translation>Meldungs&amp;tafel drucken…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Printed {date}</source>
        <translation>Gedruckt am {date}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Q</source>
        <comment>card index: queen</comment>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Quadruple aces</source>
        <translation>Sechzehn Asse</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Quadruple jacks</source>
        <translation>Sechzehn Buben</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Quadruple kings</source>
        <translation>Sechzehn Könige</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Quadruple pinochle</source>
        <translation>Vierfach-Pinochle</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Quadruple queens</source>
        <translation>Sechzehn Damen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Quadruple run</source>
        <translation>Vierfache Familie</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Queens around</source>
        <translation>Vier Damen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>Quit the game everybody at the table is playing?</source>
        <translation>Das Spiel beenden, das alle am Tisch spielen?</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Quitting a hot-seat game</source>
        <translation>Beenden bei mehreren Personen am Bildschirm</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_widgets.py"/>
        <source>Remove this step</source>
        <translation>Diese Stufe entfernen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Reset…</source>
        <translation>Zurücksetzen…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/score_sheet_dialog.py"/>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/score_sheet_dialog.py"/>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Review hand</source>
        <translation>Runde ansehen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>Review of hand {n}</source>
        <translation>Rückblick auf Runde {n}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Royal marriage</source>
        <translation>Trumpfpaar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Royal marriage ({cards} of trump)</source>
        <translation>Trumpfpaar ({cards} in Trumpf)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Rules:</source>
        <translation>Regeln:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Rules: {name}</source>
        <translation>Regeln: {name}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Run</source>
        <translation>Familie</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Run ({cards} of trump)</source>
        <translation>Familie ({cards} in Trumpf)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Sa&amp;ve hand {n}</source>
        <translation>Runde {n} s&amp;peichern</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>Save game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Save the score sheet</source>
        <translation>Spielliste speichern</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>Save these rules as:</source>
        <translation>Diese Regeln speichern als:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Saved as {file}</source>
        <translation>Gespeichert als {file}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>Saved as “{name}”: it is in the list of rules.</source>
        <translation>Als „{name}“ gespeichert: es steht in der Regelliste.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>Say something to the table</source>
        <translation>Schreib etwas an den Tisch</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/score_drawer.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>Score &amp;keeper…</source>
        <translation>&amp;Spielliste führen…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_lock.py"/>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Score keeper</source>
        <translation>Spielliste führen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>Score s&amp;heet…</source>
        <translation>Spiel&amp;liste…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/score_sheet_dialog.py"/>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>Score sheet</source>
        <translation>Spielliste</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Score sheets (*{suffix})</source>
        <translation>Spiellisten (*{suffix})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>Score&amp;board</source>
        <translation>Punkte&amp;tafel</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <source>Scores over the game</source>
        <translation>Punkte im Lauf des Spiels</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Seat:</source>
        <translation>Platz:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Set</source>
        <translation>Durchgefallen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Show hints</source>
        <translation>Hinweise zeigen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>Show the chosen rule set as it is</source>
        <translation>Das gewählte Regelwerk unverändert zeigen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Show the dix</source>
        <translation>Dis zeigen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Show the dix: 10</source>
        <translation>Dis zeigen: 10</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Show the dix: 10 points.</source>
        <translation>Zeig den Dis: 10 Punkte.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/score_drawer.py"/>
        <source>Show the scoreboard (F9); Escape puts it away.</source>
        <translation>Die Punktetafel zeigen (F9); Escape legt sie weg.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Simple</source>
        <translation>Schlicht</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/bid_chart.py"/>
        <source>Simulating the hand…</source>
        <translation>Das Spiel wird simuliert…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>Single deck</source>
        <translation>Einfaches Blatt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Single deck (run 150)</source>
        <translation>Einfaches Blatt (Familie 150)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>Single deck, 0, 2 or 4 passed</source>
        <translation>Einfaches Blatt, 0, 2 oder 4 weitergeben</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Single deck: 48 cards</source>
        <translation>Einfaches Blatt: 48 Karten</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Single deck: 48 cards ({ranks}, two of each), 12 to each player.</source>
        <translation>Einfaches Blatt: 48 Karten ({ranks}, jede zweimal), 12 für jeden Spieler.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>Some settings in {file} could not be used and were reset to their defaults: {problems}.</source>
        <translation>Einige Einstellungen in {file} konnten nicht übernommen werden und wurden auf ihre Standardwerte zurückgesetzt: {problems}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/statistics.py"/>
        <source>Some statistics in {file} could not be used and were reset: {problems}.</source>
        <translation>Einige Statistiken in {file} konnten nicht übernommen werden und wurden zurückgesetzt: {problems}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Sound effects</source>
        <translation>Toneffekte</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Sound:</source>
        <translation>Ton:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/i18n.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>South</source>
        <translation>Süd</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Spades and clubs black, hearts and diamonds red</source>
        <translation>Pik und Kreuz schwarz, Herz und Karo rot</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Spades black, hearts red, diamonds blue, clubs green</source>
        <translation>Pik schwarz, Herz rot, Karo blau, Kreuz grün</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>Start a new game and put the unfinished one aside?</source>
        <translation>Ein neues Spiel beginnen und das unfertige beiseitelegen?</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>Start game</source>
        <translation>Spiel beginnen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>Statistics are saved again.</source>
        <translation>Die Statistik wird wieder gespeichert.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>Statistics could not be saved: {problem}

They are kept and saved with the next hand.</source>
        <translation>Die Statistik konnte nicht gespeichert werden: {problem}

Sie bleibt erhalten und wird mit der nächsten Runde gespeichert.</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Talon: %n Karte</numerusform>
            <numerusform>Talon: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>System default</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/keyboard_help.py"/>
        <source>Tab and Shift+Tab go from the cards to the panel's buttons and back; F6 jumps between the cards and the panel; Escape goes back to the cards. ← → also move between the panel's buttons, and Enter presses the one outlined.</source>
        <translation>Tab und Umschalt+Tab gehen von den Karten zu den Schaltflächen der Tafel und zurück; F6 springt zwischen den Karten und der Tafel; Escape geht zurück zu den Karten. ← → wechseln auch zwischen den Schaltflächen der Tafel, und Enter drückt die umrandete.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>Table chat</source>
        <translation>Tischgespräch</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Take the trick with the {card}.</source>
        <translation>Nimm den Stich mit {card}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Take the trick with the {card}: its cards, and a meld turn, are worth it.</source>
        <translation>Nimm den Stich mit {card}: Seine Karten und eine Meldung sind es wert.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Take the turned-up trump for your 9 of trump, and score 10</source>
        <translation>Nimm den aufgedeckten Trumpf für deine Trumpf-Neun und zähle 10</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Take the widow</source>
        <translation>Stock aufnehmen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Take the widow: its three cards join your hand; then name trump.</source>
        <translation>Nimm den Stock: Seine drei Karten kommen in dein Blatt; dann bestimme Trumpf.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>That is not a join line: it looks like pinochle://ADDRESS:PORT/CODE#FINGERPRINT, as the host's window shows it.</source>
        <translation>Das ist keine Beitrittszeile: Sie sieht aus wie pinochle://ADRESSE:PORT/CODE#FINGERABDRUCK, so wie das Fenster des Gastgebers sie zeigt.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>That is not the table of the join line: its certificate differs.</source>
        <translation>Das ist nicht der Tisch der Beitrittszeile: Sein Zertifikat ist ein anderes.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>That seat is taken.</source>
        <translation>Dieser Platz ist besetzt.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>The S key mutes the sounds and turns them on again (View → Mute sounds).</source>
        <translation>Die Taste S schaltet die Töne aus und wieder ein (Ansicht → Töne aus).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>The auction ends only when three players have passed. There is no bid cap: every rung of the ladder may be bid.</source>
        <translation>Das Reizen endet erst, wenn drei Spieler gepasst haben. Es gibt keine Gebotsgrenze: jede Stufe der Gebotsleiter darf geboten werden.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>The auction ends when three players have passed, or at once on a bid of {cap}: nobody can bid higher.</source>
        <translation>Das Reizen endet, wenn drei Spieler gepasst haben, oder sofort bei einem Gebot von {cap}: höher kann niemand bieten.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>The auction ends when two players have passed after a bid, or at once on a bid of {cap}. If all three pass, the cards are thrown in and the next player deals.</source>
        <translation>Das Reizen endet, wenn nach einem Gebot zwei Spieler gepasst haben, oder sofort bei einem Gebot von {cap}. Passen alle drei, werden die Karten eingeworfen und der nächste Spieler gibt.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>The auction ends when two players have passed after a bid. There is no bid cap: every rung of the ladder may be bid. If all three pass, the cards are thrown in and the next player deals.</source>
        <translation>Das Reizen endet, wenn nach einem Gebot zwei Spieler gepasst haben. Es gibt keine Gebotsgrenze: jede Stufe der Gebotsleiter darf geboten werden. Passen alle drei, werden die Karten eingeworfen und der nächste Spieler gibt.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>The auction ends when two players have passed, or at once on a bid of {cap}. If the first two pass, the dealer is stuck with the minimum bid of {minimum}.</source>
        <translation>Das Reizen endet, wenn zwei Spieler gepasst haben, oder sofort bei einem Gebot von {cap}. Passen die ersten beiden, muss der Geber das Mindestgebot von {minimum} übernehmen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>The auction ends when two players have passed. There is no bid cap: every rung of the ladder may be bid. If the first two pass, the dealer is stuck with the minimum bid of {minimum}.</source>
        <translation>Das Reizen endet, wenn zwei Spieler gepasst haben. Es gibt keine Gebotsgrenze: jede Stufe der Gebotsleiter darf geboten werden. Passen die ersten beiden, muss der Geber das Mindestgebot von {minimum} übernehmen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/autosave.py"/>
        <source>The autosaved game could not be read ({problem}).</source>
        <translation>Die automatisch gespeicherte Partie konnte nicht gelesen werden ({problem}).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/autosave.py"/>
        <source>The autosaved game {file} {reason}, so it cannot be resumed.</source>
        <translation>Die Datei der automatisch gespeicherten Partie {file} {reason}, daher kann die Partie nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>The bid must be at least {amount}.</source>
        <translation>Das Gebot muss mindestens {amount} sein.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>The bidder could name no trump (no marriage): the bid of {bid} is lost.</source>
        <translation>Der Alleinspieler konnte keinen Trumpf ansagen (keine Ehe): das Gebot von {bid} ist verloren.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>The bidder draws trump when it holds enough of them to pay.</source>
        <translation>Der Spielmacher zieht Trumpf, wenn er genug davon hat, dass es sich lohnt.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>The bidder draws trump when it holds enough of them to pay; in double deck it first cashes its side aces.</source>
        <translation>Der Spielmacher zieht Trumpf, wenn er genug davon hat, dass es sich lohnt; beim Doppelblatt holt er sich vorher die Stiche mit seinen Assen der Nebenfarben.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <source>The bidder makes the bid when its meld plus trick points (the buried cards included) reach it, {made}; otherwise it loses the bid.</source>
        <translation>Der Spielmacher schafft sein Gebot, wenn Meldung plus Stichpunkte (die gedrückten Karten eingerechnet) es erreichen, {made}; sonst verliert er das Gebot.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>The bidder may concede only before the first card is led.</source>
        <translation>Der Spielmacher kann nur vor dem ersten Ausspiel aufgeben.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>The bidder may throw in any hand</source>
        <translation>Der Spielmacher darf jederzeit abgehen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <source>The bidder names trump, a suit in which it holds a marriage (the widow's cards count); without one it loses the bid.</source>
        <translation>Der Spielmacher bestimmt Trumpf, eine Farbe, in der er ein Paar hält (die Karten des Stocks zählen mit); ohne Paar verliert er das Gebot.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <source>The bidder names trump, after seeing the widow; no marriage is needed.</source>
        <translation>Der Spielmacher bestimmt Trumpf, nachdem er den Stock gesehen hat; ein Paar ist nicht nötig.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>The bidder passes back no trumps while other cards can go, and empties a short suit without an ace, so that it can trump that suit.</source>
        <translation>Der Spielmacher gibt keine Trümpfe zurück, solange andere Karten gehen können, und gibt eine kurze Farbe ohne Ass ganz ab, damit er sie stechen kann.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>The bidder's partner passes this many cards, then the bidder passes as many back</source>
        <translation>So viele Karten gibt der Partner dem Spielmacher, und der Spielmacher gibt ebenso viele zurück</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>The bidder's partner passes {n} cards to the bidder, who passes {n} back, {when} trump is named.</source>
        <translation>Der Partner des Spielmachers gibt ihm {n} Karten, und der Spielmacher gibt {n} zurück, {when} Trumpfansage.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>The bidder's trick points include the cards it buried.</source>
        <translation>Die Stichpunkte des Spielmachers enthalten die gedrückten Karten.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>The bidder: meld + trick points (with the buried cards) must reach the bid, or it loses the bid.</source>
        <translation>Spielmacher: Meldung + Stichpunkte (mit den gedrückten Karten) müssen das Gebot erreichen, sonst verliert er das Gebot.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>The bidders keep meld without a trick</source>
        <translation>Die Spielpartei behält ihre Meldung auch ohne Stich</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>The bidders keep their meld even without a trick.</source>
        <translation>Die Spielpartei behält ihre Meldung auch ohne Stich.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>The bidders lose the bid; what the other team scores</source>
        <translation>Die Spielpartei verliert das Gebot; was die Gegner schreiben</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>The bidders make their bid when meld plus trick points reach it, and score it all; otherwise they lose the bid.</source>
        <translation>Erreichen Meldung und Stichpunkte das Gebot, schreibt die Spielpartei alles; sonst verliert sie das Gebot.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>The bidders' meld counts toward the bid even if they take no trick points; the other team still needs them</source>
        <translation>Die Meldung der Spielpartei zählt für das Gebot, auch wenn sie keine Stichpunkte macht; die Gegenpartei braucht sie weiterhin</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>The connection to the table was lost.</source>
        <translation>Die Verbindung zum Tisch ist abgerissen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>The deal</source>
        <translation>Das Geben</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>The deal: the {card} is turned up, so {suit} is trump; {n} cards in the stock.</source>
        <translation>Gegeben: {card} ist aufgedeckt, also ist {suit} Trumpf; {n} Karten im Talon.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>The defenders lead no ten or king into a suit the bidder has shown void in: a low card there makes the bidder trump.</source>
        <translation>Die Gegenspieler spielen keine Zehn und keinen König in eine Farbe aus, in der der Spielmacher sich als frei gezeigt hat: Eine kleine Karte zwingt ihn dort zu stechen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>The dix (9 of trump) scores {dix}: shown, or exchanged for the card turned up for trump. If the card turned up is a dix, the dealer scores {dix}.</source>
        <translation>Der Dis (Trumpf-Neun) zählt {dix}: vorgezeigt oder gegen die aufgedeckte Trumpfkarte getauscht. Ist die aufgedeckte Karte ein Dis, schreibt der Geber {dix}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>The file was kept as {file}.</source>
        <translation>Die Datei wurde als {file} aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>The first bidder must open at the minimum</source>
        <translation>Wer zuerst reizt, muss mit dem Mindestgebot eröffnen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>The first bidder must open at the minimum, {amount}.</source>
        <translation>Wer zuerst reizt, muss mit dem Mindestgebot eröffnen: {amount}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>The folder for saved games could not be created.</source>
        <translation>Der Ordner für gespeicherte Spiele konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>The game cannot be autosaved: {problem}

Pinochle tries again after every move and says when it works again.</source>
        <translation>Das Spiel kann nicht automatisch gesichert werden: {problem}

Pinochle versucht es nach jedem Zug erneut und meldet, wenn es wieder klappt.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>The game could not be saved: {problem}</source>
        <translation>Das Spiel konnte nicht gespeichert werden: {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>The game is autosaved and comes back when Pinochle is started again.</source>
        <translation>Das Spiel ist automatisch gesichert und kommt beim nächsten Start von Pinochle zurück.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/keeper.py"/>
        <source>The game is over: {winner} won. Start a new sheet for the next game.</source>
        <translation>Das Spiel ist aus: {winner} hat gewonnen. Für das nächste Spiel eine neue Liste anfangen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>The game is played to {target}, counted at the end of a hand; if both players reach it, the higher score wins (an equal score plays on).</source>
        <translation>Gespielt wird bis {target}, gezählt am Ende eines Spiels; erreichen es beide, gewinnt der höhere Stand (bei Gleichstand wird weitergespielt).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>The game is played to {target}; if both teams reach it in the same hand, the bidders win, even with the lower score.</source>
        <translation>Gespielt wird bis {target}; erreichen beide Parteien das Ziel in derselben Runde, gewinnt die Spielpartei, auch mit weniger Punkten.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>The game is played to {target}; if more than one player reaches it in the same hand, the bidder wins if among them, else the higher score (two tied at the top play another hand).</source>
        <translation>Gespielt wird bis {target}; erreichen es mehrere Spieler in derselben Runde, gewinnt der Spielmacher, wenn er dabei ist, sonst die höhere Punktzahl (bei Gleichstand an der Spitze wird eine weitere Runde gespielt).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>The hand is scored: press Next hand</source>
        <translation>Die Runde ist gezählt: drücke Nächste Runde</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>The hand was not played and there is no meld: nothing scored.</source>
        <translation>Die Runde wurde nicht gespielt und es gibt keine Meldung: nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>The hand was not played: the meld of {meld} scores.</source>
        <translation>Die Runde wurde nicht gespielt: die Meldung von {meld} zählt.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>The hand:</source>
        <translation>Die Runde:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>The hard and expert players keep to these unless their simulation finds another play clearly better; a hint then says how much better.</source>
        <translation>Die Stufen „Schwer“ und „Experte“ halten sich daran, außer ihre Simulation findet einen deutlich besseren Zug; ein Tipp sagt dann, um wie viel besser.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/controller.py"/>
        <source>The hint could not be worked out: {problem}</source>
        <translation>Der Tipp konnte nicht ermittelt werden: {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>The host closed the table.</source>
        <translation>Der Gastgeber hat den Tisch geschlossen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_reviews.py"/>
        <source>The host has not sent this hand's cards yet: try again in a moment.</source>
        <translation>Der Gastgeber hat die Karten dieser Runde noch nicht geschickt: gleich noch einmal versuchen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>The host of the networked table keeps the game.</source>
        <translation>Das Spiel am Tisch im Netz hebt der Gastgeber auf.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>The host refused that: {detail}</source>
        <translation>Der Gastgeber hat das abgelehnt: {detail}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>The last 12 tricks</source>
        <translation>Die letzten 12 Stiche</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>The last 12 tricks: melded cards go back into the hands and there is no more meld.</source>
        <translation>Die letzten 12 Stiche: Gemeldete Karten gehen zurück auf die Hand, und es wird nicht mehr gemeldet.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>The minimum bid is {bid}; bids go up {steps}.</source>
        <translation>Das Mindestgebot ist {bid}; gereizt wird {steps}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <source>The minimum bid is {bid}; bids go up {steps}. A pass is final.</source>
        <translation>Das Mindestgebot ist {bid}; Gebote steigen {steps}. Wer passt, ist draußen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>The non-dealer leads the first trick. The second card may be any card: there is no need to follow suit or trump. The higher card of the suit led, or a trump, wins; of two identical cards the first played wins.</source>
        <translation>Der Nicht-Geber spielt zum ersten Stich aus. Die zweite Karte darf jede sein: Bedienen oder Trumpfen ist nicht nötig. Die höhere Karte der ausgespielten Farbe oder ein Trumpf gewinnt; von zwei gleichen Karten gewinnt die zuerst gespielte.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>The others score their meld. Undo (Ctrl+Z) takes it back.</source>
        <translation>Die anderen schreiben ihre Meldung. Rückgängig (Strg+Z) nimmt es zurück.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>The saved game {file} {reason}.</source>
        <translation>Die Spielstandsdatei {file} {reason}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_lock.py"/>
        <source>The score keeper is already open in another window.</source>
        <translation>Die Spielliste ist bereits in einem anderen Fenster geöffnet.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>The score keeper's sheet could not be read ({problem}).</source>
        <translation>Die automatisch gespeicherte Spielliste konnte nicht gelesen werden ({problem}).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>The score keeper's sheet {file} {reason}, so it cannot be resumed.</source>
        <translation>Die Datei der automatisch gespeicherten Spielliste {file} {reason}, daher kann die Spielliste nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>The score sheet {file} {reason}.</source>
        <translation>Die Spiellisten-Datei {file} {reason}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>The settings could not be read ({problem}), so defaults are used.</source>
        <translation>Die Einstellungen konnten nicht gelesen werden ({problem}), daher werden die Standardeinstellungen verwendet.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>The settings file {file} {reason}, so default settings are used.</source>
        <translation>Die Einstellungsdatei {file} {reason}, daher werden die Standardeinstellungen verwendet.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/statistics.py"/>
        <source>The statistics could not be read ({problem}), so they start afresh.</source>
        <translation>Die Statistik konnte nicht gelesen werden ({problem}), daher beginnt sie von vorn.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/statistics.py"/>
        <source>The statistics file {file} {reason}, so statistics start afresh.</source>
        <translation>Die Statistikdatei {file} {reason}, daher beginnt die Statistik von vorn.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>The table cannot be reached ({detail}).</source>
        <translation>Der Tisch ist nicht erreichbar ({detail}).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>The table code is wrong.</source>
        <translation>Der Tischcode ist falsch.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/menu.py"/>
        <source>The table could not be opened on port {port}: {problem}</source>
        <translation>Der Tisch konnte auf Port {port} nicht geöffnet werden: {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>The table is open. Friends choose Game → Join a table… and paste the join line below (on this computer's network: {addresses}; table code {code}). Over the internet, your router must forward port {port} to this computer.</source>
        <translation>Der Tisch ist offen. Die anderen wählen Spiel → An einem Tisch teilnehmen… und fügen die Beitrittszeile unten ein (im Netz dieses Rechners: {addresses}; Tischcode {code}). Über das Internet muss dein Router Port {port} an diesen Rechner weiterleiten.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>The table runs another version of Pinochle Desktop ({detail}).</source>
        <translation>Am Tisch läuft eine andere Version von Pinochle Desktop ({detail}).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>The table said: {detail}</source>
        <translation>Der Tisch meldet: {detail}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>The turned-up trump cannot be exchanged now.</source>
        <translation>Der aufgedeckte Trumpf kann jetzt nicht getauscht werden.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>The unfinished game could not be put aside, so it stays on the table: {problem}</source>
        <translation>Das unfertige Spiel konnte nicht beiseitegelegt werden, darum bleibt es auf dem Tisch: {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <source>The widow is turned face up for everyone to see, and the bidder takes it into its hand.</source>
        <translation>Der Stock wird für alle sichtbar aufgedeckt, und der Spielmacher nimmt ihn auf.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>The widow: {cards}. Take it into your hand, then name trump.</source>
        <translation>Der Stock: {cards}. Nimm ihn auf und bestimme dann Trumpf.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>The winner of a trick may lay out one meld, with at least one card from the hand. Melded cards lie face up in front of their player, still part of the hand, and may be played from the table.</source>
        <translation>Wer einen Stich gewinnt, darf eine Meldung auslegen, mit mindestens einer Karte aus der Hand. Gemeldete Karten liegen offen vor ihrem Spieler, gehören weiter zur Hand und dürfen vom Tisch gespielt werden.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>The {card} has already scored in this kind of meld: it may meld again only in another kind, or in a higher meld of the same kind.</source>
        <translation>Die {card} hat in dieser Art Meldung schon gezählt: Sie darf nur in einer anderen Art oder in einer höheren Meldung derselben Art wieder melden.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>The {card} is shown in your meld: it may not be buried.</source>
        <translation>{card} gehört zu deiner Meldung: diese Karte darf nicht gedrückt werden.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>Them</source>
        <translation>Ihr</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>Then the winner draws the top card of the stock and the loser the next; the winner leads. After the 12th trick the winner (who may still meld) takes the last card of the stock, shown to both, and the loser takes the turned-up trump.</source>
        <translation>Dann zieht der Gewinner die oberste Karte des Talons und der Verlierer die nächste; der Gewinner spielt aus. Nach dem 12. Stich nimmt der Gewinner (der noch melden darf) die letzte Karte des Talons und zeigt sie beiden, der Verlierer nimmt den aufgedeckten Trumpf.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>There is no auction: the card turned up after the deal names trump, and the non-dealer leads.</source>
        <translation>Es gibt kein Reizen: Die nach dem Geben aufgedeckte Karte bestimmt Trumpf, und der Nicht-Geber spielt aus.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>These hands cannot be kept under {name}:</source>
        <translation>Diese Runden gehen nach {name} nicht:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>These rules cannot be played yet: fix the options marked in red first.</source>
        <translation>Mit diesen Regeln kann noch nicht gespielt werden: korrigiere zuerst die rot markierten Optionen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>These rules cannot be played yet: see the %n problem(s) shown in red.</source>
        <translation>
            <numerusform>Mit diesen Regeln kann noch nicht gespielt werden: siehe das rot angezeigte Problem.</numerusform>
            <numerusform>Mit diesen Regeln kann noch nicht gespielt werden: siehe die %n rot angezeigten Probleme.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>They</source>
        <translation>Ihr</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py"/>
        <source>Thinking about a hint…</source>
        <translation>Suche einen Tipp…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>This file could not be found. It may have been moved, renamed or deleted.</source>
        <translation>Diese Datei wurde nicht gefunden. Sie wurde vielleicht verschoben, umbenannt oder gelöscht.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>This file could not be read. You may not be allowed to open it, or the disk may have a problem.</source>
        <translation>Diese Datei konnte nicht gelesen werden. Vielleicht darfst du sie nicht öffnen, oder der Datenträger hat ein Problem.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>This file is not a saved Pinochle game. It may be damaged, or made by another program.</source>
        <translation>Diese Datei ist keine gespeicherte Pinochle-Partie. Sie ist vielleicht beschädigt oder stammt von einem anderen Programm.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>This game was saved by a newer version of Pinochle Desktop, which this version cannot open. Install the newer version to go on with it.</source>
        <translation>Dieses Spiel wurde von einer neueren Version von Pinochle Desktop gespeichert, die diese Version nicht öffnen kann. Installiere die neuere Version, um es weiterzuspielen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>This hand</source>
        <translation>Diese Runde</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>This hand was not played.</source>
        <translation>Diese Runde wurde nicht gespielt.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>This is a folder, not a saved Pinochle game. Choose a file ending in .pinochle.</source>
        <translation>Das ist ein Ordner, keine gespeicherte Pinochle-Partie. Wähle eine Datei, die auf .pinochle endet.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_lock.py"/>
        <source>This sheet is not kept after every change, so the sheet in the other window stays safe. To keep this one, save it (Sheet → Save).</source>
        <translation>Diese Liste wird nicht nach jeder Änderung gesichert, damit die Liste im anderen Fenster erhalten bleibt. Um diese zu behalten, speichere sie (Liste → Speichern).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>This window does not autosave, so the game in the other window stays safe. An unfinished game in this window is put aside in the saves folder when it closes (Game → Open brings it back).</source>
        <translation>Dieses Fenster sichert nicht automatisch, damit das Spiel im anderen Fenster erhalten bleibt. Ein unfertiges Spiel in diesem Fenster wird beim Schließen im Ordner der gespeicherten Spiele beiseitegelegt (Spiel → Öffnen holt es zurück).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Those cards are not a meld.</source>
        <translation>Diese Karten sind keine Meldung.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>Three players each for themself: 15 cards each and a widow of 3 for the bidder, who buries 3; bid from 300 by 10, game to 1500</source>
        <translation>Drei Spieler, jeder für sich: je 15 Karten und ein Stock von 3 für den Spielmacher, der 3 drückt; Reizen ab 300 in Zehnern, Spiel bis 1500</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <source>Three players, each for themself. {hand} cards each, and {widow} face down in the middle: the widow.</source>
        <translation>Drei Spieler, jeder für sich. Je {hand} Karten und {widow} verdeckt in der Mitte: der Stock.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Three players: 15 cards each and a widow of 3 for the bidder, who buries 3</source>
        <translation>Drei Spieler: je 15 Karten und ein Stock von 3 für den Spielmacher, der 3 drückt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Three, each for themself</source>
        <translation>Drei, jeder für sich</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>Three-handed</source>
        <translation>Zu dritt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/about_dialog.py"/>
        <source>Three-handed cutthroat Pinochle with a widow</source>
        <translation>Pinochle zu dritt, jeder gegen jeden, mit Stock</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Three-handed: the bidder takes the widow of {n} and buries {n} cards, never one shown in meld; the points of the buried cards count for the bidder.</source>
        <translation>Zu dritt: Der Spielmacher nimmt den Stock von {n} Karten auf und drückt {n} Karten, nie eine gemeldete; die Punkte der gedrückten Karten zählen für ihn.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Throw in</source>
        <translation>Abgehen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Throw in (−{bid})</source>
        <translation>Abgehen (−{bid})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>Throw in and lose {bid}?</source>
        <translation>Abgehen und {bid} verlieren?</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Throw in: the bid is out of reach, and playing on only gives the others more points.</source>
        <translation>Geh ab: das Gebot ist nicht mehr zu schaffen, und Weiterspielen bringt nur den Gegnern mehr Punkte.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Throwing in a hand</source>
        <translation>Ein Spiel abgehen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Throwing in is allowed only before the first lead, when the rules allow it.</source>
        <translation>Aufgeben ist nur vor dem ersten Ausspiel erlaubt, wenn die Regeln es zulassen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Thrown in</source>
        <translation>Abgegangen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Thrown in: the bid of {bid} is lost.</source>
        <translation>Aufgegeben: das Gebot von {bid} ist verloren.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>To keep meld, take at least:</source>
        <translation>Für die Meldung mindestens:</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>To score at all, a team must take at least %n trick point(s).</source>
        <translation>
            <numerusform>Um überhaupt etwas zu schreiben, braucht eine Partei in den Stichen mindestens %n Punkt.</numerusform>
            <numerusform>Um überhaupt etwas zu schreiben, braucht eine Partei in den Stichen mindestens %n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>Too many wrong table codes from this computer: try again later.</source>
        <translation>Zu viele falsche Tischcodes von diesem Rechner: Versuch es später noch einmal.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Total</source>
        <translation>Stand</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Total meld: {points}</source>
        <translation>Meldung gesamt: {points}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Totals: {totals}</source>
        <translation>Stand: {totals}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Trick play</source>
        <translation>Stichregeln</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Trick play:</source>
        <translation>Stichregeln:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Trick points</source>
        <translation>Stichpunkte</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Trick points (of {total}):</source>
        <translation>Stichpunkte (von {total}):</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Trick points of both sides add up to {total}.</source>
        <translation>Die Stichpunkte beider Parteien ergeben zusammen {total}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>Trick {n} of {total}</source>
        <translation>Stich {n} von {total}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/score_sheet_dialog.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Triple aces</source>
        <translation>Zwölf Asse</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Triple jacks</source>
        <translation>Zwölf Buben</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Triple kings</source>
        <translation>Zwölf Könige</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Triple pinochle</source>
        <translation>Dreifach-Pinochle</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Triple queens</source>
        <translation>Zwölf Damen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Triple run</source>
        <translation>Dreifache Familie</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/score_sheet_dialog.py"/>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Trump and passing</source>
        <translation>Trumpf und Weitergeben</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Trump must be a suit in which the bidder holds a marriage; without one the bidders lose the bid and {forfeit}.</source>
        <translation>Trumpf muss eine Farbe sein, in der der Spielmacher ein Paar hat; ohne Paar verliert die Spielpartei ihr Gebot und {forfeit}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Trump must be a suit in which you hold a marriage ({king} and {queen}).</source>
        <translation>Trumpf muss eine Farbe sein, in der du ein Paar ({king} und {queen}) hast.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Trump must be a suit in which you hold a marriage.</source>
        <translation>Trumpf muss eine Farbe sein, in der du ein Paar hast.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Trump needs a marriage in that suit</source>
        <translation>Trumpf nur in einer Farbe mit Paar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Trump:</source>
        <translation>Trumpf:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Trump: {suit}</source>
        <translation>Trumpf: {suit}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Turned-up dix: {points} to the dealer</source>
        <translation>Aufgedeckter Dix: {points} für den Geber</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Two colours</source>
        <translation>Zwei Farben</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>Two players, a single deck of 48 cards. Each gets 12; the next card is turned up and its suit is trump; the other 23 cards are the stock, face down. A turned-up dix (9 of trump) scores 10 for the dealer. The deal alternates.</source>
        <translation>Zwei Spieler, ein einfaches Blatt mit 48 Karten. Jeder bekommt 12; die nächste Karte wird aufgedeckt und ihre Farbe ist Trumpf; die übrigen 23 Karten sind der Talon, verdeckt. Ein aufgedeckter Dis (Trumpf-Neun) zählt 10 für den Geber. Es wird abwechselnd gegeben.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Two, trump turned up</source>
        <translation>Zwei, Trumpf aufgedeckt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>Two-handed</source>
        <translation>Zu zweit</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/about_dialog.py"/>
        <source>Two-handed Pinochle: the draw game, with a stock and meld after each trick won</source>
        <translation>Pinochle zu zweit: mit Talon und Meldung nach jedem gewonnenen Stich</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Two-handed: after winning a trick a player may make one meld, laying its cards face up; at least one card must come from the hand. A melded card may meld again only in another class, or in a higher meld of the same class (a royal marriage first, then the run).</source>
        <translation>Zu zweit: Wer einen Stich gewinnt, darf eine Meldung machen und ihre Karten offen auslegen; mindestens eine Karte muss aus der Hand kommen. Eine gemeldete Karte zählt wieder nur in einer anderen Klasse oder in einer höheren Meldung derselben Klasse (erst das Trumpfpaar, dann die Familie).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Type a hand, e.g. AH 10H KH QH JH QS JD, and press Enter</source>
        <translation>Hand eintippen, z. B. AH 10H KH QH JH QS JD, dann Eingabe drücken</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>Type a name for these rules first.</source>
        <translation>Gib diesen Regeln zuerst einen Namen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>Undo (Ctrl+Z) takes it back.</source>
        <translation>Rückgängig (Strg+Z) nimmt es zurück.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>Undo changes</source>
        <translation>Änderungen verwerfen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>Unfinished game</source>
        <translation>Unfertiges Spiel</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>Unterminated string starting at</source>
        <translation>nicht abgeschlossener Text, beginnend</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>Us</source>
        <translation>Wir</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Waiting for the host…</source>
        <translation>Warten auf den Gastgeber…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>We</source>
        <translation>Wir</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/i18n.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>West leads the {ah} and you hold {kh} and {jh}: you cannot beat it, so either heart will do.</source>
        <translation>West spielt das {ah} aus, du hast {kh} und {jh}: Du kannst es nicht schlagen, also geht jedes Herz.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>West leads the {qh} and you hold no hearts but the {js} and {as}: you must trump; after East's {ts} you must play the {as} to beat it.</source>
        <translation>West spielt {qh} aus, und du hast kein Herz, aber {js} und {as}: Du musst stechen; nach {ts} von Ost musst du {as} spielen, um ihn zu übertreffen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>West leads the {qh} and you hold no hearts but the {js} and {as}: you must trump; after North's {ts} you must play the {as} to beat it.</source>
        <translation>West spielt die {qh} aus, du hast kein Herz, aber {js} und {as}: Du musst trumpfen; nach Nords {ts} musst du das {as} spielen, um sie zu schlagen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>West leads the {qh} and you hold no hearts: play any card; you need not trump.</source>
        <translation>West spielt die {qh} aus und du hast kein Herz: Spiel eine beliebige Karte; du musst nicht trumpfen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>West leads the {qh} and you hold {kh} and {jh}: follow with either heart; you need not beat it.</source>
        <translation>West spielt die {qh} aus, du hast {kh} und {jh}: Bediene mit einem der beiden Herz; du musst nicht überstechen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>West leads the {qh} and you hold {kh} and {jh}: you must play the {kh}, because it beats the {qh}.</source>
        <translation>West spielt die {qh} aus, du hast {kh} und {jh}: Du musst den {kh} spielen, weil er die {qh} sticht.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>West leads the {qh}, East trumps with the {ts}, and you hold hearts: any heart will do, since no heart can win a trumped trick.</source>
        <translation>West spielt {qh} aus, Ost sticht mit {ts}, und du hast Herz: Jedes Herz geht, denn kein Herz gewinnt einen gestochenen Stich.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>West leads the {qh}, North trumps with the {ts}, and you hold hearts: any heart will do, since no heart can win a trumped trick.</source>
        <translation>West spielt die {qh} aus, Nord trumpft mit der {ts}, und du hast Herz: Jedes Herz geht, denn kein Herz gewinnt einen getrumpften Stich.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>West leads the {qs} (trump) and you hold {ks} and {js}: you must play the {ks}, because trump was led.</source>
        <translation>West spielt die {qs} (Trumpf) aus, du hast {ks} und {js}: Du musst den {ks} spielen, weil Trumpf ausgespielt wurde.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>What would the expert do now?</source>
        <translation>Was würde der Experte jetzt tun?</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/score_drawer.py"/>
        <source>What would the expert do now? (H)</source>
        <translation>Was würde der Experte jetzt tun? (H)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>What your hand is likely worth with each trump suit</source>
        <translation>Was dein Blatt mit jeder Trumpffarbe wahrscheinlich wert ist</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>What your partner’s calls and cards mean</source>
        <translation>Was die Ansagen und Karten deines Partners bedeuten</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>When only one of your cards may be played, it is played for you</source>
        <translation>Ist nur eine deiner Karten erlaubt, wird sie für dich gespielt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>When the bidders' meld plus every trick point cannot reach the bid</source>
        <translation>Wenn Meldung und alle Stichpunkte das Gebot nicht erreichen können</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/keyboard_help.py"/>
        <source>Where the keyboard is: on the panel's main button when the panel asks something (your bid, trump, the widow, a meld, Play, Next hand, New game); on your cards when you choose cards (your lead or play, Lead or concede, the cards to pass or bury).</source>
        <translation>Wo die Tastatur ist: auf der Hauptschaltfläche der Tafel, wenn die Tafel etwas fragt (dein Gebot, Trumpf, der Stock, eine Meldung, Spielen, Nächstes Spiel, Neues Spiel); auf deinen Karten, wenn du Karten wählst (Ausspielen oder Zugeben, Ausspielen oder aufgeben, die Karten zum Weitergeben oder Drücken).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>Where these rules are silent the game follows Hoyle's two-hand rules, as Pagat's two-hand page gives them: one dix a trick, besides the meld; a dix may be exchanged while the turned-up trump is there and is not a dix itself; a double meld (double pinochle, 1000 aces, double run) built on a single one already melded scores as a higher meld of its class.</source>
        <translation>Wo diese Regeln schweigen, folgt das Spiel den Zweier-Regeln von Hoyle, wie Pagats Seite sie wiedergibt: ein Dis pro Stich, zusätzlich zur Meldung; ein Dis darf getauscht werden, solange der aufgedeckte Trumpf da ist und selbst kein Dis ist; eine doppelte Meldung (doppelter Binokel, 1000 Asse, doppelte Familie), auf einer schon gemeldeten einfachen aufgebaut, zählt als höhere Meldung ihrer Klasse.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>While the stock lasts</source>
        <translation>Solange der Talon reicht</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Who plays {seat}</source>
        <translation>Wer auf {seat} spielt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Why each side scored what it did</source>
        <translation>Warum jede Partei so viel schreibt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>Widow: {cards}.</source>
        <translation>Stock: {cards}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Win the trump lead with the {card}: it takes the trick as surely, and your trump ace stays in your hand.</source>
        <translation>Stich das Trumpfausspiel mit {card}: Die Karte gewinnt den Stich genauso sicher, und dein Trumpf-Ass bleibt dir.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/i18n.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>You are out of the suit led: you must play a trump ({suit}).</source>
        <translation>Du hast die ausgespielte Farbe nicht: du musst trumpfen ({suit}).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>You bid {bid}</source>
        <translation>Du spielst {bid}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>You bid {bid}: {outcome}</source>
        <translation>Du hast {bid} gespielt: {outcome}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>You buried {cards}.</source>
        <translation>Du hast {cards} gedrückt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>You bury %n card(s)</source>
        <translation>
            <numerusform>Du drückst %n Karte</numerusform>
            <numerusform>Du drückst %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>You cannot declare yourself out now.</source>
        <translation>Du kannst dich jetzt nicht ausmelden.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>You cannot win this trick: give away the {card}, your cheapest card.</source>
        <translation>Diesen Stich bekommst du nicht: gib {card} ab, deine billigste Karte.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>You declared out</source>
        <translation>Du hast Dich ausgemeldet</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/person_input.py"/>
        <source>You have chosen %n card(s) already: click one to put it back.</source>
        <translation>
            <numerusform>Du hast schon %n Karte gewählt: klicke sie an, um sie zurückzulegen.</numerusform>
            <numerusform>Du hast schon %n Karten gewählt: klicke eine an, um sie zurückzulegen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>You hold no dix (9 of trump) that may still score.</source>
        <translation>Du hast keinen Dis (Trumpf-Neun), der noch zählen darf.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>You joined this seat from another window.</source>
        <translation>Du hast diesen Platz von einem anderen Fenster aus eingenommen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>You may “pass with help” to tell your partner you hold meld for them.</source>
        <translation>Mit „Passe mit Hilfe“ zeigst du deinem Partner, dass du Meldung für ihn hast.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>You must beat the {card} if you can.</source>
        <translation>Du musst {card} überstechen, wenn du kannst.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>You must follow suit: play a card of {suit}.</source>
        <translation>Du musst Farbe bedienen: spiel {suit}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>You take the trick</source>
        <translation>Du bekommst den Stich</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>You take the widow</source>
        <translation>Du nimmst den Stock</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>You win {x} to {y}.</source>
        <translation>Du gewinnst {x} zu {y}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>You won the bid at {bid}</source>
        <translation>Du hast das Spiel mit {bid}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>You won the trick</source>
        <translation>Du hast den Stich gewonnen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>You won the trick: meld, or draw</source>
        <translation>Stich gewonnen: melden oder ziehen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>You, at this window</source>
        <translation>Du, an diesem Fenster</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Your bid</source>
        <translation>Dein Gebot</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Your bid is out of reach</source>
        <translation>Dein Gebot ist nicht mehr zu schaffen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Your bid won: name trump</source>
        <translation>Dein Gebot gewinnt: sag Trumpf an</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Your bid won: take the widow</source>
        <translation>Dein Gebot gewinnt: Nimm den Stock</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Your cards take every trick left</source>
        <translation>Deine Karten bekommen jeden restlichen Stich</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Your lead</source>
        <translation>Du spielst aus</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Your lead, or throw in</source>
        <translation>Du spielst aus, oder gib auf</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Your name:</source>
        <translation>Dein Name:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Your partner passes you trumps first, always, even when that breaks its own meld; then aces; with spades or diamonds trump the {qs} and {jd}. A pinochle goes whole (both legs) or stays, and a lone nine of another suit never goes.</source>
        <translation>Dein Partner gibt dir zuerst Trümpfe, immer, auch wenn das seine eigene Meldung zerreißt; dann Asse; bei Pik oder Karo als Trumpf {qs} und {jd}. Ein Pinochle geht ganz (beide Hälften) oder bleibt, und eine einzelne Neun einer anderen Farbe geht nie.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Your partner's {ah} is winning and you hold the {th} and {kh}: you must still play a heart that beats the highest heart if you can — here none can, so either heart will do.</source>
        <translation>Das {ah} deines Partners liegt vorn, du hast {th} und {kh}: Du musst trotzdem ein höheres Herz spielen, wenn du kannst – hier geht das nicht, also geht jedes Herz.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Your partner's {winner} is winning: keep your counters, play the {card}.</source>
        <translation>{winner} deines Partners sticht: behalte deine Zählkarten, spiel {card}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Your partner's {winner} is winning: throw a counter, the {card}.</source>
        <translation>{winner} deines Partners sticht: schmier eine Zählkarte, {card}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <source>Your rule sets</source>
        <translation>Deine Regelwerke</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Your settings could not all be used.</source>
        <translation>Deine Einstellungen konnten nicht alle übernommen werden.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Your turn: follow {suit}</source>
        <translation>Du bist dran: bediene {suit}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Your turn: no {suit}, play a trump</source>
        <translation>Du bist dran: kein {suit}, spiel Trumpf</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Your turn: no {suit}, play any card</source>
        <translation>Du bist dran: kein {suit}, spiel eine beliebige Karte</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Your turn: play any card</source>
        <translation>Du bist dran: beliebige Karte</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py"/>
        <source>Your unfinished game is back on the table.</source>
        <translation>Dein angefangenes Spiel liegt wieder auf dem Tisch.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>Your unfinished game was put aside as {file} (Game → Open brings it back).</source>
        <translation>Dein unfertiges Spiel wurde als {file} beiseitegelegt (Spiel → Öffnen holt es zurück).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>a board set needs a minimum meld</source>
        <translation>ein Board-Set braucht eine Mindestmeldung</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>a dix saves only a side that did not bid</source>
        <translation>ein Dis rettet nur eine Partei, die nicht das Spiel hat</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>a double deck needs a double-deck meld table (pagat, run16 or tens)</source>
        <translation>ein Doppelblatt braucht eine Meldetafel für Doppelblatt (pagat, run16 oder tens)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>a group of values</source>
        <translation>eine Gruppe von Werten</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>a hand ends one way only: not played, thrown in or forfeit</source>
        <translation>eine Runde endet nur auf eine Art: nicht gespielt, abgegangen oder ohne Paar verloren</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/statistics.py"/>
        <source>a list of at most {most} games, each a date and won true or false</source>
        <translation>eine Liste von höchstens {most} Spielen, jedes mit Datum und won true oder false</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>a list of {count}</source>
        <translation>eine Liste mit {count} Einträgen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/keeper.py"/>
        <source>a name is 1 to {n} characters</source>
        <translation>ein Name hat 1 bis {n} Zeichen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>a name of 1 to {most} characters</source>
        <translation>ein Name mit 1 bis {most} Zeichen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>a name of your own</source>
        <translation>ein eigener Name</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>a pass with help is a signal to a partner (four players)</source>
        <translation>Passe mit Hilfe ist ein Zeichen an den Partner (vier Spieler)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rule_limits.py"/>
        <source>a rule set needs a name of 1 to {most} characters, without control characters</source>
        <translation>ein Regelsatz braucht einen Namen aus 1 bis {most} Zeichen, ohne Steuerzeichen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/keeper.py"/>
        <source>a sheet holds at most {n} hands</source>
        <translation>eine Liste fasst höchstens {n} Runden</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>a single deck needs the single-deck meld table</source>
        <translation>ein einfaches Blatt braucht die Meldetafel für ein Blatt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>a team at</source>
        <translation>eine Partei bei</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>a text of 1 to {most} characters</source>
        <translation>ein Text mit 1 bis {most} Zeichen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <location filename="../pinochle_desktop/persistence/statistics.py"/>
        <source>a whole number from 0 to {most}</source>
        <translation>eine ganze Zahl von 0 bis {most}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>after</source>
        <translation>nach der</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <source>after trump</source>
        <translation>nach der Trumpfansage</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>after trump is named</source>
        <translation>nach der Trumpfansage</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <source>and scores all it made</source>
        <translation>und schreibt alles, was er gemacht hat</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <source>and scores the bid</source>
        <translation>und schreibt das Gebot</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>and {count} more</source>
        <translation>und {count} weitere</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/locks.py"/>
        <source>another Pinochle window is using it</source>
        <translation>ein anderes Pinochle-Fenster verwendet sie</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>away</source>
        <comment>a person who left</comment>
        <translation>weg</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>before</source>
        <translation>vor der</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <source>before trump</source>
        <translation>vor der Trumpfansage</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>before trump is named</source>
        <translation>vor der Trumpfansage</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>bid cap</source>
        <translation>Höchstgebot</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <source>bid from {bid}</source>
        <translation>Reizen ab {bid}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>bid out of reach</source>
        <translation>Gebot unerreichbar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>bid steps</source>
        <translation>Reizschritte</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/bid_chart.py"/>
        <source>bid {bid}</source>
        <translation>reizen {bid}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>bid {bid} is not on the bid ladder (the rungs next to it are {below} and {above})</source>
        <translation>das Gebot {bid} liegt auf keiner Stufe der Gebotsleiter (die Stufen daneben sind {below} und {above})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>bidder scores the bid</source>
        <translation>Spielmacher schreibt das Gebot</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>bidders keep meld</source>
        <translation>Meldung ohne Stich</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>bids from {bid} ({steps})</source>
        <translation>Gebote ab {bid} ({steps})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>blank score sheet</source>
        <translation>leere Spielliste</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>board set</source>
        <translation>sofort durchgefallen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>both teams at</source>
        <translation>beide Parteien ab</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>by {step} from {start}</source>
        <translation>ab {start} in Schritten von {step}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>cannot be kept under its rules: {problem}</source>
        <translation>kann unter ihren Regeln nicht geführt werden: {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>card values</source>
        <translation>Kartenwerte</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>cards are passed only between partners (four players)</source>
        <translation>Karten werden nur zwischen Partnern geschoben (vier Spieler)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>cards passed</source>
        <translation>weitergegebene Karten</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>cards passed must be 0 to 4</source>
        <translation>es dürfen 0 bis 4 Karten geschoben werden</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/table_speech.py"/>
        <source>chosen to pass</source>
        <translation>zum Weitergeben gewählt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>clubs</source>
        <comment>suit in a sentence</comment>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>computer</source>
        <comment>a computer player plays for a person who is away</comment>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>could not be converted from version {version}</source>
        <translation>konnte nicht von Version {version} umgewandelt werden</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>could not be converted from version {version} ({problem})</source>
        <translation>konnte nicht von Version {version} umgewandelt werden ({problem})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>could not be read ({problem})</source>
        <translation>konnte nicht gelesen werden ({problem})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/atomic.py"/>
        <source>could not create folder {file}: {problem}</source>
        <translation>der Ordner {file} konnte nicht angelegt werden: {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/atomic.py"/>
        <source>could not lock {file}: {problem}</source>
        <translation>{file} konnte nicht gesperrt werden: {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/atomic.py"/>
        <source>could not open the lock file {file}: {problem}</source>
        <translation>die Sperrdatei {file} konnte nicht geöffnet werden: {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/atomic.py"/>
        <source>could not remove {file}: {problem}</source>
        <translation>{file} konnte nicht gelöscht werden: {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/atomic.py"/>
        <source>could not write {file}: {problem}</source>
        <translation>{file} konnte nicht geschrieben werden: {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>counter value</source>
        <translation>Wert der Zählkarten</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>custom_rules: a rule set named {found} was dropped: bad name</source>
        <translation>custom_rules: der Regelsatz namens {found} wurde verworfen: ungültiger Name</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>custom_rules: expected named rule sets, found {found}</source>
        <translation>custom_rules: benannte Regelsätze erwartet, gefunden: {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>custom_rules: only the first {most} rule sets were kept</source>
        <translation>custom_rules: nur die ersten {most} Regelsätze wurden behalten</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>custom_rules: the rule set "{name}" was dropped: {problem}</source>
        <translation>custom_rules: der Regelsatz "{name}" wurde verworfen: {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>deck</source>
        <translation>Blatt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>diamonds</source>
        <comment>suit in a sentence</comment>
        <translation>Karo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>dix scores even so</source>
        <translation>Dis zählt trotzdem</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>does not count: under {n}</source>
        <translation>zählt nicht: unter {n}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>does not exist</source>
        <translation>existiert nicht</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>double</source>
        <translation>doppelt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>each bid step must start above the one before it</source>
        <translation>jeder Gebotsschritt muss über dem vorigen beginnen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>ends the auction at</source>
        <translation>beendet das Reizen bei</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>every bid step must be above zero</source>
        <translation>jeder Gebotsschritt muss über null liegen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>everybody passes</source>
        <translation>alle passen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>expected a set of rule options, found {found}</source>
        <translation>Regeloptionen erwartet, gefunden: {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>first bidder opens</source>
        <translation>Pflichteröffnung</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>forfeit</source>
        <translation>Verlust ohne Paar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>free</source>
        <comment>a seat nobody has taken yet</comment>
        <translation>frei</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_widgets.py"/>
        <source>from</source>
        <translation>ab</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_widgets.py"/>
        <source>from the minimum bid</source>
        <translation>ab dem Mindestgebot</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <source>game at {target}</source>
        <translation>Spiel bei {target}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>game target</source>
        <translation>Spielziel</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>game to {target}</source>
        <translation>Spiel bis {target}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>games of {players} players are not playable yet</source>
        <translation>Spiele mit {players} Spielern sind noch nicht spielbar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>give a figure for each side</source>
        <translation>für jede Partei eine Zahl eintragen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>going out on own bid</source>
        <translation>Ausmachen nur mit eigenem Gebot</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>hand {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>has a bad action record: action {index} is not an action ({found})</source>
        <translation>hat einen fehlerhaften Spielzug: Zug {index} ist kein Spielzug ({found})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>has a bad action record: action {index}: {problem}</source>
        <translation>hat einen fehlerhaften Spielzug: Zug {index}: {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>has an unknown version number {version}</source>
        <translation>hat eine unbekannte Versionsnummer {version}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>has no valid version number (found {found})</source>
        <translation>hat keine gültige Versionsnummer (gefunden: {found})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>has rules this game cannot play: {problem}</source>
        <translation>hat Regeln, die dieses Spiel nicht spielen kann: {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>has version {version}, which this version of Pinochle Desktop cannot convert</source>
        <translation>hat die Version {version}, die diese Version von Pinochle Desktop nicht umwandeln kann</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>has {count} names, but these rules keep a score for {sides} sides</source>
        <translation>hat {count} Namen, aber diese Regeln führen Punkte für {sides} Parteien</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>hearts</source>
        <comment>suit in a sentence</comment>
        <translation>Herz</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>holds {count} hands, more than a sheet can ({most})</source>
        <translation>enthält {count} Runden, mehr als eine Spielliste fassen kann ({most})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>in this game a dix scores as meld: count it in the meld</source>
        <translation>in diesem Spiel zählt der Dis als Meldung: in der Meldung mitzählen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is a folder, not a file</source>
        <translation>ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is a named pipe, not a file</source>
        <translation>ist eine Named Pipe, keine Datei</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is damaged or truncated: it is not valid JSON ({detail} at line {line}, column {column})</source>
        <translation>ist beschädigt oder abgeschnitten: sie enthält kein gültiges JSON ({detail} in Zeile {line}, Spalte {column})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>is damaged: "actions" should be a list of actions, found {found}</source>
        <translation>ist beschädigt: "actions" sollte eine Liste von Spielzügen sein, gefunden: {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>is damaged: "extra" holds over {size} KB</source>
        <translation>ist beschädigt: "extra" enthält über {size} KB</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>is damaged: "extra" should be a group of values, found {found}</source>
        <translation>ist beschädigt: "extra" sollte eine Gruppe von Werten sein, gefunden: {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>is damaged: "hands" should be a list of hands, found {found}</source>
        <translation>ist beschädigt: "hands" sollte eine Liste von Runden sein, gefunden: {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>is damaged: "names" should be a list of names, found {found}</source>
        <translation>ist beschädigt: "names" sollte eine Liste von Namen sein, gefunden: {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>is damaged: "rules" should be a group of rule options, found {found}</source>
        <translation>ist beschädigt: "rules" sollte eine Gruppe von Regeloptionen sein, gefunden: {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>is damaged: "seats" should be a list of {players} seats, found {found}</source>
        <translation>ist beschädigt: "seats" sollte eine Liste von {players} Plätzen sein, gefunden: {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>is damaged: "seed" should be a whole number, found {found}</source>
        <translation>ist beschädigt: "seed" sollte eine ganze Zahl sein, gefunden: {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>is damaged: a side's name has at most {most} characters and no control characters, found {found}</source>
        <translation>ist beschädigt: Der Name einer Partei hat höchstens {most} Zeichen und keine Steuerzeichen, gefunden: {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>is damaged: it has no "{key}" entry</source>
        <translation>ist beschädigt: ihr fehlt der Eintrag "{key}"</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is damaged: it holds NaN or Infinity, which JSON does not allow</source>
        <translation>ist beschädigt: sie enthält NaN oder Infinity, was JSON nicht erlaubt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is damaged: it holds a number too long to read</source>
        <translation>ist beschädigt: sie enthält eine Zahl, die zu lang zum Lesen ist</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is damaged: it holds text that is not valid Unicode</source>
        <translation>ist beschädigt: sie enthält Text, der kein gültiges Unicode ist</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is damaged: it is not UTF-8 text</source>
        <translation>ist beschädigt: sie enthält keinen UTF-8-Text</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is damaged: its JSON is nested too deeply</source>
        <translation>ist beschädigt: ihr JSON ist zu tief verschachtelt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>is damaged: the ending of {where} should be one of {endings}, found {found}</source>
        <translation>ist beschädigt: Der Ausgang von {where} sollte einer von {endings} sein, gefunden: {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>is damaged: the trump of {where} should be a suit, found {found}</source>
        <translation>ist beschädigt: Der Trumpf von {where} sollte eine Farbe sein, gefunden: {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>is damaged: {where} "human" should be true or false, found {found}</source>
        <translation>ist beschädigt: {where} "human" sollte true oder false sein, gefunden: {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>is damaged: {where} "level" should be a text, found {found}</source>
        <translation>ist beschädigt: {where} "level" sollte ein Text sein, gefunden: {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>is damaged: {where} "name" should be a text, found {found}</source>
        <translation>ist beschädigt: {where} "name" sollte ein Text sein, gefunden: {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>is damaged: {where} has an unknown entry "{key}"</source>
        <translation>ist beschädigt: {where} hat einen unbekannten Eintrag "{key}"</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>is damaged: {where} has no "{key}" entry</source>
        <translation>ist beschädigt: {where} fehlt der Eintrag "{key}"</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>is damaged: {where} should be a group of values, found {found}</source>
        <translation>ist beschädigt: {where} sollte eine Gruppe von Werten sein, gefunden: {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>is damaged: {where} should be a list of {sides} whole numbers, found {found}</source>
        <translation>ist beschädigt: {where} sollte eine Liste von {sides} ganzen Zahlen sein, gefunden: {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>is damaged: {where} should be a whole number, found {found}</source>
        <translation>ist beschädigt: {where} sollte eine ganze Zahl sein, gefunden: {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>is damaged: {where}: {problem}</source>
        <translation>ist beschädigt: {where}: {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is empty</source>
        <translation>ist leer</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is not a Pinochle {what} (it has no format name; expected "{expected}")</source>
        <translation>ist keine Pinochle-{what} (sie hat keinen Formatnamen; erwartet: „{expected}“)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is not a Pinochle {what} (it holds {found}, not a JSON object)</source>
        <translation>ist keine Pinochle-{what} (sie enthält {found}, kein JSON-Objekt)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is not a Pinochle {what} (its format is {found}; expected "{expected}")</source>
        <translation>ist keine Pinochle-{what} (ihr Format ist {found}; erwartet: „{expected}“)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>is not a legal game: action {index} could not be replayed ({problem})</source>
        <translation>ist keine regelgerechte Partie: Zug {index} konnte nicht nachgespielt werden ({problem})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>is not a legal game: action {index} is illegal: {problem}</source>
        <translation>ist keine regelgerechte Partie: Zug {index} ist nicht erlaubt: {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is not a regular file (a device or a socket)</source>
        <translation>ist keine normale Datei (ein Gerät oder ein Socket)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is too large (a Pinochle file is at most {most})</source>
        <translation>ist zu groß (eine Pinochle-Datei hat höchstens {most})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is too large ({size}; a Pinochle file is at most {most})</source>
        <translation>ist zu groß ({size}; eine Pinochle-Datei hat höchstens {most})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>it would not open again: the sheet {problem}</source>
        <translation>sie ließe sich nicht wieder öffnen: die Datei {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>last trick</source>
        <translation>letzter Stich</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/table_speech.py"/>
        <source>led by you</source>
        <translation>von Dir ausgespielt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/table_speech.py"/>
        <source>led by {name}</source>
        <translation>ausgespielt von {name}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <source>lose at {score}</source>
        <translation>verloren bei {score}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>losing score</source>
        <translation>Verlustgrenze</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>lost at {n}</source>
        <translation>verloren bei {n}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>made</source>
        <translation>erfüllt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>marriage</source>
        <translation>Paar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>meld by you: {meld}, {points}</source>
        <translation>Deine Meldung: {meld}, {points}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>meld by {name}: {meld}, {points}</source>
        <translation>Meldung von {name}: {meld}, {points}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>meld cannot be negative</source>
        <translation>eine Meldung kann nicht negativ sein</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>meld chart</source>
        <translation>Meldungstafel</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>meld counts from {m}</source>
        <translation>Meldung zählt ab {m}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>meld table</source>
        <translation>Meldetabelle</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>meld {meld} and all {total} trick points cannot reach {bid}: the hand is not played (out of reach)</source>
        <translation>Meldung {meld} und alle {total} Stichpunkte erreichen {bid} nicht: die Runde wird nicht gespielt (unerreichbar)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>meld {m}</source>
        <translation>Meldung {m}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>minimum bid</source>
        <translation>Mindestgebot</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>minimum meld</source>
        <translation>Mindestmeldung</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <source>modern play</source>
        <translation>moderne Stichregeln</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>needs {n}</source>
        <translation>fehlen {n}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/bid_chart.py"/>
        <source>next bid {bid}</source>
        <translation>nächstes Gebot {bid}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>no bidding: the card turned up names trump</source>
        <translation>kein Reizen: die aufgedeckte Karte bestimmt Trumpf</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>no hands can meld exactly {meld} (the nearest totals are {below} and {above})</source>
        <translation>genau {meld} kann keine Partei melden (die nächsten möglichen Summen sind {below} und {above})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>no hands can meld {meld}: the most there can be is {below}</source>
        <translation>{meld} kann keine Partei melden: mehr als {below} ist nicht möglich</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>no meld</source>
        <translation>keine Meldung</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rule_limits.py"/>
        <source>no option may be more than {most} points</source>
        <translation>keine Option darf mehr als {most} Punkte haben</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <source>no passing</source>
        <translation>kein Weitergeben</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>no side can make a bid of {bid}: the most meld a side can have plus every trick point is {most}</source>
        <translation>kein Spieler und keine Partei kann ein Gebot von {bid} erfüllen: die höchste mögliche Meldung plus alle Stichpunkte ergibt {most}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>nobody bids in this game, so every hand is played</source>
        <translation>in diesem Spiel reizt niemand, also wird jede Runde gespielt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>nobody bids in this game: the card turned up names trump</source>
        <translation>in diesem Spiel reizt niemand: die aufgedeckte Karte bestimmt Trumpf</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rule_limits.py"/>
        <source>nobody could ever score, so the game could never end: the minimum meld is more than any team can meld and every hand ends unplayed</source>
        <translation>niemand könnte je Punkte machen, das Spiel würde nie enden: die Mindestmeldung ist höher, als eine Partei melden kann, und jede Runde endet ungespielt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>none named</source>
        <translation>keiner bestimmt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>not noted</source>
        <translation>nicht notiert</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/table_speech.py"/>
        <source>not playable</source>
        <translation>nicht spielbar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>nothing (null)</source>
        <translation>nichts (null)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>one of {choices}</source>
        <translation>einer der Werte {choices}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>only a hand declared out names who declared</source>
        <translation>nur bei einer Ausmeldung wird angegeben, wer sich ausgemeldet hat</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>only in the two-handed game does a player declare out</source>
        <translation>ausmelden kann man sich nur im Spiel zu zweit</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/bid_chart.py"/>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>pass with help</source>
        <translation>Passe mit Hilfe</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/table_speech.py"/>
        <source>passed to you</source>
        <translation>dir weitergegeben</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/table_speech.py"/>
        <source>playable</source>
        <translation>spielbar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/table_speech.py"/>
        <source>played by you</source>
        <translation>von Dir gespielt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/table_speech.py"/>
        <source>played by {name}</source>
        <translation>gespielt von {name}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/statistics.py"/>
        <source>points, cards, trump, date and seat of a meld</source>
        <translation>Punkte, Karten, Trumpf, Datum und Platz einer Meldung</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/statistics.py"/>
        <source>presets: expected statistics by rule set, found {found}</source>
        <translation>presets: Statistiken je Regelsatz erwartet, gefunden: {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/statistics.py"/>
        <source>presets: only the first {most} rule sets were kept</source>
        <translation>presets: nur die ersten {most} Regelsätze wurden behalten</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/statistics.py"/>
        <source>presets: the statistics of a rule set named {found} were dropped: a rule set name has 1 to {most} characters, without control characters</source>
        <translation>presets: die Statistik eines Regelsatzes namens {found} wurde verworfen: Ein Regelsatzname hat 1 bis {most} Zeichen, ohne Steuerzeichen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>quadruple</source>
        <translation>vierfach</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>run and royal marriage</source>
        <translation>Familie und Trumpfpaar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/bid_chart.py"/>
        <source>safe {bid}</source>
        <translation>sicher {bid}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>saved game</source>
        <translation>Spielstandsdatei</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>say which side won the bid</source>
        <translation>angeben, welche Partei das Spiel hat</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>say who declared out</source>
        <translation>angeben, wer sich ausgemeldet hat</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>score sheet</source>
        <translation>Spielliste</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>scores</source>
        <translation>schreibt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>seats: expected a list of {count} seats, found {found}</source>
        <translation>seats: eine Liste von {count} Plätzen erwartet, gefunden: {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <source>set</source>
        <translation>durchgefallen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>settings file</source>
        <translation>Einstellungsdatei</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>single</source>
        <translation>einfach</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>some settings could not be read back ({problems})</source>
        <translation>einige Einstellungen könnten beim nächsten Start nicht gelesen werden ({problems})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/statistics.py"/>
        <source>some statistics could not be read back ({problems})</source>
        <translation>einige Statistiken könnten beim nächsten Start nicht gelesen werden ({problems})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>spades</source>
        <comment>suit in a sentence</comment>
        <translation>Pik</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/statistics.py"/>
        <source>statistics file</source>
        <translation>Statistikdatei</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>the bid cannot be above {cap}, the cap</source>
        <translation>das Gebot kann nicht über der Gebotsgrenze {cap} liegen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>the bid cap is below the minimum bid</source>
        <translation>die Gebotsgrenze liegt unter dem Mindestgebot</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rule_limits.py"/>
        <source>the bid ladder would have over {most} bids: raise the minimum bid or the bid step, or set a bid cap</source>
        <translation>die Gebotsleiter hätte über {most} Gebote: erhöhe das Mindestgebot oder die Schrittweite oder lege ein Höchstgebot fest</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>the bid must be at least {minimum}</source>
        <translation>das Gebot muss mindestens {minimum} betragen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>the bid of {where}</source>
        <translation>das Gebot von {where}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>the bidder may throw in</source>
        <translation>der Spielmacher darf abgehen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>the bidder may throw in (lose the bid; the others score their meld).</source>
        <translation>darf der Spielmacher abgehen (er verliert das Gebot, die Gegner schreiben ihre Meldung).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>the bidder may throw in only when meld {meld} and all {total} trick points cannot reach the bid</source>
        <translation>der Spielmacher darf nur abgehen, wenn Meldung {meld} und alle {total} Stichpunkte das Gebot nicht erreichen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>the bidders of {where}</source>
        <translation>die Spielmacher von {where}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>the bidders' meld is under {minimum}: the hand is not played (board set)</source>
        <translation>die Meldung der Spielpartei liegt unter {minimum}: die Runde wird nicht gespielt (sofort durchgefallen)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>the deck holds {n} dix in trump</source>
        <translation>das Spiel hat nur {n} Dis in Trumpf</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>the dix of {where}</source>
        <translation>die Dis von {where}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>the expert would play {card}</source>
        <translation>der Experte würde {card} spielen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>the game target must be above zero</source>
        <translation>das Spielziel muss über null liegen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>the hand is not played</source>
        <translation>die Runde wird nicht gespielt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>the hand is not played: the bidders lose the bid, the others score their meld.</source>
        <translation>wird die Runde nicht gespielt: die Spielpartei verliert das Gebot, die Gegner schreiben ihre Meldung.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>the hand is played</source>
        <translation>die Runde wird gespielt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>the hand is played anyway.</source>
        <translation>wird die Runde trotzdem gespielt.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>the hand was not played, so there was nothing to throw in</source>
        <translation>die Runde wurde nicht gespielt, also gab es nichts zum Abgehen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>the hand was not played: leave out the trick points</source>
        <translation>die Runde wurde nicht gespielt: keine Stichpunkte eintragen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>the hand was not played: the dix counts in the meld</source>
        <translation>die Runde wurde nicht gespielt: der Dis zählt in der Meldung</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>the hand was played: give every side's trick points</source>
        <translation>die Runde wurde gespielt: die Stichpunkte jeder Partei eintragen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>the losing score must be below zero</source>
        <translation>der Verluststand muss unter null liegen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>the meld of {where}</source>
        <translation>die Meldungen von {where}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rule_limits.py"/>
        <source>the minimum bid is more than any team could ever make ({most}: all meld and trick points)</source>
        <translation>das Mindestgebot ist höher, als eine Partei je erreichen kann ({most}: alle Meldungen und Stichpunkte)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>the minimum bid must be above zero</source>
        <translation>das Mindestgebot muss über null liegen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>the minimum meld cannot be negative</source>
        <translation>die Mindestmeldung darf nicht negativ sein</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>the other team scores its meld</source>
        <translation>die Gegner schreiben ihre Meldung</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>the other team scores nothing</source>
        <translation>die Gegner schreiben nichts</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>the others score nothing</source>
        <translation>die Gegner schreiben nichts</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>the others score their meld</source>
        <translation>die Gegner schreiben ihre Meldung</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>the score from which a team goes out only on its own bid must be above zero</source>
        <translation>der Stand, ab dem ein Team nur mit eigenem Spiel ausgehen kann, muss über null liegen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>the trick points of {where}</source>
        <translation>die Stichpunkte von {where}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>the trick points taken before declaring out cannot be negative or more than {total} in all, not {a} + {b} = {sum}</source>
        <translation>die Stichpunkte bis zur Ausmeldung können nicht negativ oder zusammen mehr als {total} sein, nicht {a} + {b} = {sum}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/keeper.py"/>
        <source>these rules keep a score for {n} players</source>
        <translation>nach diesen Regeln schreiben {n} Spieler</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/keeper.py"/>
        <source>these rules keep a score for {n} sides</source>
        <translation>nach diesen Regeln schreiben {n} Parteien</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>thinking…</source>
        <translation>überlegt…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/keeper.py"/>
        <source>this sheet keeps {n} scores and these rules keep {m}: start a new sheet for them</source>
        <translation>diese Liste führt {n} Stände und diese Regeln {m}: dafür eine neue Liste beginnen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>throw-in</source>
        <translation>Abgehen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>to {cap}</source>
        <translation>bis {cap}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>trick play</source>
        <translation>Stichregeln</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>trick point values must be positive</source>
        <translation>die Stichpunktwerte müssen positiv sein</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>trick points must add up to {total}, not {a} + {b} + {c} = {sum}</source>
        <translation>die Stichpunkte müssen zusammen {total} ergeben, nicht {a} + {b} + {c} = {sum}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>trick points must add up to {total}, not {a} + {b} = {sum}</source>
        <translation>die Stichpunkte müssen zusammen {total} ergeben, nicht {a} + {b} = {sum}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>trick points needed to keep meld must be between 0 and the trick total</source>
        <translation>die Stichpunkte, um die Meldung zu behalten, müssen zwischen 0 und der Stichsumme liegen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>trick points to keep meld</source>
        <translation>Stichpunkte, um die Meldung zu behalten</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>tricks {t}</source>
        <translation>Stiche {t}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>triple</source>
        <translation>dreifach</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>trump needs a marriage</source>
        <translation>Trumpf nur mit Paar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>two players play with a single deck</source>
        <translation>zwei Spieler spielen mit einem einfachen Blatt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>under these rules a dix does not score without trick points</source>
        <translation>nach diesen Regeln zählt ein Dis ohne Stichpunkte nicht</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>under these rules every hand is played (or thrown in)</source>
        <translation>nach diesen Regeln wird jede Runde gespielt (oder abgegangen)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>under these rules nobody declares out: every hand is played to the end</source>
        <translation>nach diesen Regeln meldet sich niemand aus: jede Runde wird zu Ende gespielt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>under these rules the bidder may not throw in</source>
        <translation>nach diesen Regeln darf der Spielmacher nicht abgehen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>under these rules trump needs no marriage, so nobody forfeits</source>
        <translation>nach diesen Regeln braucht Trumpf kein Paar, also verliert niemand deswegen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>was written by a newer version of Pinochle Desktop ({what} version {version}; this version reads up to {most})</source>
        <translation>wurde von einer neueren Version von Pinochle Desktop geschrieben ({what}, Version {version}; diese Version liest bis Version {most})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>when cards are passed</source>
        <translation>wann Karten weitergegeben werden</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>who declared out in {where}</source>
        <translation>wer in {where} ausgemacht hat</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>window_geometry: expected base64 text, found {found}</source>
        <translation>window_geometry: Base64-Text erwartet, gefunden: {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>with meld {meld} the bid of {bid} is within reach: the hand is played</source>
        <translation>mit Meldung {meld} ist das Gebot von {bid} erreichbar: die Runde wird gespielt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>won by you, {points} points</source>
        <translation>geht an Dich, zählt {points}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>won by {name}, {points} points</source>
        <translation>geht an {name}, zählt {points}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>{a} &amp; {b} win {x} to {y}.</source>
        <translation>{a} und {b} gewinnen {x} zu {y}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/card_picker.py"/>
        <source>{card}: {taken} of {copies} in the hand. Click to add one, right-click to take one away.</source>
        <translation>{card}: {taken} von {copies} auf der Hand. Klicken nimmt eine dazu, Rechtsklick legt eine zurück.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>{file}[*] — Pinochle</source>
        <translation>{file}[*] — Pinochle</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <location filename="../pinochle_desktop/persistence/statistics.py"/>
        <source>{key}: unknown entry, ignored</source>
        <translation>{key}: unbekannter Eintrag, ignoriert</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>{loser} fell to {lose_at} or below and lost the game: {winner} won.</source>
        <translation>{loser} ist auf {lose_at} oder darunter gefallen und hat verloren: {winner} hat gewonnen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>{meld}: {points}</source>
        <translation>{meld}: {points}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>{name} (away)</source>
        <translation>{name} (weg)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>{name} (computer)</source>
        <translation>{name} (Computer)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>{name} (customised)</source>
        <translation>{name} (angepasst)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>{name} (free)</source>
        <comment>a seat nobody has taken yet</comment>
        <translation>{name} (frei)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/rules_choice.py"/>
        <source>{name} (from the sheet)</source>
        <translation>{name} (aus der Liste)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/rules_choice.py"/>
        <source>{name} (saved)</source>
        <translation>{name} (gespeichert)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>{name} bid {bid}</source>
        <translation>{name} spielt {bid}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>{name} bid {bid}: {outcome}</source>
        <translation>{name} mit {bid}: {outcome}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>{name} buried {cards}.</source>
        <translation>{name} hat {cards} gedrückt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>{name} buries %n card(s)</source>
        <translation>
            <numerusform>{name} drückt %n Karte</numerusform>
            <numerusform>{name} drückt %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>{name} declared out</source>
        <translation>{name} hat sich ausgemeldet</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>{name} is back at the table.</source>
        <translation>{name} ist zurück am Tisch.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>{name} is thinking…</source>
        <translation>{name} überlegt…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>{name} takes the trick</source>
        <translation>{name} bekommt den Stich</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>{name} takes the widow</source>
        <translation>{name} nimmt den Stock</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>{name} to bid</source>
        <translation>{name} ist dran: reizen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>{name} to bury</source>
        <translation>{name} ist dran: drücken</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>{name} to meld</source>
        <translation>{name} ist dran: melden</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>{name} to name trump</source>
        <translation>{name} ist dran: Trumpf ansagen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>{name} to pass cards</source>
        <translation>{name} ist dran: Karten weitergeben</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>{name} to play</source>
        <translation>{name} ist dran</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>{name} to take the widow</source>
        <translation>{name} ist dran: den Stock nehmen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>{name} wins {x} to {y}.</source>
        <translation>{name} gewinnt {x} zu {y}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>{name} {meld}</source>
        <translation>{name} {meld}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/table_speech.py"/>
        <source>{name}: {card}</source>
        <translation>{name}: {card}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <source>{name}: {made} made, {set} set</source>
        <translation>{name}: {made} erfüllt, {set} durchgefallen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>{name}: {total}</source>
        <translation>{name}: {total}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <source>{n} cards</source>
        <translation>{n} Karten</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>{n} cards (a hand is {size})</source>
        <translation>{n} Karten (eine Hand hat {size})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>{n} cards (a hand is {size}, the bidder's {bidder} with the widow)</source>
        <translation>{n} Karten (eine Hand hat {size}, die des Spielmachers mit dem Stock {bidder})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <source>{n} cards passed {when}</source>
        <translation>{when} {n} Karten weitergeben</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>{n} dix are worth {points}, more than the others' meld of {meld}</source>
        <translation>{n} Dis sind {points} wert, mehr als die Meldung der Gegenpartei von {meld}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>{percent} %</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>{points} points</source>
        <translation>{points} Punkte</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>{rank} of {suit}</source>
        <comment>a card in words</comment>
        <translation>{suit}-{rank}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>{side} declared out with {score}, at least {target}: {side} won the game.</source>
        <translation>{side} hat sich mit {score} ausgemeldet, mindestens {target}: {side} hat das Spiel gewonnen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>{side} declared out with {score}, short of {target}: {side} lost the game and {winner} won.</source>
        <translation>{side} hat sich mit {score} ausgemeldet, unter {target}: {side} hat das Spiel verloren und {winner} gewonnen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>{side} reached {score}, but once both teams have {limit} or more only the bidders can go out: play on.</source>
        <translation>{side} hat {score} erreicht, aber haben beide Parteien {limit} oder mehr, macht nur die Spielpartei aus: weiterspielen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>{side}: %n point(s)</source>
        <translation>
            <numerusform>{side}: %n Punkt</numerusform>
            <numerusform>{side}: %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>{side}: {m} meld</source>
        <translation>{side}: {m} gemeldet</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>{total} trick points a hand</source>
        <translation>{total} Stichpunkte je Runde</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>{total} trick points in a hand</source>
        <translation>{total} Stichpunkte pro Runde</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>{tricks} trick points taken, under the {keep} needed: set, the bid of {bid} is lost whatever the meld.</source>
        <translation>{tricks} Stichpunkte, weniger als die nötigen {keep}: durchgefallen, das Gebot von {bid} ist verloren, was immer gemeldet wurde.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>{tricks} trick points taken, under the {keep} needed: the meld of {meld} is lost too, nothing scored.</source>
        <translation>{tricks} Stichpunkte, weniger als die nötigen {keep}: auch die Meldung von {meld} ist verloren, nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>{where}.{key}: expected {expected}, found {found}</source>
        <translation>{where}.{key}: erwartet {expected}, gefunden: {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>{where}.{key}: unknown setting, ignored</source>
        <translation>{where}.{key}: unbekannte Einstellung, ignoriert</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>{where}: expected a group of values, found {found}</source>
        <translation>{where}: eine Gruppe von Werten erwartet, gefunden: {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>{winner} reached {target} and won the game.</source>
        <translation>{winner} hat {target} erreicht und das Spiel gewonnen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>{winner} won the bid and reached {target}: once both teams have {limit} or more, a team goes out only on its own bid. {winner} won the game.</source>
        <translation>{winner} hatte das Spiel und hat {target} erreicht: haben beide Parteien {limit} oder mehr, macht eine Partei nur mit eigenem Gebot aus. {winner} hat das Spiel gewonnen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <source>{won} of {games} games won</source>
        <translation>{won} von {games} Spielen gewonnen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <source>{won} of {games} won ({rate}%)</source>
        <translation>{won} von {games} gewonnen ({rate} %)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>“Pass with help” means meld of the passer’s own hand to add to yours (a pinochle, a marriage and a dix, or more), never just hopes from your bid.</source>
        <translation>„Passe mit Hilfe“ heißt: Meldung auf der eigenen Hand, die zu deiner dazukommt (ein Pinochle, ein Paar und der Dis oder mehr), nie nur Hoffnung auf dein Gebot hin.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>“{name}” is the name of a preset: choose another name.</source>
        <translation>„{name}“ ist der Name einer Vorgabe: wähle einen anderen Namen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>“{token}” is not a card: write the rank (A, 10, K, Q, J, 9) and then the suit (S, H, D, C), e.g. QS or 10H.</source>
        <translation>„{token}“ ist keine Karte: erst den Wert (A, 10, K, Q, J, 9), dann die Farbe (S, H, D, C), z. B. QS oder 10H.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/keyboard_help.py"/>
        <source>← → (Home, End) move between your cards; Enter plays the card. Space (or Enter) takes a card to pass, bury or meld, or puts it back; once all are chosen, Enter passes or buries them, and the panel says so.</source>
        <translation>← → (Pos1, Ende) wechseln zwischen deinen Karten; Enter spielt die Karte. Die Leertaste (oder Enter) nimmt eine Karte zum Weitergeben, Drücken oder Melden oder legt sie zurück; sind alle gewählt, gibt Enter sie weiter oder drückt sie, und die Tafel sagt es.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>◀ Previous</source>
        <translation>◀ Zurück</translation>
    </message>
</context>
</TS>
