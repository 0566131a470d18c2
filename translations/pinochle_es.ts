<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES" sourcelanguage="en">
<context>
    <name>Pinochle</name>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source> (not counted)</source>
        <translation> (no cuentan)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source> (stuck)</source>
        <translation> (obligado)</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>%n card(s) buried</source>
        <translation>
            <numerusform>%n carta enterrada</numerusform>
            <numerusform>%n cartas enterradas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>%n counter(s)</source>
        <translation>
            <numerusform>%n carta de puntos</numerusform>
            <numerusform>%n cartas de puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n baza</numerusform>
            <numerusform>%n bazas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;About Pinochle</source>
        <translation>&amp;Acerca de Pinochle</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>&amp;Add hand</source>
        <translation>&amp;Anotar mano</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>&amp;Close</source>
        <translation>Ce&amp;rrar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Four-colour deck</source>
        <translation>Baraja de &amp;cuatro colores</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Hint</source>
        <translation>&amp;Consejo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Join a table…</source>
        <translation>&amp;Unirse a una mesa…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Last trick</source>
        <translation>Ú&amp;ltima baza</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>&amp;Meld</source>
        <translation>&amp;Cantes</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Meld calculator…</source>
        <translation>&amp;Calculadora de cantes…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Mute sounds</source>
        <translation>&amp;Silenciar sonidos</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;New game</source>
        <translation>Partida &amp;nueva</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>&amp;New sheet</source>
        <translation>Hoja &amp;nueva</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>&amp;Print the meld chart…</source>
        <translation>&amp;Imprimir la tabla de cantes…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>&amp;Remove hand</source>
        <translation>&amp;Quitar mano</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Settings</source>
        <translation>&amp;Configuración</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>&amp;Sheet</source>
        <translation>&amp;Hoja</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Tools</source>
        <translation>&amp;Herramientas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>(buried {b})</source>
        <translation>(enterradas {b})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>(by {n})</source>
        <translation>(sobraron {n})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>(played after the game was already won)</source>
        <translation>(jugada cuando la partida ya estaba ganada)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>(short by {n})</source>
        <translation>(faltaron {n})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>, lose at {score}</source>
        <translation>, se pierde con {score}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>2 players, 12 cards each, trump turned up, meld after each trick won while the stock lasts, game to 1000</source>
        <translation>2 jugadores, 12 cartas cada uno, triunfo descubierto, cantes tras cada baza ganada mientras quede mazo, partida a 1000</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>48 cards, 0/2/4 cards passed (minimum bid 150/200/250), dix saves itself, game to 1500</source>
        <translation>48 cartas, 0/2/4 cartas pasadas (puja mínima 150/200/250), el dix cuenta igualmente, partida a 1500</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>48 cards, bid from 250 by 10, 4 cards passed after trump, pass with help, game to 1500</source>
        <translation>48 cartas, pujas desde 250 de 10 en 10, 4 cartas pasadas tras el triunfo, paso con ayuda, partida a 1500</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>80 cards scored in tens, 0/2/4 cards passed (minimum bid 300/400/500), game to 5000</source>
        <translation>80 cartas con puntos en decenas, 0/2/4 cartas pasadas (puja mínima 300/400/500), partida a 5000</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>80 cards, bid 50 to 250, trump needs a marriage, rule of 20, no passing, game to 500, lose at -1000</source>
        <translation>80 cartas, pujas de 50 a 250, el triunfo necesita matrimonio, regla del 20, sin pasar cartas, partida a 500, se pierde en -1000</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>80 cards, run is 16, bid from 50 with no cap, rule of 20; once both teams have 400, only the bidders go out</source>
        <translation>80 cartas, la escalera vale 16, pujas desde 50 sin tope, regla del 20; cuando ambas parejas tienen 400, solo los declarantes pueden cerrar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>&lt;b&gt;{name}&lt;/b&gt; as it is. Change any option below.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; tal cual. Cambia cualquier opción aquí debajo.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>&lt;b&gt;{name}&lt;/b&gt; with {options}.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; con {options}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>&lt;b&gt;{name}&lt;/b&gt;, changed: {options}.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;, con cambios: {options}.</translation>
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
        <translation>Un botón Consejo (y la tecla H) muestra qué haría el experto y por qué</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>A bid says that your partner’s hand, with the help it expects from you, is worth at least the bid.</source>
        <translation>Una puja dice que la mano de tu compañero, con la ayuda que espera de ti, vale al menos lo pujado.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>A bidder who concedes before the first lead loses the bid; the others score their meld.</source>
        <translation>El declarante que se rinde antes de la primera salida pierde la puja; los demás se anotan sus cantes.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>A bidder who makes it scores only the bid</source>
        <translation>Puja cumplida: solo cuenta la puja</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/accessibility.py"/>
        <source>A card face down</source>
        <translation>Una carta boca abajo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>A card may serve in one meld of each class (runs and marriages; pinochles; arounds).</source>
        <translation>Una carta puede formar parte de un cante de cada clase (escaleras y matrimonios; pinochles; cuatro iguales).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>A card that has scored may meld again only in another class (runs, marriages and the dix; pinochles; arounds), or in a higher meld of its class: a royal marriage and then {cards} added scores the run, but the run first never later scores the royal marriage; a married king or queen cannot marry again.</source>
        <translation>Una carta que ha puntuado solo puede volver a cantar en otra clase (escaleras, matrimonios y el nueve de triunfo; pinacles; vueltas) o en un cante mayor de su clase: un matrimonio de triunfo y luego {cards} añadidos puntúan la escalera, pero la escalera primero nunca puntúa después el matrimonio de triunfo; un rey o una reina casados no pueden volver a casarse.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>A click picks the card up; a second click plays it</source>
        <translation>Un clic levanta la carta; un segundo clic la juega</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/controller.py"/>
        <source>A computer player chose an illegal action: {problem}</source>
        <translation>Un jugador del ordenador eligió una jugada no permitida: {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/controller.py"/>
        <source>A computer player failed: {problem}</source>
        <translation>Un jugador del ordenador falló: {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>A computer player plays for {name} until they return.</source>
        <translation>Un jugador de la computadora juega por {name} hasta que vuelva.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>A copy of the file was kept as {file}.</source>
        <translation>Se guardó una copia del archivo como {file}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>A dix scores even so</source>
        <translation>El nueve de triunfo cuenta igualmente</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>A dix scores even so.</source>
        <translation>El nueve de triunfo cuenta igualmente.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>A double deck has no {card}.</source>
        <translation>La baraja doble no tiene {card}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>A double deck has only {n} of {card}.</source>
        <translation>La baraja doble solo tiene {n} veces {card}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>A friend (joins over the network)</source>
        <translation>Un amigo (se une por la red)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>A game is in progress. Its rules cannot change during a game: these take effect in the new game, which replaces the one on the table.</source>
        <translation>Hay una partida en curso. Sus reglas no se pueden cambiar durante la partida: estas se aplicarán en la partida nueva, que sustituye a la que está en la mesa.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>A gentle sound when it is your turn</source>
        <translation>Un sonido suave cuando te toca</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>A large letter under a crown: plain and clear</source>
        <translation>Una letra grande bajo una corona: sencillo y claro</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>A meld needs at least one card from your hand, not only cards on the table.</source>
        <translation>Un cante necesita al menos una carta de tu mano, no solo cartas de la mesa.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>A name has at most {n} characters.</source>
        <translation>Un nombre tiene como máximo {n} caracteres.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>A new game over an unfinished one</source>
        <translation>Una partida nueva sobre una sin terminar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>A new language applies when Pinochle is started again.</source>
        <translation>El nuevo idioma se aplicará la próxima vez que se abra Pinochle.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>A new sheet (Undo brings the old one back).</source>
        <translation>Una hoja nueva (Deshacer recupera la anterior).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>A pass is final. If everybody passes, the dealer is stuck with the minimum bid.</source>
        <translation>Quien pasa ya no vuelve a pujar. Si todos pasan, el que reparte se queda con la puja mínima.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>A pass is final. The first bidder must open at the minimum bid, so nobody can pass before a bid stands and nobody is stuck.</source>
        <translation>Quien pasa ya no vuelve a pujar. El primero en pujar tiene que abrir con la puja mínima: nadie puede pasar antes de que haya una puja y nadie se queda con ella a la fuerza.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>A pass that tells your partner you hold help for them</source>
        <translation>Pasas y le indicas a tu compañero que tienes cantes para él</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>A player may declare itself out while the hand is played: it wins if its score, meld and trick points so far reach {target}, and loses the game if not.</source>
        <translation>Un jugador puede declararse fuera durante la mano: gana si su puntuación, sus cantes y sus puntos de bazas hasta ese momento llegan a {target}, y si no, pierde la partida.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>A player who declares out wins if right and loses if wrong.</source>
        <translation>Quien se declara fuera gana si tiene razón y pierde si no.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>A side with under {k} trick points scores nothing, meld included.</source>
        <translation>Una pareja con menos de {k} puntos de bazas no se anota nada, ni los cantes.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>A single deck has only {n} of {card}.</source>
        <translation>La baraja simple solo tiene {n} veces {card}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>A spare {king} or {queen} of trump beside a run
is a royal marriage</source>
        <translation>Un {king} o una {queen} de triunfo sobrante junto a una
escalera forma un matrimonio de triunfo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>A team that falls to {lose_at} or below loses at once.</source>
        <translation>Una pareja que cae a {lose_at} o menos pierde en el acto.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>A team that takes fewer trick points than this scores nothing for its meld</source>
        <translation>Una pareja que gane menos puntos en bazas no se anota sus cantes</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>A team's meld counts only if it is at least {m}.</source>
        <translation>Los cantes de una pareja solo cuentan si suman al menos {m}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>A team's meld counts only if it reaches this</source>
        <translation>Los cantes de una pareja solo cuentan si llegan a esta cifra</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>A trump lead is won with the lowest trump that wins it: the trump ace is kept.</source>
        <translation>Una salida de triunfo se gana con el triunfo más bajo que la gane: el as de triunfo se guarda.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_reviews.py"/>
        <source>About Pinochle</source>
        <translation>Acerca de Pinochle</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Aces around</source>
        <translation>Cuatro ases</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Aces, tens and kings taken in tricks score {v} each; the last trick {b} more ({t} in all).</source>
        <translation>Ases, dieces y reyes ganados en bazas valen {v} cada uno; la última baza, {b} más ({t} en total).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_widgets.py"/>
        <source>Add a step</source>
        <translation>Añadir un tramo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <source>After hand {n}: {totals}</source>
        <translation>Tras la mano {n}: {totals}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>After winning a trick, the holder of a dix may exchange it for the turned-up trump, or show it: 10 points, besides the meld of that trick.</source>
        <translation>Tras ganar una baza, quien tenga un nueve de triunfo puede cambiarlo por el triunfo descubierto o mostrarlo: 10 puntos, además del cante de esa baza.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/about_dialog.py"/>
        <source>Against computer players or with friends at one computer:</source>
        <translation>Contra el ordenador o con amigos en un mismo ordenador:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <source>All three meld. Then the bidder buries {n} cards face down: they count for the bidder as trick points. A card shown in the bidder's meld may not be buried (a spare copy of it may). Meld first, then bury, as Hoyle and Pagat's Auction Pinochle have it.</source>
        <translation>Los tres cantan. Después el declarante entierra {n} cartas boca abajo: cuentan para él como puntos de bazas. No puede enterrar una carta de sus cantes (sí una copia sobrante de ella). Primero se canta y luego se entierra, como en Hoyle y en el Auction Pinochle de Pagat.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>Allow undo in hot-seat games</source>
        <translation>Permitir deshacer en partidas por turnos</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Allow “pass with help”</source>
        <translation>Permitir «paso con ayuda»</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>Animation &amp;speed</source>
        <translation>&amp;Velocidad de animación</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Animation speed:</source>
        <translation>Velocidad de animación:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Any free seat</source>
        <translation>Cualquier asiento libre</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Ask before</source>
        <translation>Preguntar antes</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Ask before playing a card</source>
        <translation>Preguntar antes de jugar una carta</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Automatic</source>
        <translation>Automático</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Automatic: your hand as large as the table allows. Large and Extra large make your hand and the trick larger still; the other hands get smaller.</source>
        <translation>Automático: tu mano tan grande como permita la mesa. Grande y Muy grande agrandan aún más tu mano y la baza; las otras manos se hacen más pequeñas.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>Autosave works again.</source>
        <translation>El guardado automático vuelve a funcionar.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Average bid</source>
        <translation>Puja media</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Average meld</source>
        <translation>Cantes de media</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <source>Before the first lead the bidder may concede: it loses the bid, and the others score their meld (Pagat). Otherwise the bidder leads.</source>
        <translation>Antes de la primera salida el declarante puede rendirse: pierde la puja y los demás anotan sus cantes (Pagat). Si no, sale el declarante.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Best meld</source>
        <translation>Mejor cante</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/score_sheet_dialog.py"/>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Bid</source>
        <translation>Puja</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/bid_chart.py"/>
        <source>Bid analysis</source>
        <translation>Análisis de la puja</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Bid analysis…</source>
        <translation>Análisis de la puja…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Bid cap:</source>
        <translation>Puja máxima:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Bid made</source>
        <translation>Puja cumplida</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Bid out of reach</source>
        <translation>Puja inalcanzable</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Bid out of reach: the hand is not played</source>
        <translation>Puja inalcanzable: la mano no se juega</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Bid won by:</source>
        <translation>Puja ganada por:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>Bid {bid}</source>
        <translation>Puja {bid}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Bid {bid}: in {n} simulated deals, holding the contract with {suit} as trump scores about {points} points more than passing.</source>
        <translation>Puja {bid}: en {n} repartos simulados, quedarte el contrato con {suit} de triunfo da unos {points} puntos más que pasar.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Bid {bid}: in {n} simulated deals, taking the widow and naming the best trump after it scores about {points} points more than passing.</source>
        <translation>Puja {bid}: en {n} repartos simulados, tomar la viuda y nombrar después el mejor triunfo da unos {points} puntos más que pasar.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Bid {bid}: with the widow's likely help your hand is worth about {worth} as the bidder.</source>
        <translation>Puja {bid}: con la ayuda probable de la viuda tu mano vale unos {worth} como declarante.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Bid {bid}: with {suit} as trump your hand and your partner's help are worth about {worth}.</source>
        <translation>Puja {bid}: con {suit} de triunfo, tu mano y la ayuda de tu compañero valen unos {worth}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Bid:</source>
        <translation>Puja:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/score_sheet_dialog.py"/>
        <source>Bidder</source>
        <translation>Declarante</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Bidder without one:</source>
        <translation>Declarante sin matrimonio:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Bidders: meld + trick points must reach the bid, or they lose the bid.</source>
        <translation>Declarantes: cantes + puntos de bazas deben llegar a la puja, o pierden la puja.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>Bidding opens at {bid}</source>
        <translation>La subasta empieza en {bid}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Bidding opens: you call first</source>
        <translation>Empieza la subasta: tú hablas primero</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Bidding opens: {name} calls first</source>
        <translation>Empieza la subasta: {name} habla primero</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Bids go up:</source>
        <translation>Se sube:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Bids made</source>
        <translation>Pujas cumplidas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <source>Bids made and set</source>
        <translation>Pujas cumplidas y falladas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Bids set</source>
        <translation>Pujas fallidas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Bids won</source>
        <translation>Subastas ganadas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Black and gold</source>
        <translation>Negro y oro</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Board set</source>
        <translation>Fallo directo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Board set: bidders under it lose at once</source>
        <translation>Fallo directo: por debajo, los declarantes pierden en el acto</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Board set: the bidders' meld is under the minimum</source>
        <translation>Fallo directo: los cantes de los declarantes no llegan al mínimo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Both hands are known now: the {card} is the best card by an exact search of the last tricks.</source>
        <translation>Ahora se conocen las dos manos: {card} es la mejor carta según una búsqueda exacta de las últimas bazas.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Both players reached {target} in the same hand: the higher score wins, so {winner} won the game.</source>
        <translation>Los dos jugadores llegaron a {target} en la misma mano: gana la puntuación más alta, así que {winner} ganó la partida.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Both players reached {target} with the same score: play on.</source>
        <translation>Los dos jugadores llegaron a {target} con la misma puntuación: se sigue jugando.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Both teams reached {target} in the same hand: the bidders go out first, so {winner} won the game.</source>
        <translation>Las dos parejas llegaron a {target} en la misma mano: los declarantes cierran primero, así que {winner} ganó la partida.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Burgundy weave</source>
        <translation>Trenzado burdeos</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Bury %n card(s)</source>
        <translation>
            <numerusform>Enterrar %n carta</numerusform>
            <numerusform>Enterrar %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Bury exactly %n card(s).</source>
        <translation>
            <numerusform>Entierra exactamente %n carta.</numerusform>
            <numerusform>Entierra exactamente %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Bury these {n} with the button or Enter; click one (or Space) to take it back.</source>
        <translation>Descarta estas {n} con el botón o Intro; haz clic en una (o Espacio) para recuperarla.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Bury {cards}</source>
        <translation>Enterrar {cards}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Bury {cards}: cards you can spare without losing meld, trumps or winners.</source>
        <translation>Entierra {cards}: cartas de las que puedes prescindir sin perder cantes, triunfos ni cartas ganadoras.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Bury {cards}: the counters among them are yours for sure, where they would likely fall to the others.</source>
        <translation>Entierra {cards}: las cartas de puntos entre ellas son tuyas seguro, mientras que en el juego probablemente caerían para los demás.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Bury {cards}: you keep your trumps and are void in {suit}, so you can trump it.</source>
        <translation>Entierra {cards}: conservas tus triunfos y te quedas sin {suit}, así que puedes fallar.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Bury {k} of {n}</source>
        <translation>Enterrar {k} de {n}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>C&amp;hange hand</source>
        <translation>Ca&amp;mbiar mano</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>C&amp;lear</source>
        <translation>&amp;Vaciar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/questions.py"/>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/about_dialog.py"/>
        <source>Card artwork drawn in code by the project.</source>
        <translation>Las cartas las dibuja el propio proyecto en código.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Card back:</source>
        <translation>Reverso:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Card faces:</source>
        <translation>Caras de las cartas:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Card size:</source>
        <translation>Tamaño de las cartas:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/accessibility.py"/>
        <source>Card table</source>
        <translation>Mesa de juego</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Cards and bidding</source>
        <translation>Cartas y subasta</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Cards count:</source>
        <translation>Valor de las cartas:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Cards passed:</source>
        <translation>Cartas que se pasan:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <source>Cards taken in tricks score {a}=11, 10=10, {k}=4, {q}=3, {j}=2; the last trick {b} more ({t} in all).</source>
        <translation>Las cartas ganadas en bazas valen {a}=11, 10=10, {k}=4, {q}=3, {j}=2; la última baza {b} más ({t} en total).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>Cards taken in tricks score {values}, and a 9 nothing; the last trick scores {b} more ({t} in all).</source>
        <translation>Las cartas ganadas en bazas valen {values}, y un 9 nada; la última baza vale {b} más ({t} en total).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Cards taken in tricks: ace 11, ten 10, king 4, queen 3, jack 2, nine nothing; the last trick {b} more ({t} in all).</source>
        <translation>Cartas ganadas en bazas: as 11, diez 10, rey 4, reina 3, sota 2, nueve nada; la última baza, {b} más ({t} en total).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Cards, the deal, bids and results are heard as well as seen</source>
        <translation>Las cartas, el reparto, las pujas y los resultados se oyen además de verse</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Cash the {card} before drawing trump: in double deck a side ace wins while everybody still follows suit.</source>
        <translation>Cobra {card} antes de arrastrar triunfos: con baraja doble un as de otro palo gana mientras todos siguen sirviendo.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Changing hand {n}</source>
        <translation>Cambiando la mano {n}</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Choose %n card(s) to bury</source>
        <translation>
            <numerusform>Elige %n carta para enterrar</numerusform>
            <numerusform>Elige %n cartas para enterrar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Choose %n card(s) to pass (click them, or ← → and Space), then confirm.</source>
        <translation>
            <numerusform>Elige %n carta para pasar (haz clic, o ← → y Espacio) y luego confirma.</numerusform>
            <numerusform>Elige %n cartas para pasar (haz clic, o ← → y Espacio) y luego confirma.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Choose %n card(s) to pass to {name}</source>
        <translation>
            <numerusform>Elige %n carta para pasar a {name}</numerusform>
            <numerusform>Elige %n cartas para pasar a {name}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>Choose a name that does not end in “{suffix}”.</source>
        <translation>Elige un nombre que no termine en «{suffix}».</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>Choose another folder for this game.</source>
        <translation>Elige otra carpeta para esta partida.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>Choose another folder…</source>
        <translation>Elegir otra carpeta…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Claim the rest</source>
        <translation>Reclamar el resto</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Classic</source>
        <translation>Clásicas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Classic values</source>
        <translation>Valores clásicos</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Classic: follow suit and beat the highest card if you can; out of the suit, trump.
Modern: follow suit if you can; beat only when trump is led; out of the suit, play anything.
Hoyle: follow suit if you can; beat only when trump is led; out of the suit, trump if you can.</source>
        <translation>Clásico: asistir y montar a la carta más alta si se puede; sin cartas del palo, fallar.
Moderno: asistir si se puede; montar solo cuando se sale de triunfo; sin cartas del palo, cualquier carta.
Hoyle: sigue el palo si puedes; supera solo si sale triunfo; sin el palo, falla si puedes.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Classic: must beat and trump</source>
        <translation>Clásico: obligación de montar y fallar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Clear</source>
        <translation>Vaciar</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Click %n card(s) not in your meld: they count for you.</source>
        <translation>
            <numerusform>Haz clic en %n carta que no esté en tus cantes: cuenta para ti.</numerusform>
            <numerusform>Haz clic en %n cartas que no estén en tus cantes: cuentan para ti.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Click cards to put them in the hand.</source>
        <translation>Haz clic en las cartas para ponerlas en la mano.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/person_input.py"/>
        <source>Click the card again to play it.</source>
        <translation>Haz clic otra vez en la carta para jugarla.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Clubs</source>
        <translation>Tréboles</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Computer level at {seat}</source>
        <translation>Nivel del ordenador en {seat}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/thinking.py"/>
        <source>Computer players now think inside the window (their process failed {n} times).</source>
        <translation>Los jugadores del ordenador piensan ahora dentro de la ventana (su proceso falló {n} veces).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Computer: easy</source>
        <translation>Computadora: fácil</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Computer: expert</source>
        <translation>Computadora: experta</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Computer: hard</source>
        <translation>Computadora: difícil</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Computer: medium</source>
        <translation>Computadora: media</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Computers only: you watch them play.</source>
        <translation>Solo el ordenador: tú miras cómo juegan.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>Concede</source>
        <translation>Rendirse</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Concede (−{bid})</source>
        <translation>Rendirse (−{bid})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>Concede and lose {bid}?</source>
        <translation>¿Rendirse y perder {bid}?</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Concede: your meld of {meld} and about {tricks} in tricks fall well short of {bid}; playing on would give the others their trick points too.</source>
        <translation>Ríndete: tus cantes de {meld} y unos {tricks} en bazas se quedan muy lejos de {bid}; seguir jugando daría además a los demás sus puntos de bazas.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Conceded</source>
        <translation>Rendida</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Conceded before the first lead</source>
        <translation>Rendida antes de la primera salida</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Conceded before the first lead: the bid of {bid} is lost.</source>
        <translation>Abandono antes de la primera salida: se pierde la puja de {bid}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Conceded by the bidder (not played)</source>
        <translation>El declarante se rinde (no se juega)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Conceding a hand</source>
        <translation>Rendirse en una mano</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Conceding loses {bid}; the others score their meld ({others}).</source>
        <translation>Rendirse cuesta {bid}; los demás anotan sus cantes ({others}).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Copy the join line</source>
        <translation>Copiar la línea de unión</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Counters</source>
        <translation>Cartas de puntos</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Counters: each {a}, 10 and {k} scores the value below. Classic values: {a}=11, 10=10, {k}=4, {q}=3, {j}=2.</source>
        <translation>Cartas de puntos: cada {a}, 10 y {k} vale lo indicado abajo. Valores clásicos: {a}=11, 10=10, {k}=4, {q}=3, {j}=2.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>Customise</source>
        <translation>Personalizar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>D</source>
        <comment>the dealer's chip: the dealer's initial, not a card index of the language</comment>
        <translation>R</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/score_sheet_dialog.py"/>
        <source>Dealer</source>
        <translation>Repartidor</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>Dealing…</source>
        <translation>Repartiendo…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Deck:</source>
        <translation>Baraja:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Declare yourself out</source>
        <translation>Declararse fuera</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>Delete rule set</source>
        <translation>Borrar reglamento</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Deutsch</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Diamonds</source>
        <translation>Diamantes</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Dix</source>
        <translation>Nueve de triunfo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Dix (9 of trump)</source>
        <translation>Nueve de triunfo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Dix (9 of trump) shown by a side that did not bid: under these rules they score even without trick points.</source>
        <translation>Nueve de triunfo cantado por un lado que no ganó la puja: con estas reglas cuenta aun sin puntos de bazas.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Dix shown:</source>
        <translation>Nueves de triunfo:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/questions.py"/>
        <source>Don't ask again</source>
        <translation>No volver a preguntar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Double aces</source>
        <translation>Ocho ases</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>Double deck</source>
        <translation>Baraja doble</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>Double deck in tens</source>
        <translation>Baraja doble en decenas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Double deck in tens (run 150)</source>
        <translation>Baraja doble en decenas (escalera 150)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Double deck, run 15 (Pagat)</source>
        <translation>Baraja doble, escalera 15 (Pagat)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Double deck, run 16</source>
        <translation>Baraja doble, escalera 16</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Double deck: 80 cards ({ranks}, four of each, no nines), 20 to each player.</source>
        <translation>Baraja doble: 80 cartas ({ranks}, cuatro de cada, sin nueves), 20 por jugador.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Double deck: 80, no nines</source>
        <translation>Baraja doble: 80, sin nueves</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Double jacks</source>
        <translation>Ocho jotas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Double kings</source>
        <translation>Ocho reyes</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Double pinochle</source>
        <translation>Pinochle doble</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Double queens</source>
        <translation>Ocho reinas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Double run</source>
        <translation>Escalera doble</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Double, triple and quadruple melds need that many copies of every card.</source>
        <translation>Los cantes dobles, triples y cuádruples necesitan cada carta esas veces.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Draw</source>
        <translation>Robar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Draw: there is nothing (more) worth melding now.</source>
        <translation>Robar: ahora no hay nada (más) que valga la pena cantar.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Each for themself: {names}.</source>
        <translation>Cada uno por su cuenta: {names}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <source>Each of the other two scores its own meld and trick points, if it took at least %n trick point(s) (else nothing).</source>
        <translation>
            <numerusform>Cada uno de los otros dos anota sus propios cantes y puntos de bazas, si ganó al menos %n punto de bazas (si no, nada).</numerusform>
            <numerusform>Cada uno de los otros dos anota sus propios cantes y puntos de bazas, si ganó al menos %n puntos de bazas (si no, nada).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Each other player scores its own meld and trick points; the trick points of all three add up to {total}.</source>
        <translation>Cada uno de los otros se anota sus cantes y sus puntos de bazas; los puntos de bazas de los tres suman {total}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>Each player scores its meld and its trick points.</source>
        <translation>Cada jugador anota sus cantes y sus puntos de bazas.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Each player scores its meld and its trick points; the trick points of both add up to {total}.</source>
        <translation>Cada jugador se anota sus cantes y sus puntos de bazas; los puntos de bazas de los dos suman {total}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Each {ace}, 10 and {king}:</source>
        <translation>Cada {ace}, 10 y {king}:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/i18n.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>East</source>
        <translation>Este</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>English</source>
        <translation>English</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Enter each hand as it is played; the sheet scores it by the rules and says why each side scored what it did.</source>
        <translation>Anota cada mano según se juega; la hoja la puntúa según las reglas y explica por qué cada lado se anota lo que se anota.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/keyboard_help.py"/>
        <source>Enter is always safe: a panel's main button is never Concede or Throw in. Concede, Throw in, a new game or Open over an unfinished game, and Quit during a hot-seat game ask first, and Enter on the question means No. "Don't ask again" turns a question off; Preferences turns it on again. Undo (Ctrl+Z) takes a concession back.</source>
        <translation>Intro siempre es seguro: el botón principal de un panel nunca es Rendirse ni Abandonar. Rendirse, Abandonar, una partida nueva o Abrir sobre una partida sin terminar y Salir durante una partida por turnos en la misma pantalla preguntan antes, e Intro en la pregunta significa No. «No volver a preguntar» desactiva una pregunta; las Preferencias la activan de nuevo. Deshacer (Ctrl+Z) revierte una rendición.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Español</source>
        <translation>Español</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/bid_chart.py"/>
        <source>Every dot is one simulated deal of the other hands, the bar holds the middle half.</source>
        <translation>Cada punto es un reparto simulado de las otras manos; la barra abarca la mitad central.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>Every seat at that table is taken.</source>
        <translation>Todos los asientos de esa mesa están ocupados.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py"/>
        <source>Everybody else, please look away.</source>
        <translation>Los demás, que no miren, por favor.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py"/>
        <source>Everybody passed: the cards are thrown in and dealt again.</source>
        <translation>Todos han pasado: se recogen las cartas y se reparte de nuevo.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Exchange the dix for the turned-up trump</source>
        <translation>Cambiar el nueve de triunfo por el triunfo descubierto</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Exchange the dix for the {card}: 10 points, and a better trump in your hand.</source>
        <translation>Cambia el nueve de triunfo por {card}: 10 puntos y un triunfo mejor en la mano.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Exchange the dix: 10</source>
        <translation>Cambiar el nueve: 10</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>Expecting ',' delimiter</source>
        <translation>falta una coma</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>Expecting ':' delimiter</source>
        <translation>faltan los dos puntos</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>Expecting property name enclosed in double quotes</source>
        <translation>se esperaba un nombre entre comillas dobles</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>Expecting value</source>
        <translation>falta un valor</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Export P&amp;DF…</source>
        <translation>Exportar P&amp;DF…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Export PDF</source>
        <translation>Exportar PDF</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Export a blank sheet as PD&amp;F…</source>
        <translation>Hoja en blanco como PD&amp;F…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Exported {file}</source>
        <translation>Exportado: {file}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>Extra data</source>
        <translation>datos sobrantes</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Extra large</source>
        <translation>Muy grande</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Figures</source>
        <translation>Cifras</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>First to {target} at the end of a hand wins; if both reach it, the higher score.</source>
        <translation>Gana el primero que llega a {target} al final de una mano; si llegan los dos, la puntuación más alta.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>Follow suit if you can and beat the card led if you can; out of the suit, you must trump.</source>
        <translation>Sigue el palo si puedes y supera la carta salida si puedes; si no tienes del palo, debes fallar con triunfo.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Follow suit if you can and beat the highest card of the suit led if you can (unless the trick is already trumped). Out of the suit, you must trump and beat any trump played. Otherwise play anything.</source>
        <translation>Sirve el palo si puedes y supera la carta más alta del palo de salida si puedes (salvo que la baza ya esté fallada). Sin ese palo, debes fallar y superar cualquier triunfo jugado. Si no, juega lo que quieras.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Follow suit if you can and beat the highest card of the suit led if you can (unless the trick is already trumped). Out of the suit, you must trump and beat any trump played. Otherwise play anything. You must try to win even over your partner.</source>
        <translation>Hay que asistir al palo y montar a la carta más alta del palo de salida si se puede (salvo que la baza ya esté fallada). Sin cartas del palo, hay que fallar y montar a cualquier triunfo jugado. Si no, se juega cualquier carta. Hay que intentar ganar la baza aunque la lleve el compañero.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>Follow suit if you can; when trump is led, beat it if you can. Out of the suit led, play anything.</source>
        <translation>Sigue el palo si puedes; si sale triunfo, supéralo si puedes. Si no tienes del palo salido, juega cualquier carta.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>Follow suit if you can; when trump is led, beat it if you can. Out of the suit led, you must play a trump if you hold one; otherwise play anything.</source>
        <translation>Sigue el palo si puedes; si sale triunfo, supéralo si puedes. Si no tienes del palo salido, debes jugar un triunfo si tienes; si no, cualquier carta.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Follow suit if you can; when trump is led, beat the highest trump if you can. Out of the suit led, play anything.</source>
        <translation>Hay que asistir al palo si se puede; si se sale de triunfo, hay que montar al triunfo más alto si se puede. Sin cartas del palo de salida, se juega cualquier carta.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/about_dialog.py"/>
        <source>For games with real cards: a score keeper, a meld calculator, a printable score sheet and meld chart. For learning: hints, the review of a hand and the bid analysis.</source>
        <translation>Para jugar con cartas de verdad: un anotador, una calculadora de cantes, una hoja de puntos y una tabla de cantes para imprimir. Para aprender: consejos, el repaso de una mano y el análisis de la puja.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Forfeit</source>
        <translation>Perdida sin matrimonio</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Forfeit: no marriage</source>
        <translation>Perdida: sin matrimonio</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Forfeit: the bidder holds no marriage</source>
        <translation>Puja perdida: el declarante no tiene matrimonio</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Forget all statistics?</source>
        <translation>¿Borrar todas las estadísticas?</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>Forget the selected saved rule set (presets stay)</source>
        <translation>Olvidar el reglamento guardado seleccionado (los predefinidos se conservan)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Four colours</source>
        <translation>Cuatro colores</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Four, two partnerships</source>
        <translation>Cuatro, dos parejas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/about_dialog.py"/>
        <source>Four-handed partnership Pinochle with a single deck (48 cards) or a double deck (80 cards)</source>
        <translation>Pinacle por parejas entre cuatro, con baraja sencilla (48 cartas) o doble (80 cartas)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Français</source>
        <translation>Français</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/about_dialog.py"/>
        <source>Free software under the MIT licence.</source>
        <translation>Software libre con licencia MIT.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Friend {n}</source>
        <translation>Amigo {n}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_widgets.py"/>
        <source>From a higher bid on, bids go up by another step</source>
        <translation>A partir de una puja más alta, se sube de otro tanto en otro tanto</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>Game saved as {file}.</source>
        <translation>Partida guardada como {file}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>Game to {target}</source>
        <translation>Partida a {target}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Game to:</source>
        <translation>Partida a:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Game won by {name}, {score} to {others}.</source>
        <translation>Gana la partida {name}, {score} a {others}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Games played</source>
        <translation>Partidas jugadas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Games won</source>
        <translation>Partidas ganadas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <source>Games won over time</source>
        <translation>Partidas ganadas a lo largo del tiempo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Give a name of 1 to {n} characters.</source>
        <translation>Escribe un nombre de 1 a {n} caracteres.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Give back {cards}: cards you can spare without losing meld or winners.</source>
        <translation>Devuelve {cards}: cartas de las que puedes prescindir sin perder cantes ni cartas ganadoras.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Give back {cards}: you keep your meld and winners and are void in {suit}, so you can trump it.</source>
        <translation>Devuelve {cards}: conservas tus cantes y tus bazas seguras y te quedas sin {suit}, así que puedes fallar.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/bid_chart.py"/>
        <source>Gold: the highest bid worth taking.</source>
        <translation>Dorado: la puja más alta que merece la pena.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/bid_chart.py"/>
        <source>Green: a safe bid (made four times in five).</source>
        <translation>Verde: una puja segura (cumplida cuatro veces de cada cinco).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/keyboard_help.py"/>
        <source>H asks for a hint: the keyboard moves to what it recommends (the card, the cards to pass or bury, or the button, marked in green), so Enter does it. The meld panel lists the hinted (or best) meld first.</source>
        <translation>H pide un consejo: el teclado va a lo que recomienda (la carta, las cartas para pasar o descartar, o el botón, marcado en verde), así que Intro lo hace. El panel de cantes muestra primero el cante recomendado (o el mejor).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Hand {n}</source>
        <translation>Mano {n}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Hand {n} removed (Undo brings it back).</source>
        <translation>Mano {n} quitada (Deshacer la recupera).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Hand {n}:</source>
        <translation>Mano {n}:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Hands played</source>
        <translation>Manos jugadas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Hearts</source>
        <translation>Corazones</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>High bid {bid} by you</source>
        <translation>Puja más alta {bid}, tuya</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>High bid {bid} by {name}</source>
        <translation>Puja más alta {bid}, de {name}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>High bid: {bid} by you</source>
        <translation>Puja más alta: {bid}, tuya</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>High bid: {bid} by {name}</source>
        <translation>Puja más alta: {bid}, de {name}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py"/>
        <location filename="../pinochle_desktop/ui/table/score_drawer.py"/>
        <source>Hint</source>
        <translation>Consejo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/score_drawer.py"/>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>Hint (H)</source>
        <translation>Consejo (H)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Host</source>
        <translation>Abrir la mesa</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Host</source>
        <comment>the name of the person who hosts the table</comment>
        <translation>Anfitrión</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>Host a ta&amp;ble…</source>
        <translation>Abrir una &amp;mesa…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Host a table</source>
        <translation>Abrir una mesa</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Hot seat: {n} people share this computer; each hand is hidden until its player is ready.</source>
        <translation>Por turnos: {n} personas comparten este ordenador; cada mano queda oculta hasta que su jugador está listo.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>How fast cards move; the computer players' pauses follow it</source>
        <translation>La rapidez con que se mueven las cartas; las pausas de los jugadores del ordenador se ajustan a ella</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>How strong the computer plays; harder levels think longer</source>
        <translation>Lo fuerte que juega el ordenador; en los niveles más altos piensa más</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Hoyle: follow suit, trump when out</source>
        <translation>Hoyle: seguir palo, fallar sin palo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py"/>
        <source>I am {name}: show my cards</source>
        <translation>Soy {name}: mostrar mis cartas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>If everybody passes, deal again</source>
        <translation>Si todos pasan, se reparte de nuevo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>If everybody passes, the dealer is stuck with the minimum bid.</source>
        <translation>Si todos pasan, el que reparte se queda con la puja mínima.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>If the bidders' meld is under {m}, they are board set: they lose the bid at once.</source>
        <translation>Si los cantes de los declarantes no llegan a {m}, pierden la puja en el acto.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>If the bidders' meld plus all trick points cannot reach the bid, {what}</source>
        <translation>Si los cantes de los declarantes más todos los puntos de bazas no llegan a la puja, {what}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/bid_chart.py"/>
        <source>If you take the bid and name each suit, your hand's total lands here.</source>
        <translation>Si te quedas con la puja y eliges cada palo como triunfo, tu total cae aquí.</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/learning/bid_chart.py"/>
        <source>If you take the bid, the widow and name each suit, your hand's total lands here: each simulated deal draws a widow too, so its likely help is counted, and you bury the %n cards you can best spare.</source>
        <translation>
            <numerusform>Si te quedas la puja y la viuda y nombras cada palo, el total de tu mano cae aquí: cada reparto simulado saca también una viuda, así que su ayuda probable cuenta, y entierras la %n carta que mejor puedes dejar.</numerusform>
            <numerusform>Si te quedas la puja y la viuda y nombras cada palo, el total de tu mano cae aquí: cada reparto simulado saca también una viuda, así que su ayuda probable cuenta, y entierras las %n cartas que mejor puedes dejar.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/keyboard_help.py"/>
        <source>In a hot-seat game the privacy screen has the keyboard: Enter shows the cards of the player named on its button.</source>
        <translation>En una partida por turnos en la misma pantalla, la pantalla de privacidad tiene el teclado: Intro muestra las cartas del jugador nombrado en su botón.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/keyboard_help.py"/>
        <source>In a narrow window the scoreboard folds into a drawer: the Score tab on the table shows the running score and the bid; F9 (or a click on the tab) opens the whole scoreboard, Escape or a click beside it shuts it.</source>
        <translation>En una ventana estrecha el marcador se pliega en un cajón: la pestaña «Tanteo» sobre la mesa muestra el tanteo y la puja; F9 (o un clic en la pestaña) abre el marcador entero, Escape o un clic fuera de él lo cierra.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>In all:</source>
        <translation>En total:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>In double deck they do not lead the trump ace.</source>
        <translation>Con baraja doble no salen con el as de triunfo.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>Instant</source>
        <translation>Instantánea</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Instead of the dealer being stuck with the minimum bid</source>
        <translation>En lugar de que el repartidor se quede con la puja mínima</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>Invalid control character at</source>
        <translation>carácter de control no válido</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>It could not be kept aside (no free name).</source>
        <translation>No se pudo apartar (no queda ningún nombre libre).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>It could not be kept aside ({problem}).</source>
        <translation>No se pudo apartar ({problem}).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>It is put aside in the saves folder under a name of its own: Game → Open brings it back.</source>
        <translation>Se guarda aparte en la carpeta de partidas guardadas con un nombre propio: Partida → Abrir la recupera.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>J</source>
        <comment>card index: jack</comment>
        <translation>J</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Jack</source>
        <translation>Jota</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Jacks around</source>
        <translation>Cuatro jotas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Join</source>
        <translation>Unirse</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Join a table</source>
        <translation>Unirse a una mesa</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Join line:</source>
        <translation>Línea de unión:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Jump bid</source>
        <translation>Saltar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Jump to a bid</source>
        <translation>Saltar a una puja</translation>
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
        <translation>Seguir jugando</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/keyboard_help.py"/>
        <source>Keyboard</source>
        <translation>Teclado</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>King</source>
        <translation>Rey</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Kings around</source>
        <translation>Cuatro reyes</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Kings, queens and jacks as figures, as on a printed deck</source>
        <translation>Reyes, damas y sotas con figuras, como en una baraja impresa</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/keyboard_help.py"/>
        <source>L shows the last trick (during a trick, a message says it). Ctrl+N: a new game of the same kind; Ctrl+Shift+N: New game with…; Ctrl+O: Open; Ctrl+S: Save; Ctrl+Z / Ctrl+Shift+Z: Undo / Redo; {preferences}: Preferences; F1: these rules; {quit}: Quit.</source>
        <translation>L muestra la última baza (durante una baza, un mensaje la dice). Ctrl+N: una partida nueva del mismo tipo; Ctrl+Mayús+N: Partida nueva con…; Ctrl+O: Abrir; Ctrl+S: Guardar; Ctrl+Z / Ctrl+Mayús+Z: Deshacer / Rehacer; {preferences}: Preferencias; F1: estas reglas; {quit}: Salir.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Language and sound</source>
        <translation>Idioma y sonido</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Large</source>
        <translation>Grande</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>Last 12 tricks</source>
        <translation>Últimas 12 bazas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Last trick:</source>
        <translation>Última baza:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Last trick: you took {points}</source>
        <translation>Última baza: te llevaste {points}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Last trick: {name} took {points}</source>
        <translation>Última baza: {name} se llevó {points}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/person_input.py"/>
        <source>Last trick: {name} took {points} with {cards}.</source>
        <translation>Última baza: {name} se llevó {points} con {cards}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Lay out the cards you selected as one meld</source>
        <translation>Cantar las cartas elegidas como una combinación</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Lead a trump, the {card}, to draw the opponents' trumps.</source>
        <translation>Sal de triunfo con {card} para arrastrar los triunfos de los rivales.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Lead the {card} through the bidder's void in {suit}: a low card makes the bidder trump, where a ten or a king would be lost.</source>
        <translation>Sal con {card} en {suit}, donde el declarante no tiene cartas: una carta baja le obliga a fallar, mientras que un diez o un rey se perderían.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Lead the {card}: keep your winners for later.</source>
        <translation>Sal con {card}: guarda tus cartas ganadoras para más tarde.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Lead the {card}: nobody can beat it in its suit.</source>
        <translation>Sal con {card}: nadie puede superarla en su palo.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Lead the {card}: the card you will miss least, keeping your meld and your trumps.</source>
        <translation>Sal con {card}: la carta que menos echarás de menos; guardas tus cantes y tus triunfos.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Lead, or concede</source>
        <translation>Sal o ríndete</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Let the trick go: give away the {card}, the card you will miss least.</source>
        <translation>Deja pasar la baza: entrega {card}, la carta que menos echarás de menos.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Look at the meld, then press Play</source>
        <translation>Mira los cantes y pulsa Jugar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Loses:</source>
        <translation>Pierde:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/keyboard_help.py"/>
        <source>M enlarges a player's meld (again for the next player's; Escape closes it). S mutes the sounds and turns them on again.</source>
        <translation>M amplía los cantes de un jugador (otra vez: los del siguiente; Esc los cierra). S silencia los sonidos y los vuelve a activar.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Made</source>
        <translation>Cumplida</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Marriage</source>
        <translation>Matrimonio</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Marriage ({cards} of another suit)</source>
        <translation>Matrimonio ({cards} de otro palo)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Marriage in {suit}</source>
        <translation>Matrimonio de {suit}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Medium</source>
        <translation>Medio</translation>
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
        <translation>Cantes</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Meld</source>
        <comment>score sheet column</comment>
        <translation>Cantes</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Meld + all tricks &lt; bid:</source>
        <translation>Cantes + todas las bazas &lt; puja:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Meld calculator</source>
        <translation>Calculadora de cantes</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Meld chart</source>
        <translation>Tabla de cantes</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Meld chart as P&amp;DF…</source>
        <translation>Tabla de cantes en P&amp;DF…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Meld chart: {name}</source>
        <translation>Tabla de cantes: {name}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Meld counts from:</source>
        <translation>Los cantes cuentan desde:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Meld selected</source>
        <translation>Cantar selección</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Meld table:</source>
        <translation>Tabla de cantes:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Meld the {meld} for {points}, the most you can lay out now.</source>
        <translation>Canta {meld} por {points}, lo más que puedes cantar ahora.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Meld the {meld} now for {points}: a bigger meld of the same class can still follow from it after another trick, but not the other way round.</source>
        <translation>Canta ahora {meld} por {points}: tras otra baza aún puede seguir un cante mayor de la misma clase, pero no al revés.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Meld under {m} does not count.</source>
        <translation>Los cantes de menos de {m} no cuentan.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Meld {cards}</source>
        <translation>Cantar {cards}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Meld {meld} + all {tricks} trick points cannot reach {bid}. Throw in and lose {bid} (the others score their meld), or lead a card to play on.</source>
        <translation>Cantes {meld} + los {tricks} puntos de bazas no llegan a {bid}. Abandona y pierde {bid} (los rivales se anotan sus cantes), o sal con una carta y sigue jugando.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Meld {meld} + tricks {tricks} = {sum}, at least the bid of {bid}: made, {sum} scored.</source>
        <translation>Cantes {meld} + bazas {tricks} = {sum}, al menos la puja de {bid}: cumplida, se anotan {sum}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Meld {meld} + tricks {tricks} = {sum}, short of the bid of {bid}: set, {bid} lost.</source>
        <translation>Cantes {meld} + bazas {tricks} = {sum}, menos que la puja de {bid}: fallada, se pierden {bid}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Meld {meld} + tricks {tricks} = {sum}.</source>
        <translation>Cantes {meld} + bazas {tricks} = {sum}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Meld {meld} and all {total} trick points make {sum}, short of the bid of {bid}: the hand is not played and {bid} is lost.</source>
        <translation>Cantes {meld} y los {total} puntos de bazas suman {sum}, menos que la puja de {bid}: la mano no se juega y se pierden {bid}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Meld {meld} is under {minimum} and does not count; the {tricks} trick points do.</source>
        <translation>Cantes {meld} por debajo de {minimum}: no cuentan; los {tricks} puntos de bazas sí.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Meld {meld} is under {minimum}: board set. The hand is not played and the bid of {bid} is lost.</source>
        <translation>Cantes {meld} por debajo de {minimum}: fallo directo. La mano no se juega y se pierde la puja de {bid}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Meld {meld} is under {minimum}: nothing scored.</source>
        <translation>Cantes {meld} por debajo de {minimum}: no se anota nada.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Meld:</source>
        <translation>Cantes:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>Meld: {sides}.</source>
        <translation>Cantes: {sides}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Minimum bid:</source>
        <translation>Puja mínima:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Modern: follow suit only</source>
        <translation>Moderno: solo asistir</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>More meld?</source>
        <translation>¿Más cantes?</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>More than one player reached {target} in the same hand and the bidder was not one of them: the higher score wins, so {winner} won the game.</source>
        <translation>Más de un jugador llegó a {target} en la misma mano y el declarante no estaba entre ellos: gana la puntuación más alta, así que {winner} ganó la partida.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>More than one player reached {target} in the same hand, the bidder was not one of them and the highest scores are equal: play another hand.</source>
        <translation>Más de un jugador llegó a {target} en la misma mano, el declarante no estaba entre ellos y las puntuaciones más altas son iguales: se juega otra mano.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>More than one player reached {target} in the same hand: the bidder goes out first, so {winner} won the game.</source>
        <translation>Más de un jugador llegó a {target} en la misma mano: el declarante sale primero, así que {winner} ganó la partida.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Name at {seat}</source>
        <translation>Nombre en {seat}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Name trump</source>
        <translation>Elegir triunfo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Name {suit}: {count} cards long, and {meld} meld with it as trump.</source>
        <translation>Elige {suit}: tienes {count} cartas de ese palo y {meld} en cantes con él de triunfo.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Names:</source>
        <translation>Nombres:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Navy rosette</source>
        <translation>Roseta azul marino</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>Networked table</source>
        <translation>Mesa en red</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>New game</source>
        <translation>Partida nueva</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>New game &amp;with…</source>
        <translation>Partida nueva &amp;personalizada…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py"/>
        <source>New game instead</source>
        <translation>Mejor una partida nueva</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Next hand</source>
        <translation>Siguiente mano</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>Next ▶</source>
        <translation>Siguiente ▶</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Nine</source>
        <translation>Nueve</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <source>No bid won yet</source>
        <translation>Aún no has ganado ninguna puja</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>No bid yet. The minimum bid is {bid}.</source>
        <translation>Todavía no hay pujas. La puja mínima es {bid}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>No cards are passed.</source>
        <translation>No se pasan cartas.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <source>No game finished yet</source>
        <translation>Aún no ha terminado ninguna partida</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>No games yet</source>
        <translation>Todavía no hay partidas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>No hands scored yet</source>
        <translation>Aún no se ha anotado ninguna mano</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>No meld</source>
        <translation>Sin cante</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>No meld in your hand: score the dix, or draw.</source>
        <translation>Ningún cante en tu mano: anota el nueve o roba.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>No single card adds meld to this hand.</source>
        <translation>Ninguna carta sola añade cantes a esta mano.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/sound/service.py"/>
        <source>No sound: no audio device could be opened ({detail}).</source>
        <translation>Sin sonido: no se pudo abrir ningún dispositivo de audio ({detail}).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/sound/service.py"/>
        <source>No sound: the game's sound files could not be read ({detail}).</source>
        <translation>Sin sonido: no se pudieron leer los archivos de sonido del juego ({detail}).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/sound/service.py"/>
        <source>No sound: the sound library is missing ({detail}).</source>
        <translation>Sin sonido: falta la biblioteca de sonido ({detail}).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/bid_chart.py"/>
        <source>No suit makes a bid worth taking: pass.</source>
        <translation>Ningún palo justifica una puja: pasa.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/person_input.py"/>
        <source>No trick has been taken yet in this hand.</source>
        <translation>Aún no se ha ganado ninguna baza en esta mano.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>No trick points taken, so the meld does not count, but the dix scores even so: {points}.</source>
        <translation>Sin puntos de bazas, los cantes no cuentan, pero el dix sí: {points}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>No trick points taken: set, the bid of {bid} is lost whatever the meld.</source>
        <translation>Sin puntos de bazas: fallada, se pierde la puja de {bid} sean cuales sean los cantes.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>No trick points taken: the meld of {meld} does not count, nothing scored.</source>
        <translation>Sin puntos de bazas: los cantes de {meld} no cuentan, no se anota nada.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Nobody can pass before a bid stands, so nobody is ever stuck</source>
        <translation>Nadie puede pasar antes de que haya una puja, así que nadie se queda con la puja mínima</translation>
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
        <translation>Norte</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Not played (board set or out of reach)</source>
        <translation>No jugada (fallo directo o inalcanzable)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Not played (board set)</source>
        <translation>No jugada (fallo directo)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Not played (out of reach)</source>
        <translation>No jugada (inalcanzable)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Nothing more to meld: draw.</source>
        <translation>Nada más que cantar: roba.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Nothing to meld: draw.</source>
        <translation>Nada que cantar: roba.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <source>Nothing to show yet</source>
        <translation>Aún no hay nada que mostrar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>On a forfeit the other players score nothing.</source>
        <translation>Cuando la puja se pierde sin matrimonio, los otros jugadores no se anotan nada.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>On a forfeit the other team scores nothing.</source>
        <translation>Cuando la puja se pierde sin matrimonio, la otra pareja no se anota nada.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/table_speech.py"/>
        <source>On the table: {cards}</source>
        <translation>En la mesa: {cards}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Once both teams have this many points, a team can only go out on its own bid</source>
        <translation>Cuando las dos parejas tienen estos puntos, una pareja solo puede cerrar la partida con su propia puja</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Once both teams have {limit} or more, only the team that won the bid can go out: the other team may pass {target} and the game goes on. The bidders go out when they end the hand with {target} or more, even in a hand they were set.</source>
        <translation>Cuando ambas parejas tienen {limit} o más, solo puede cerrar la pareja que ganó la puja: la otra puede pasar de {target} y la partida sigue. Los declarantes cierran si acaban la mano con {target} o más, aunque en esa mano hayan fallado la puja.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>One dix per trick won.</source>
        <translation>Un nueve de triunfo por baza ganada.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>One meld per trick won.</source>
        <translation>Un cante por baza ganada.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>One meld: click it, or select its cards.</source>
        <translation>Un cante: púlsalo o elige sus cartas.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>One more card would add:</source>
        <translation>Una carta más añadiría:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>One more {card} → {meld} (+{points})</source>
        <translation>{card} más → {meld} (+{points})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Only the winner of a trick may meld, right after winning it.</source>
        <translation>Solo quien gana una baza puede cantar, justo después de ganarla.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Open a score sheet</source>
        <translation>Abrir una hoja de tanteo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>Open another game and put the unfinished one aside?</source>
        <translation>¿Abrir otra partida y guardar aparte la que está sin terminar?</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>Open game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Opening over an unfinished game</source>
        <translation>Abrir sobre una partida sin terminar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Out of reach</source>
        <translation>Inalcanzable</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Out only on own bid:</source>
        <translation>Cerrar solo con puja propia:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Partners: &lt;b&gt;{a} &amp; {b}&lt;/b&gt; play against &lt;b&gt;{c} &amp; {d}&lt;/b&gt;.</source>
        <translation>Parejas: &lt;b&gt;{a} &amp; {b}&lt;/b&gt; juegan contra &lt;b&gt;{c} &amp; {d}&lt;/b&gt;.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Pass</source>
        <translation>Paso</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Pass cards to {name}</source>
        <translation>Pasar cartas a {name}</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Pass exactly %n card(s).</source>
        <translation>
            <numerusform>Pasa exactamente %n carta.</numerusform>
            <numerusform>Pasa exactamente %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Pass these {n} with the button or Enter; click one (or Space) to take it back.</source>
        <translation>Pasa estas {n} con el botón o Intro; haz clic en una (o Espacio) para recuperarla.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Pass with help</source>
        <translation>Paso con ayuda</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Pass with help: you cannot take the bid, but you hold meld to help your partner.</source>
        <translation>Paso con ayuda: no puedes quedarte con la subasta, pero tienes cantes para ayudar a tu compañero.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Pass {cards}: trumps and aces help the bidder most, and the pinochle parts with spades or diamonds trump (both legs of a pinochle, never one).</source>
        <translation>Pasa {cards}: los triunfos y los ases son lo que más ayuda al declarante, y con picas o diamantes de triunfo las cartas del pinochle (las dos mitades de un pinochle, nunca una sola).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Pass {cards}: trumps and aces help the bidder most.</source>
        <translation>Pasa {cards}: los triunfos y los ases son lo que más ayuda al declarante.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Pass {k} of {n}</source>
        <translation>Pasar {k} de {n}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Pass: even with the widow's likely help your hand is worth about {worth}, not enough for the next bid.</source>
        <translation>Pasa: incluso con la ayuda probable de la viuda tu mano vale unos {worth}, no lo bastante para la siguiente puja.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Pass: in {n} simulated deals, taking the contract at {bid} scores about {points} points less than passing.</source>
        <translation>Paso: en {n} repartos simulados, quedarte el contrato en {bid} da unos {points} puntos menos que pasar.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Pass: your hand is worth about {worth}, not enough for the next bid.</source>
        <translation>Paso: tu mano vale unos {worth}, no basta para la siguiente puja.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Pass: your partner holds the bid, and your hand is not clearly stronger.</source>
        <translation>Paso: tu compañero tiene la puja y tu mano no es claramente más fuerte.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Passed:</source>
        <translation>Se pasan:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Pictures</source>
        <translation>Gráficos</translation>
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
        <translation>Partidas de Pinochle (*.pinochle)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>Pinochle is already open in another window.</source>
        <translation>Pinochle ya está abierto en otra ventana.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>Pinochle is played by 2, 3 or 4 players</source>
        <translation>El pinacle se juega entre 2, 3 o 4 jugadores</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Pinochle score sheet</source>
        <translation>Hoja de tanteo de Pinacle</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Play a card by itself when it is the only one you may play</source>
        <translation>Jugar sola la carta cuando es la única que se puede jugar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Play and game end</source>
        <translation>Juego y final de la partida</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Play out the hand at once: every trick is yours</source>
        <translation>Jugar la mano de golpe: todas las bazas son tuyas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Play the {card} rather than the usual {usual}: in {n} simulated deals it scores about {points} points more.</source>
        <translation>Juega {card} en vez del habitual {usual}: en {n} repartos simulados da unos {points} puntos más.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Played</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Played to the end</source>
        <translation>Jugada hasta el final</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Player {n}</source>
        <translation>Jugador {n}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Players:</source>
        <translation>Jugadores:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Playing</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Port:</source>
        <translation>Puerto:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Print a &amp;blank sheet…</source>
        <translation>Imprimir hoja en &amp;blanco…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Print the meld &amp;chart…</source>
        <translation>Imprimir la &amp;tabla de cantes…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Printed {date}</source>
        <translation>Impresa el {date}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Q</source>
        <comment>card index: queen</comment>
        <translation>Q</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Quadruple aces</source>
        <translation>Dieciséis ases</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Quadruple jacks</source>
        <translation>Dieciséis jotas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Quadruple kings</source>
        <translation>Dieciséis reyes</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Quadruple pinochle</source>
        <translation>Pinochle cuádruple</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Quadruple queens</source>
        <translation>Dieciséis reinas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Quadruple run</source>
        <translation>Escalera cuádruple</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Queen</source>
        <translation>Reina</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Queens around</source>
        <translation>Cuatro reinas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>Quit the game everybody at the table is playing?</source>
        <translation>¿Salir de la partida que juegan todos en la mesa?</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Quitting a hot-seat game</source>
        <translation>Salir de una partida por turnos</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_widgets.py"/>
        <source>Remove this step</source>
        <translation>Quitar este tramo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Reset statistics</source>
        <translation>Restablecer estadísticas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Reset…</source>
        <translation>Restablecer…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/score_sheet_dialog.py"/>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/score_sheet_dialog.py"/>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Review hand</source>
        <translation>Repasar la mano</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>Review of hand {n}</source>
        <translation>Repaso de la mano {n}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Royal marriage</source>
        <translation>Matrimonio de triunfo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Royal marriage ({cards} of trump)</source>
        <translation>Matrimonio de triunfo ({cards} de triunfo)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Rules:</source>
        <translation>Reglas:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Rules: {name}</source>
        <translation>Reglas: {name}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Run</source>
        <translation>Escalera</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Run ({cards} of trump)</source>
        <translation>Escalera ({cards} de triunfo)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Sa&amp;ve hand {n}</source>
        <translation>&amp;Guardar mano {n}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>Save &amp;as…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>Save game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Save the score sheet</source>
        <translation>Guardar la hoja de tanteo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>Save these rules as:</source>
        <translation>Guardar estas reglas como:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Saved as {file}</source>
        <translation>Guardada como {file}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>Saved as “{name}”: it is in the list of rules.</source>
        <translation>Guardado como «{name}»: ya está en la lista de reglas.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>Say something to the table</source>
        <translation>Di algo a la mesa</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/score_drawer.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Score</source>
        <translation>Tanteo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>Score &amp;keeper…</source>
        <translation>&amp;Llevar el tanteo…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_lock.py"/>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Score keeper</source>
        <translation>Tanteo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>Score s&amp;heet…</source>
        <translation>&amp;Hoja de tanteo…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/score_sheet_dialog.py"/>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>Score sheet</source>
        <translation>Hoja de tanteo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Score sheets (*{suffix})</source>
        <translation>Hojas de tanteo (*{suffix})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>Score&amp;board</source>
        <translation>Marca&amp;dor</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <source>Scores over the game</source>
        <translation>Puntuación a lo largo de la partida</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Seat:</source>
        <translation>Asiento:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Seats</source>
        <translation>Asientos</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Set</source>
        <translation>Puja fallida</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Show hints</source>
        <translation>Mostrar ayudas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>Show the chosen rule set as it is</source>
        <translation>Mostrar el reglamento elegido sin cambios</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Show the dix</source>
        <translation>Mostrar el nueve de triunfo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Show the dix: 10</source>
        <translation>Mostrar el nueve: 10</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Show the dix: 10 points.</source>
        <translation>Muestra el nueve de triunfo: 10 puntos.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/score_drawer.py"/>
        <source>Show the scoreboard (F9); Escape puts it away.</source>
        <translation>Mostrar el marcador (F9); Escape lo guarda.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Simple</source>
        <translation>Sencillas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/bid_chart.py"/>
        <source>Simulating the hand…</source>
        <translation>Simulando la mano…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>Single deck</source>
        <translation>Baraja sencilla</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Single deck (run 150)</source>
        <translation>Baraja sencilla (escalera 150)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>Single deck, 0, 2 or 4 passed</source>
        <translation>Baraja sencilla, se pasan 0, 2 o 4</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Single deck: 48 cards</source>
        <translation>Baraja sencilla: 48 cartas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Single deck: 48 cards ({ranks}, two of each), 12 to each player.</source>
        <translation>Baraja sencilla: 48 cartas ({ranks}, dos de cada), 12 por jugador.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>Some settings in {file} could not be used and were reset to their defaults: {problems}.</source>
        <translation>Algunos ajustes de {file} no se pudieron usar y se restablecieron a sus valores predeterminados: {problems}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/statistics.py"/>
        <source>Some statistics in {file} could not be used and were reset: {problems}.</source>
        <translation>Algunas estadísticas de {file} no se pudieron usar y se restablecieron: {problems}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Sound effects</source>
        <translation>Efectos de sonido</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Sound:</source>
        <translation>Sonido:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/i18n.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>South</source>
        <translation>Sur</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Spades</source>
        <translation>Picas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Spades and clubs black, hearts and diamonds red</source>
        <translation>Picas y tréboles en negro, corazones y diamantes en rojo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Spades black, hearts red, diamonds blue, clubs green</source>
        <translation>Picas en negro, corazones en rojo, diamantes en azul, tréboles en verde</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>Start a new game and put the unfinished one aside?</source>
        <translation>¿Empezar una partida nueva y guardar aparte la que está sin terminar?</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>Start game</source>
        <translation>Empezar partida</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>Statistics are saved again.</source>
        <translation>Las estadísticas vuelven a guardarse.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>Statistics could not be saved: {problem}

They are kept and saved with the next hand.</source>
        <translation>No se pudieron guardar las estadísticas: {problem}

Se conservan y se guardarán con la próxima mano.</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Mazo: %n carta</numerusform>
            <numerusform>Mazo: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>System default</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/keyboard_help.py"/>
        <source>Tab and Shift+Tab go from the cards to the panel's buttons and back; F6 jumps between the cards and the panel; Escape goes back to the cards. ← → also move between the panel's buttons, and Enter presses the one outlined.</source>
        <translation>Tab y Mayús+Tab van de las cartas a los botones del panel y vuelven; F6 salta entre las cartas y el panel; Escape vuelve a las cartas. ← → también se mueven entre los botones del panel, e Intro pulsa el que está marcado.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>Table chat</source>
        <translation>Chat de la mesa</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Take the trick with the {card}.</source>
        <translation>Gana la baza con {card}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Take the trick with the {card}: its cards, and a meld turn, are worth it.</source>
        <translation>Gana la baza con {card}: sus cartas y un turno de cante lo valen.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Take the turned-up trump for your 9 of trump, and score 10</source>
        <translation>Toma el triunfo descubierto a cambio de tu nueve de triunfo y anota 10</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Take the widow</source>
        <translation>Tomar la viuda</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Take the widow: its three cards join your hand; then name trump.</source>
        <translation>Toma la viuda: sus tres cartas pasan a tu mano; después nombra triunfo.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Ten</source>
        <translation>Diez</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>That is not a join line: it looks like pinochle://ADDRESS:PORT/CODE#FINGERPRINT, as the host's window shows it.</source>
        <translation>Eso no es una línea de unión: tiene la forma pinochle://DIRECCIÓN:PUERTO/CÓDIGO#HUELLA, como la muestra la ventana del anfitrión.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>That is not the table of the join line: its certificate differs.</source>
        <translation>Esa no es la mesa de la línea de unión: su certificado es otro.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>That seat is taken.</source>
        <translation>Ese asiento está ocupado.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>The S key mutes the sounds and turns them on again (View → Mute sounds).</source>
        <translation>La tecla S silencia los sonidos y los vuelve a activar (Ver → Silenciar sonidos).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>The auction ends only when three players have passed. There is no bid cap: every rung of the ladder may be bid.</source>
        <translation>La subasta solo termina cuando tres jugadores han pasado. No hay tope: se puede pujar cualquier escalón.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>The auction ends when three players have passed, or at once on a bid of {cap}: nobody can bid higher.</source>
        <translation>La subasta termina cuando tres jugadores han pasado, o en el acto con una puja de {cap}: nadie puede pujar más.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>The auction ends when two players have passed after a bid, or at once on a bid of {cap}. If all three pass, the cards are thrown in and the next player deals.</source>
        <translation>La subasta termina cuando dos jugadores han pasado tras una puja, o en cuanto alguien puja {cap}. Si pasan los tres, se recogen las cartas y reparte el siguiente jugador.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>The auction ends when two players have passed after a bid. There is no bid cap: every rung of the ladder may be bid. If all three pass, the cards are thrown in and the next player deals.</source>
        <translation>La subasta termina cuando dos jugadores han pasado tras una puja. No hay tope: se puede pujar cualquier escalón. Si pasan los tres, se recogen las cartas y reparte el siguiente jugador.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>The auction ends when two players have passed, or at once on a bid of {cap}. If the first two pass, the dealer is stuck with the minimum bid of {minimum}.</source>
        <translation>La subasta termina cuando dos jugadores han pasado, o en cuanto alguien puja {cap}. Si los dos primeros pasan, el repartidor se queda con la puja mínima de {minimum}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>The auction ends when two players have passed. There is no bid cap: every rung of the ladder may be bid. If the first two pass, the dealer is stuck with the minimum bid of {minimum}.</source>
        <translation>La subasta termina cuando dos jugadores han pasado. No hay tope: se puede pujar cualquier escalón. Si los dos primeros pasan, el repartidor se queda con la puja mínima de {minimum}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/autosave.py"/>
        <source>The autosaved game could not be read ({problem}).</source>
        <translation>No se pudo leer la partida guardada automáticamente ({problem}).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/autosave.py"/>
        <source>The autosaved game {file} {reason}, so it cannot be resumed.</source>
        <translation>El archivo de la partida guardada automáticamente {file} {reason}, así que la partida no se puede reanudar.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>The bid must be at least {amount}.</source>
        <translation>La puja tiene que ser de al menos {amount}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>The bidder could name no trump (no marriage): the bid of {bid} is lost.</source>
        <translation>El declarante no pudo nombrar triunfo (sin matrimonio): se pierde la puja de {bid}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>The bidder draws trump when it holds enough of them to pay.</source>
        <translation>El declarante arrastra triunfos cuando tiene suficientes para que compense.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>The bidder draws trump when it holds enough of them to pay; in double deck it first cashes its side aces.</source>
        <translation>El declarante arrastra triunfos cuando tiene suficientes para que compense; con baraja doble cobra antes sus ases de los otros palos.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <source>The bidder makes the bid when its meld plus trick points (the buried cards included) reach it, {made}; otherwise it loses the bid.</source>
        <translation>El declarante cumple la puja cuando sus cantes más sus puntos de bazas (las cartas enterradas incluidas) la alcanzan, {made}; si no, pierde la puja.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>The bidder may concede only before the first card is led.</source>
        <translation>El declarante solo puede rendirse antes de la primera salida.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>The bidder may throw in any hand</source>
        <translation>El declarante puede abandonar cualquier mano</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <source>The bidder names trump, a suit in which it holds a marriage (the widow's cards count); without one it loses the bid.</source>
        <translation>El declarante nombra triunfo, un palo en el que tenga matrimonio (las cartas de la viuda cuentan); sin él pierde la puja.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <source>The bidder names trump, after seeing the widow; no marriage is needed.</source>
        <translation>El declarante nombra triunfo después de ver la viuda; no hace falta matrimonio.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>The bidder passes back no trumps while other cards can go, and empties a short suit without an ace, so that it can trump that suit.</source>
        <translation>El declarante no devuelve triunfos mientras pueda dar otras cartas, y vacía un palo corto sin as para poder fallarlo.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>The bidder's partner passes this many cards, then the bidder passes as many back</source>
        <translation>El compañero del declarante le pasa este número de cartas y el declarante le devuelve otras tantas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>The bidder's partner passes {n} cards to the bidder, who passes {n} back, {when} trump is named.</source>
        <translation>El compañero del declarante le pasa {n} cartas y el declarante le devuelve {n}, {when} de elegir el triunfo.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>The bidder's trick points include the cards it buried.</source>
        <translation>Los puntos de bazas del declarante incluyen las cartas que enterró.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>The bidder: meld + trick points (with the buried cards) must reach the bid, or it loses the bid.</source>
        <translation>Declarante: cantes + puntos de bazas (con las cartas enterradas) deben llegar a la puja, o pierde la puja.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>The bidders keep meld without a trick</source>
        <translation>Los que ganan la puja conservan sus cantes sin baza</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>The bidders keep their meld even without a trick.</source>
        <translation>Los que ganan la puja conservan sus cantes aunque no hagan ninguna baza.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>The bidders lose the bid; what the other team scores</source>
        <translation>Los declarantes pierden la puja; lo que se anotan los rivales</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>The bidders make their bid when meld plus trick points reach it, and score it all; otherwise they lose the bid.</source>
        <translation>Los declarantes cumplen la puja si cantes y bazas llegan a ella, y se lo anotan todo; si no, pierden la puja.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>The bidders' meld counts toward the bid even if they take no trick points; the other team still needs them</source>
        <translation>Los cantes de los que ganan la puja cuentan para la puja aunque no hagan puntos de baza; el otro equipo sigue necesitándolos</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>The connection to the table was lost.</source>
        <translation>Se perdió la conexión con la mesa.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>The deal</source>
        <translation>El reparto</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>The deal: the {card} is turned up, so {suit} is trump; {n} cards in the stock.</source>
        <translation>Reparto: el {card} queda boca arriba y marca el triunfo, {suit}; {n} cartas en el mazo.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>The defenders lead no ten or king into a suit the bidder has shown void in: a low card there makes the bidder trump.</source>
        <translation>Los defensores no salen con un diez ni un rey en un palo del que el declarante ha mostrado no tener cartas: una carta baja allí le obliga a fallar.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>The dix (9 of trump) scores {dix}: shown, or exchanged for the card turned up for trump. If the card turned up is a dix, the dealer scores {dix}.</source>
        <translation>El nueve de triunfo vale {dix}: mostrado o cambiado por la carta descubierta de triunfo. Si la carta descubierta es un nueve de triunfo, el que reparte se anota {dix}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>The file was kept as {file}.</source>
        <translation>El archivo se guardó como {file}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>The first bidder must open at the minimum</source>
        <translation>El primero en pujar tiene que abrir con la puja mínima</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>The first bidder must open at the minimum, {amount}.</source>
        <translation>El primero en pujar tiene que abrir con la puja mínima: {amount}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>The folder for saved games could not be created.</source>
        <translation>No se pudo crear la carpeta de partidas guardadas.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>The game cannot be autosaved: {problem}

Pinochle tries again after every move and says when it works again.</source>
        <translation>La partida no se puede guardar automáticamente: {problem}

Pinochle lo vuelve a intentar tras cada jugada y avisa cuando vuelva a funcionar.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>The game could not be saved: {problem}</source>
        <translation>No se pudo guardar la partida: {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>The game is autosaved and comes back when Pinochle is started again.</source>
        <translation>La partida se guarda automáticamente y vuelve cuando se abre Pinochle de nuevo.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/keeper.py"/>
        <source>The game is over: {winner} won. Start a new sheet for the next game.</source>
        <translation>La partida ha terminado: ganó {winner}. Empieza una hoja nueva para la próxima partida.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>The game is played to {target}, counted at the end of a hand; if both players reach it, the higher score wins (an equal score plays on).</source>
        <translation>La partida se juega a {target}, contando al final de cada mano; si ambos jugadores lo alcanzan, gana la puntuación más alta (con empate se sigue jugando).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>The game is played to {target}; if both teams reach it in the same hand, the bidders win, even with the lower score.</source>
        <translation>Se juega a {target}; si las dos parejas llegan en la misma mano, ganan los declarantes, aunque tengan menos puntos.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>The game is played to {target}; if more than one player reaches it in the same hand, the bidder wins if among them, else the higher score (two tied at the top play another hand).</source>
        <translation>Se juega a {target}; si más de un jugador llega en la misma mano, gana el declarante si está entre ellos, y si no, la puntuación más alta (dos empatados en cabeza juegan otra mano).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>The hand is scored: press Next hand</source>
        <translation>La mano está contada: pulsa Siguiente mano</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>The hand was not played and there is no meld: nothing scored.</source>
        <translation>La mano no se jugó y no hay cantes: no se anota nada.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>The hand was not played: the meld of {meld} scores.</source>
        <translation>La mano no se jugó: se anotan los cantes de {meld}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>The hand:</source>
        <translation>La mano:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>The hard and expert players keep to these unless their simulation finds another play clearly better; a hint then says how much better.</source>
        <translation>Los niveles difícil y experto las siguen salvo que su simulación encuentre una jugada claramente mejor; una pista dice entonces cuánto mejor.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/controller.py"/>
        <source>The hint could not be worked out: {problem}</source>
        <translation>No se pudo calcular la pista: {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>The host closed the table.</source>
        <translation>El anfitrión cerró la mesa.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_reviews.py"/>
        <source>The host has not sent this hand's cards yet: try again in a moment.</source>
        <translation>El anfitrión aún no ha enviado las cartas de esta mano: inténtalo de nuevo en un momento.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>The host of the networked table keeps the game.</source>
        <translation>El anfitrión de la mesa en red guarda la partida.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>The host refused that: {detail}</source>
        <translation>El anfitrión lo rechazó: {detail}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>The last 12 tricks</source>
        <translation>Las últimas 12 bazas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>The last 12 tricks: melded cards go back into the hands and there is no more meld.</source>
        <translation>Las últimas 12 bazas: las cartas cantadas vuelven a la mano y ya no se canta.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>The minimum bid is {bid}; bids go up {steps}.</source>
        <translation>La puja mínima es {bid}; se sube {steps}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <source>The minimum bid is {bid}; bids go up {steps}. A pass is final.</source>
        <translation>La puja mínima es {bid}; las pujas suben {steps}. Quien pasa no vuelve a pujar.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>The non-dealer leads the first trick. The second card may be any card: there is no need to follow suit or trump. The higher card of the suit led, or a trump, wins; of two identical cards the first played wins.</source>
        <translation>Sale el que no reparte. La segunda carta puede ser cualquiera: no hace falta seguir el palo ni fallar. Gana la carta más alta del palo salido, o un triunfo; de dos cartas iguales gana la primera jugada.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>The others score their meld. Undo (Ctrl+Z) takes it back.</source>
        <translation>Los demás anotan sus cantes. Deshacer (Ctrl+Z) lo revierte.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>The saved game {file} {reason}.</source>
        <translation>El archivo de partida guardada {file} {reason}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_lock.py"/>
        <source>The score keeper is already open in another window.</source>
        <translation>El tanteo ya está abierto en otra ventana.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>The score keeper's sheet could not be read ({problem}).</source>
        <translation>No se pudo leer la hoja de tanteo guardada automáticamente ({problem}).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>The score keeper's sheet {file} {reason}, so it cannot be resumed.</source>
        <translation>El archivo de la hoja de tanteo guardada automáticamente {file} {reason}, así que no se puede reanudar.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>The score sheet {file} {reason}.</source>
        <translation>El archivo de hoja de tanteo {file} {reason}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>The settings could not be read ({problem}), so defaults are used.</source>
        <translation>No se pudo leer la configuración ({problem}), así que se usan los valores predeterminados.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>The settings file {file} {reason}, so default settings are used.</source>
        <translation>El archivo de configuración {file} {reason}, así que se usa la configuración predeterminada.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/statistics.py"/>
        <source>The statistics could not be read ({problem}), so they start afresh.</source>
        <translation>No se pudieron leer las estadísticas ({problem}), así que empiezan de cero.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/statistics.py"/>
        <source>The statistics file {file} {reason}, so statistics start afresh.</source>
        <translation>El archivo de estadísticas {file} {reason}, así que las estadísticas empiezan de cero.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>The table cannot be reached ({detail}).</source>
        <translation>No se puede llegar a la mesa ({detail}).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>The table code is wrong.</source>
        <translation>El código de la mesa es incorrecto.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/menu.py"/>
        <source>The table could not be opened on port {port}: {problem}</source>
        <translation>No se pudo abrir la mesa en el puerto {port}: {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>The table is open. Friends choose Game → Join a table… and paste the join line below (on this computer's network: {addresses}; table code {code}). Over the internet, your router must forward port {port} to this computer.</source>
        <translation>La mesa está abierta. Tus amigos eligen Partida → Unirse a una mesa… y pegan la línea de unión de abajo (en la red de esta computadora: {addresses}; código de mesa {code}). Por Internet, tu router debe reenviar el puerto {port} a esta computadora.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>The table runs another version of Pinochle Desktop ({detail}).</source>
        <translation>La mesa usa otra versión de Pinochle Desktop ({detail}).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>The table said: {detail}</source>
        <translation>La mesa dice: {detail}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>The turned-up trump cannot be exchanged now.</source>
        <translation>El triunfo descubierto no se puede cambiar ahora.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>The unfinished game could not be put aside, so it stays on the table: {problem}</source>
        <translation>La partida sin terminar no se pudo guardar aparte, así que sigue en la mesa: {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <source>The widow is turned face up for everyone to see, and the bidder takes it into its hand.</source>
        <translation>La viuda se descubre para que todos la vean y el declarante la toma en su mano.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>The widow: {cards}. Take it into your hand, then name trump.</source>
        <translation>La viuda: {cards}. Tómala en tu mano y después nombra triunfo.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>The winner of a trick may lay out one meld, with at least one card from the hand. Melded cards lie face up in front of their player, still part of the hand, and may be played from the table.</source>
        <translation>Quien gana una baza puede cantar una combinación, con al menos una carta de la mano. Las cartas cantadas quedan boca arriba delante de su jugador, siguen siendo parte de la mano y pueden jugarse desde la mesa.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>The {card} has already scored in this kind of meld: it may meld again only in another kind, or in a higher meld of the same kind.</source>
        <translation>El {card} ya ha puntuado en este tipo de cante: solo puede volver a cantar en otro tipo o en un cante mayor del mismo tipo.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>The {card} is shown in your meld: it may not be buried.</source>
        <translation>{card} forma parte de tus cantes: no se puede enterrar.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>Them</source>
        <translation>Ellos</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>Then the winner draws the top card of the stock and the loser the next; the winner leads. After the 12th trick the winner (who may still meld) takes the last card of the stock, shown to both, and the loser takes the turned-up trump.</source>
        <translation>Luego el ganador roba la carta de arriba del mazo y el perdedor la siguiente; sale el ganador. Tras la 12.ª baza el ganador (que aún puede cantar) toma la última carta del mazo, que ven los dos, y el perdedor toma el triunfo descubierto.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>There is no auction: the card turned up after the deal names trump, and the non-dealer leads.</source>
        <translation>No hay subasta: la carta descubierta tras el reparto decide el triunfo, y sale el jugador que no reparte.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>These hands cannot be kept under {name}:</source>
        <translation>Estas manos no pueden anotarse con {name}:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>These rules cannot be played yet: fix the options marked in red first.</source>
        <translation>Todavía no se puede jugar con estas reglas: primero corrige las opciones marcadas en rojo.</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>These rules cannot be played yet: see the %n problem(s) shown in red.</source>
        <translation>
            <numerusform>Todavía no se puede jugar con estas reglas: mira el problema indicado en rojo.</numerusform>
            <numerusform>Todavía no se puede jugar con estas reglas: mira los %n problemas indicados en rojo.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>They</source>
        <translation>Ellos</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py"/>
        <source>Thinking about a hint…</source>
        <translation>Buscando un consejo…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>This file could not be found. It may have been moved, renamed or deleted.</source>
        <translation>No se encontró este archivo. Puede que se haya movido, renombrado o borrado.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>This file could not be read. You may not be allowed to open it, or the disk may have a problem.</source>
        <translation>No se pudo leer este archivo. Quizá no tengas permiso para abrirlo, o el disco tiene un problema.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>This file is not a saved Pinochle game. It may be damaged, or made by another program.</source>
        <translation>Este archivo no es una partida de Pinochle guardada. Puede estar dañado o haberlo creado otro programa.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>This game was saved by a newer version of Pinochle Desktop, which this version cannot open. Install the newer version to go on with it.</source>
        <translation>Esta partida la guardó una versión más nueva de Pinochle Desktop, que esta versión no puede abrir. Instala la versión más nueva para continuarla.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>This hand</source>
        <translation>Esta mano</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>This hand was not played.</source>
        <translation>Esta mano no se jugó.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>This is a folder, not a saved Pinochle game. Choose a file ending in .pinochle.</source>
        <translation>Esto es una carpeta, no una partida de Pinochle guardada. Elige un archivo que termine en .pinochle.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_lock.py"/>
        <source>This sheet is not kept after every change, so the sheet in the other window stays safe. To keep this one, save it (Sheet → Save).</source>
        <translation>Esta hoja no se guarda tras cada cambio, así que la hoja de la otra ventana está a salvo. Para conservar esta, guárdala (Hoja → Guardar).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>This window does not autosave, so the game in the other window stays safe. An unfinished game in this window is put aside in the saves folder when it closes (Game → Open brings it back).</source>
        <translation>Esta ventana no guarda automáticamente, así que la partida de la otra ventana está a salvo. Una partida sin terminar en esta ventana se guarda aparte en la carpeta de partidas guardadas al cerrarla (Partida → Abrir la recupera).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Those cards are not a meld.</source>
        <translation>Esas cartas no forman un cante.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>Three players each for themself: 15 cards each and a widow of 3 for the bidder, who buries 3; bid from 300 by 10, game to 1500</source>
        <translation>Tres jugadores, cada uno por su cuenta: 15 cartas cada uno y una viuda de 3 para el declarante, que entierra 3; se puja desde 300 de 10 en 10, partida a 1500</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <source>Three players, each for themself. {hand} cards each, and {widow} face down in the middle: the widow.</source>
        <translation>Tres jugadores, cada uno por su cuenta. {hand} cartas cada uno y {widow} boca abajo en el centro: la viuda.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Three players: 15 cards each and a widow of 3 for the bidder, who buries 3</source>
        <translation>Tres jugadores: 15 cartas cada uno y una viuda de 3 para el declarante, que entierra 3</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Three, each for themself</source>
        <translation>Tres, cada uno por su cuenta</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>Three-handed</source>
        <translation>A tres</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/about_dialog.py"/>
        <source>Three-handed cutthroat Pinochle with a widow</source>
        <translation>Pinacle a tres, cada uno por su cuenta, con viuda</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Three-handed: the bidder takes the widow of {n} and buries {n} cards, never one shown in meld; the points of the buried cards count for the bidder.</source>
        <translation>A tres: el declarante toma la viuda de {n} cartas y entierra {n}, nunca una cantada; los puntos de las cartas enterradas cuentan para él.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Throw in</source>
        <translation>Abandonar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Throw in (−{bid})</source>
        <translation>Abandonar (−{bid})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>Throw in and lose {bid}?</source>
        <translation>¿Abandonar y perder {bid}?</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Throw in: the bid is out of reach, and playing on only gives the others more points.</source>
        <translation>Abandona: la puja es inalcanzable, y seguir jugando solo da más puntos a los rivales.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Throwing in a hand</source>
        <translation>Abandonar una mano</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Throwing in is allowed only before the first lead, when the rules allow it.</source>
        <translation>Solo se puede abandonar antes de la primera salida, si las reglas lo permiten.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Thrown in</source>
        <translation>Abandono</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Thrown in: the bid of {bid} is lost.</source>
        <translation>Abandono: se pierde la puja de {bid}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>To keep meld, take at least:</source>
        <translation>Para conservar los cantes, al menos:</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>To score at all, a team must take at least %n trick point(s).</source>
        <translation>
            <numerusform>Para anotar algo, una pareja debe ganar al menos %n punto de bazas.</numerusform>
            <numerusform>Para anotar algo, una pareja debe ganar al menos %n puntos de bazas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>Too many wrong table codes from this computer: try again later.</source>
        <translation>Demasiados códigos de mesa erróneos desde esta computadora: inténtalo más tarde.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Total meld: {points}</source>
        <translation>Cantes en total: {points}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Totals: {totals}</source>
        <translation>Tanteo: {totals}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Trick play</source>
        <translation>Juego de bazas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Trick play:</source>
        <translation>Juego de bazas:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Trick points</source>
        <translation>Puntos de bazas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Trick points (of {total}):</source>
        <translation>Puntos de bazas (de {total}):</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Trick points of both sides add up to {total}.</source>
        <translation>Los puntos de bazas de los dos lados suman {total}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>Trick {n} of {total}</source>
        <translation>Baza {n} de {total}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/score_sheet_dialog.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Tricks</source>
        <translation>Bazas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Triple aces</source>
        <translation>Doce ases</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Triple jacks</source>
        <translation>Doce jotas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Triple kings</source>
        <translation>Doce reyes</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Triple pinochle</source>
        <translation>Pinochle triple</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Triple queens</source>
        <translation>Doce reinas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Triple run</source>
        <translation>Escalera triple</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/score_sheet_dialog.py"/>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Trump</source>
        <translation>Triunfo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Trump and passing</source>
        <translation>Triunfo y paso de cartas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Trump must be a suit in which the bidder holds a marriage; without one the bidders lose the bid and {forfeit}.</source>
        <translation>El triunfo tiene que ser un palo en el que el declarante tenga matrimonio; si no lo tiene, los declarantes pierden la puja y {forfeit}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Trump must be a suit in which you hold a marriage ({king} and {queen}).</source>
        <translation>El triunfo debe ser un palo en el que tengas un matrimonio ({king} y {queen}).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Trump must be a suit in which you hold a marriage.</source>
        <translation>El triunfo tiene que ser un palo en el que tengas matrimonio.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Trump needs a marriage in that suit</source>
        <translation>El triunfo exige matrimonio en ese palo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Trump:</source>
        <translation>Triunfo:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Trump: {suit}</source>
        <translation>Triunfo: {suit}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Turned-up dix: {points} to the dealer</source>
        <translation>Dix de muestra: {points} para el que reparte</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Two colours</source>
        <translation>Dos colores</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>Two players, a single deck of 48 cards. Each gets 12; the next card is turned up and its suit is trump; the other 23 cards are the stock, face down. A turned-up dix (9 of trump) scores 10 for the dealer. The deal alternates.</source>
        <translation>Dos jugadores, una baraja sencilla de 48 cartas. Cada uno recibe 12; la siguiente carta se descubre y su palo es el triunfo; las otras 23 cartas son el mazo, boca abajo. Un nueve de triunfo descubierto vale 10 para el repartidor. Se reparte por turnos.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Two, trump turned up</source>
        <translation>Dos, triunfo descubierto</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>Two-handed</source>
        <translation>Para dos</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/about_dialog.py"/>
        <source>Two-handed Pinochle: the draw game, with a stock and meld after each trick won</source>
        <translation>Pinacle a dos: con montón para robar y cantes tras cada baza ganada</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Two-handed: after winning a trick a player may make one meld, laying its cards face up; at least one card must come from the hand. A melded card may meld again only in another class, or in a higher meld of the same class (a royal marriage first, then the run).</source>
        <translation>Para dos: tras ganar una baza, un jugador puede hacer un cante y dejar sus cartas boca arriba; al menos una carta debe salir de la mano. Una carta cantada solo vuelve a cantar en otra clase, o en un cante mayor de la misma clase (primero el matrimonio real, luego la escalera).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Type a hand, e.g. AH 10H KH QH JH QS JD, and press Enter</source>
        <translation>Escribe una mano, p. ej. AH 10H KH QH JH QS JD, y pulsa Intro</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>Type a name for these rules first.</source>
        <translation>Primero escribe un nombre para estas reglas.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>Undo (Ctrl+Z) takes it back.</source>
        <translation>Deshacer (Ctrl+Z) lo revierte.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>Undo changes</source>
        <translation>Deshacer cambios</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>Unfinished game</source>
        <translation>Partida sin terminar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>Unterminated string starting at</source>
        <translation>texto sin cerrar que empieza</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>Us</source>
        <translation>Nosotros</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Volume</source>
        <translation>Volumen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Waiting for the host…</source>
        <translation>Esperando al anfitrión…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>We</source>
        <translation>Nosotros</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/i18n.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>West</source>
        <translation>Oeste</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>West leads the {ah} and you hold {kh} and {jh}: you cannot beat it, so either heart will do.</source>
        <translation>Oeste sale con el {ah} y tú tienes {kh} y {jh}: no puedes superarlo, así que vale cualquier corazón.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>West leads the {qh} and you hold no hearts but the {js} and {as}: you must trump; after East's {ts} you must play the {as} to beat it.</source>
        <translation>Oeste sale con el {qh} y no tienes corazones pero sí el {js} y el {as}: debes fallar; tras el {ts} de Este debes jugar el {as} para superarlo.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>West leads the {qh} and you hold no hearts but the {js} and {as}: you must trump; after North's {ts} you must play the {as} to beat it.</source>
        <translation>Oeste sale con la {qh} y no tienes corazones pero sí {js} y {as}: debes fallar; tras el {ts} de Norte debes jugar el {as} para superarlo.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>West leads the {qh} and you hold no hearts: play any card; you need not trump.</source>
        <translation>Oeste sale con la {qh} y no tienes corazones: juega cualquier carta; no hace falta fallar.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>West leads the {qh} and you hold {kh} and {jh}: follow with either heart; you need not beat it.</source>
        <translation>Oeste sale con la {qh} y tienes {kh} y {jh}: asiste con cualquiera de los dos; no hace falta superarla.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>West leads the {qh} and you hold {kh} and {jh}: you must play the {kh}, because it beats the {qh}.</source>
        <translation>Oeste sale con la {qh} y tú tienes {kh} y {jh}: debes jugar el {kh}, porque supera a la {qh}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>West leads the {qh}, East trumps with the {ts}, and you hold hearts: any heart will do, since no heart can win a trumped trick.</source>
        <translation>Oeste sale con el {qh}, Este falla con el {ts} y tienes corazones: vale cualquier corazón, porque ninguno gana una baza fallada.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>West leads the {qh}, North trumps with the {ts}, and you hold hearts: any heart will do, since no heart can win a trumped trick.</source>
        <translation>Oeste sale con la {qh}, Norte falla con el {ts} y tú tienes corazones: vale cualquier corazón, porque ninguno gana una baza fallada.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>West leads the {qs} (trump) and you hold {ks} and {js}: you must play the {ks}, because trump was led.</source>
        <translation>Oeste sale con la {qs} (triunfo) y tienes {ks} y {js}: debes jugar el {ks}, porque se salió con triunfo.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>What would the expert do now?</source>
        <translation>¿Qué haría el experto ahora?</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/score_drawer.py"/>
        <source>What would the expert do now? (H)</source>
        <translation>¿Qué haría el experto ahora? (H)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>What your hand is likely worth with each trump suit</source>
        <translation>Lo que probablemente vale tu mano con cada palo de triunfo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>What your partner’s calls and cards mean</source>
        <translation>Qué significan las pujas y las cartas de tu compañero</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>When only one of your cards may be played, it is played for you</source>
        <translation>Cuando solo puedes jugar una de tus cartas, se juega por ti</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>When the bidders' meld plus every trick point cannot reach the bid</source>
        <translation>Cuando los cantes de los declarantes más todos los puntos de bazas no llegan a la puja</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/keyboard_help.py"/>
        <source>Where the keyboard is: on the panel's main button when the panel asks something (your bid, trump, the widow, a meld, Play, Next hand, New game); on your cards when you choose cards (your lead or play, Lead or concede, the cards to pass or bury).</source>
        <translation>Dónde está el teclado: en el botón principal del panel cuando el panel pregunta algo (tu apuesta, el triunfo, el monte, un cante, Jugar, Mano siguiente, Partida nueva); en tus cartas cuando eliges cartas (salir o jugar, Sal o ríndete, las cartas para pasar o descartar).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>Where these rules are silent the game follows Hoyle's two-hand rules, as Pagat's two-hand page gives them: one dix a trick, besides the meld; a dix may be exchanged while the turned-up trump is there and is not a dix itself; a double meld (double pinochle, 1000 aces, double run) built on a single one already melded scores as a higher meld of its class.</source>
        <translation>Donde estas reglas no dicen nada, el juego sigue las reglas para dos de Hoyle, tal como las da la página de Pagat: un nueve de triunfo por baza, además del cante; se puede cambiar mientras el triunfo descubierto esté y no sea otro nueve; un cante doble (pinacle doble, 1000 ases, escalera doble) sobre uno sencillo ya cantado puntúa como cante mayor de su clase.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>While the stock lasts</source>
        <translation>Mientras quede mazo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Who plays {seat}</source>
        <translation>Quién juega en {seat}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Why each side scored what it did</source>
        <translation>Por qué cada lado se anota lo que se anota</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>Widow: {cards}.</source>
        <translation>Viuda: {cards}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Win the trump lead with the {card}: it takes the trick as surely, and your trump ace stays in your hand.</source>
        <translation>Gana la salida de triunfo con {card}: se lleva la baza igual de seguro y tu as de triunfo se queda en tu mano.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/i18n.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>You are out of the suit led: you must play a trump ({suit}).</source>
        <translation>No tienes del palo de salida: tienes que fallar con un triunfo ({suit}).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>You bid {bid}</source>
        <translation>Tú juegas {bid}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>You bid {bid}: {outcome}</source>
        <translation>Pujaste {bid}: {outcome}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>You buried {cards}.</source>
        <translation>Enterraste {cards}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>You bury %n card(s)</source>
        <translation>
            <numerusform>Entierras %n carta</numerusform>
            <numerusform>Entierras %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>You cannot declare yourself out now.</source>
        <translation>Ahora no puedes declararte fuera.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>You cannot win this trick: give away the {card}, your cheapest card.</source>
        <translation>No puedes ganar esta baza: descarta {card}, la carta que menos vale.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>You declared out</source>
        <translation>Te declaraste fuera</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/person_input.py"/>
        <source>You have chosen %n card(s) already: click one to put it back.</source>
        <translation>
            <numerusform>Ya has elegido %n carta: haz clic en ella para devolverla.</numerusform>
            <numerusform>Ya has elegido %n cartas: haz clic en una para devolverla.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>You hold no dix (9 of trump) that may still score.</source>
        <translation>No tienes ningún nueve de triunfo que aún pueda puntuar.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>You joined this seat from another window.</source>
        <translation>Ocupaste este asiento desde otra ventana.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>You may “pass with help” to tell your partner you hold meld for them.</source>
        <translation>Puedes decir «paso con ayuda» para indicar a tu compañero que tienes cantes para él.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>You must beat the {card} if you can.</source>
        <translation>Tienes que montar al {card} si puedes.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>You must follow suit: play a card of {suit}.</source>
        <translation>Tienes que asistir: juega una carta de {suit}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>You take the trick</source>
        <translation>Te llevas la baza</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>You take the widow</source>
        <translation>Tomas la viuda</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>You win {x} to {y}.</source>
        <translation>Ganas {x} a {y}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>You won the bid at {bid}</source>
        <translation>Te has quedado la puja con {bid}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>You won the trick</source>
        <translation>Has ganado la baza</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>You won the trick: meld, or draw</source>
        <translation>Baza ganada: canta o roba</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>You, at this window</source>
        <translation>Tú, en esta ventana</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Your bid</source>
        <translation>Tu puja</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Your bid is out of reach</source>
        <translation>Tu puja ya no se puede cumplir</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Your bid won: name trump</source>
        <translation>Tu puja gana: elige el triunfo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Your bid won: take the widow</source>
        <translation>Tu puja gana: toma la viuda</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Your cards take every trick left</source>
        <translation>Tus cartas se llevan todas las bazas que quedan</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Your lead</source>
        <translation>Sales tú</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Your lead, or throw in</source>
        <translation>Sales tú, o abandona</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Your name:</source>
        <translation>Tu nombre:</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Your partner passes you trumps first, always, even when that breaks its own meld; then aces; with spades or diamonds trump the {qs} and {jd}. A pinochle goes whole (both legs) or stays, and a lone nine of another suit never goes.</source>
        <translation>Tu compañero te pasa primero triunfos, siempre, aunque rompa sus propios cantes; luego ases; con picas o diamantes de triunfo, {qs} y {jd}. Un pinochle va entero (las dos mitades) o se queda, y un nueve solo de otro palo no se pasa nunca.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Your partner's {ah} is winning and you hold the {th} and {kh}: you must still play a heart that beats the highest heart if you can — here none can, so either heart will do.</source>
        <translation>El {ah} de tu compañero va ganando y tienes el {th} y el {kh}: aun así debes superar el corazón más alto si puedes; aquí no puedes, así que vale cualquiera.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Your partner's {winner} is winning: keep your counters, play the {card}.</source>
        <translation>El {winner} de tu compañero gana la baza: guarda tus cartas de puntos y juega {card}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Your partner's {winner} is winning: throw a counter, the {card}.</source>
        <translation>El {winner} de tu compañero gana la baza: carga una carta de puntos, {card}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <source>Your rule sets</source>
        <translation>Tus reglamentos</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Your settings could not all be used.</source>
        <translation>No se pudo usar toda tu configuración.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Your turn: follow {suit}</source>
        <translation>Te toca: asiste a {suit}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Your turn: no {suit}, play a trump</source>
        <translation>Te toca: sin {suit}, juega un triunfo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Your turn: no {suit}, play any card</source>
        <translation>Te toca: sin {suit}, juega cualquier carta</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Your turn: play any card</source>
        <translation>Tu turno: juega cualquier carta</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py"/>
        <source>Your unfinished game is back on the table.</source>
        <translation>Tu partida sin terminar vuelve a estar sobre la mesa.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>Your unfinished game was put aside as {file} (Game → Open brings it back).</source>
        <translation>Tu partida sin terminar se guardó aparte como {file} (Partida → Abrir la recupera).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>a board set needs a minimum meld</source>
        <translation>un «board set» necesita un canto mínimo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>a dix saves only a side that did not bid</source>
        <translation>el nueve de triunfo solo salva a un lado que no ganó la puja</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>a double deck needs a double-deck meld table (pagat, run16 or tens)</source>
        <translation>una baraja doble necesita una tabla de cantos de baraja doble (pagat, run16 o tens)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>a group of values</source>
        <translation>un grupo de valores</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>a hand ends one way only: not played, thrown in or forfeit</source>
        <translation>una mano termina de una sola manera: no jugada, abandonada o perdida sin matrimonio</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/statistics.py"/>
        <source>a list of at most {most} games, each a date and won true or false</source>
        <translation>una lista de {most} partidas como mucho, cada una con fecha y won true o false</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>a list of {count}</source>
        <translation>una lista de {count}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/keeper.py"/>
        <source>a name is 1 to {n} characters</source>
        <translation>un nombre tiene de 1 a {n} caracteres</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>a name of 1 to {most} characters</source>
        <translation>un nombre de 1 a {most} caracteres</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>a name of your own</source>
        <translation>un nombre propio</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>a pass with help is a signal to a partner (four players)</source>
        <translation>el paso con ayuda es una señal al compañero (cuatro jugadores)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rule_limits.py"/>
        <source>a rule set needs a name of 1 to {most} characters, without control characters</source>
        <translation>un conjunto de reglas necesita un nombre de 1 a {most} caracteres, sin caracteres de control</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/keeper.py"/>
        <source>a sheet holds at most {n} hands</source>
        <translation>una hoja admite como mucho {n} manos</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>a single deck needs the single-deck meld table</source>
        <translation>una baraja sencilla necesita la tabla de cantos de baraja sencilla</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>a team at</source>
        <translation>una pareja en</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>a text of 1 to {most} characters</source>
        <translation>un texto de 1 a {most} caracteres</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <location filename="../pinochle_desktop/persistence/statistics.py"/>
        <source>a whole number from 0 to {most}</source>
        <translation>un número entero de 0 a {most}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>after</source>
        <translation>después</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <source>after trump</source>
        <translation>después de elegir el triunfo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>after trump is named</source>
        <translation>después de elegir el triunfo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <source>and scores all it made</source>
        <translation>y anota todo lo que hizo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <source>and scores the bid</source>
        <translation>y anota la puja</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>and {count} more</source>
        <translation>y {count} más</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/locks.py"/>
        <source>another Pinochle window is using it</source>
        <translation>otra ventana de Pinochle lo está usando</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>away</source>
        <comment>a person who left</comment>
        <translation>ausente</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>before</source>
        <translation>antes</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <source>before trump</source>
        <translation>antes de elegir el triunfo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>before trump is named</source>
        <translation>antes de elegir el triunfo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>bid cap</source>
        <translation>puja máxima</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <source>bid from {bid}</source>
        <translation>puja desde {bid}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>bid out of reach</source>
        <translation>puja inalcanzable</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>bid steps</source>
        <translation>tramos de puja</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/bid_chart.py"/>
        <source>bid {bid}</source>
        <translation>pujar {bid}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>bid {bid} is not on the bid ladder (the rungs next to it are {below} and {above})</source>
        <translation>la puja {bid} no es un escalón de la escala de pujas (los escalones vecinos son {below} y {above})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>bidder scores the bid</source>
        <translation>el declarante anota la puja</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>bidders keep meld</source>
        <translation>cantes sin baza</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>bids from {bid} ({steps})</source>
        <translation>pujas desde {bid} ({steps})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>blank score sheet</source>
        <translation>hoja de tanteo en blanco</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>board set</source>
        <translation>fallo directo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>both teams at</source>
        <translation>las dos parejas en</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>by {step} from {start}</source>
        <translation>de {step} en {step} a partir de {start}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>cannot be kept under its rules: {problem}</source>
        <translation>no se puede llevar con sus reglas: {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>card values</source>
        <translation>valor de las cartas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>cards are passed only between partners (four players)</source>
        <translation>las cartas solo se pasan entre compañeros (cuatro jugadores)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>cards passed</source>
        <translation>cartas pasadas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>cards passed must be 0 to 4</source>
        <translation>las cartas pasadas tienen que ser de 0 a 4</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/table_speech.py"/>
        <source>chosen to pass</source>
        <translation>elegida para pasar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>clubs</source>
        <comment>suit in a sentence</comment>
        <translation>tréboles</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>computer</source>
        <comment>a computer player plays for a person who is away</comment>
        <translation>computadora</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>could not be converted from version {version}</source>
        <translation>no se pudo convertir desde la versión {version}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>could not be converted from version {version} ({problem})</source>
        <translation>no se pudo convertir desde la versión {version} ({problem})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>could not be read ({problem})</source>
        <translation>no se pudo leer ({problem})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/atomic.py"/>
        <source>could not create folder {file}: {problem}</source>
        <translation>no se pudo crear la carpeta {file}: {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/atomic.py"/>
        <source>could not lock {file}: {problem}</source>
        <translation>no se pudo bloquear {file}: {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/atomic.py"/>
        <source>could not open the lock file {file}: {problem}</source>
        <translation>no se pudo abrir el archivo de bloqueo {file}: {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/atomic.py"/>
        <source>could not remove {file}: {problem}</source>
        <translation>no se pudo borrar {file}: {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/atomic.py"/>
        <source>could not write {file}: {problem}</source>
        <translation>no se pudo escribir {file}: {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>counter value</source>
        <translation>valor de las cartas de puntos</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>custom_rules: a rule set named {found} was dropped: bad name</source>
        <translation>custom_rules: se descartó el conjunto de reglas llamado {found}: nombre no válido</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>custom_rules: expected named rule sets, found {found}</source>
        <translation>custom_rules: se esperaban conjuntos de reglas con nombre, se encontró {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>custom_rules: only the first {most} rule sets were kept</source>
        <translation>custom_rules: solo se conservaron los primeros {most} conjuntos de reglas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>custom_rules: the rule set "{name}" was dropped: {problem}</source>
        <translation>custom_rules: se descartó el conjunto de reglas "{name}": {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>deck</source>
        <translation>baraja</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>diamonds</source>
        <comment>suit in a sentence</comment>
        <translation>diamantes</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>dix scores even so</source>
        <translation>el nueve de triunfo cuenta igualmente</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>does not count: under {n}</source>
        <translation>no cuenta: menos de {n}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>does not exist</source>
        <translation>no existe</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>double</source>
        <translation>doble</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>each bid step must start above the one before it</source>
        <translation>cada salto de puja tiene que empezar por encima del anterior</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>ends the auction at</source>
        <translation>cierra la subasta en</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>every bid step must be above zero</source>
        <translation>cada salto de puja tiene que ser mayor que cero</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>everybody passes</source>
        <translation>todos pasan</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>expected a set of rule options, found {found}</source>
        <translation>se esperaban opciones de reglas, se encontró {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>first bidder opens</source>
        <translation>apertura obligada</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>forfeit</source>
        <translation>puja perdida sin matrimonio</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>free</source>
        <comment>a seat nobody has taken yet</comment>
        <translation>libre</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_widgets.py"/>
        <source>from</source>
        <translation>desde</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_widgets.py"/>
        <source>from the minimum bid</source>
        <translation>desde la puja mínima</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <source>game at {target}</source>
        <translation>partida a {target}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>game target</source>
        <translation>meta de la partida</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>game to {target}</source>
        <translation>partida a {target}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>games of {players} players are not playable yet</source>
        <translation>las partidas de {players} jugadores aún no se pueden jugar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>give a figure for each side</source>
        <translation>anota una cifra para cada lado</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>going out on own bid</source>
        <translation>cerrar solo con puja propia</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>hand {number}</source>
        <translation>la mano {number}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>has a bad action record: action {index} is not an action ({found})</source>
        <translation>tiene un registro de jugada erróneo: la jugada {index} no es una jugada ({found})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>has a bad action record: action {index}: {problem}</source>
        <translation>tiene un registro de jugada erróneo: jugada {index}: {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>has an unknown version number {version}</source>
        <translation>tiene un número de versión desconocido: {version}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>has no valid version number (found {found})</source>
        <translation>no tiene un número de versión válido (se encontró {found})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>has rules this game cannot play: {problem}</source>
        <translation>tiene reglas que este juego no puede jugar: {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>has version {version}, which this version of Pinochle Desktop cannot convert</source>
        <translation>tiene la versión {version}, que esta versión de Pinochle Desktop no puede convertir</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>has {count} names, but these rules keep a score for {sides} sides</source>
        <translation>tiene {count} nombres, pero estas reglas llevan el tanteo de {sides} bandos</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>hearts</source>
        <comment>suit in a sentence</comment>
        <translation>corazones</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>holds {count} hands, more than a sheet can ({most})</source>
        <translation>contiene {count} manos, más de las que cabe en una hoja ({most})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>in this game a dix scores as meld: count it in the meld</source>
        <translation>en este juego el nueve de triunfo cuenta como cante: súmalo en los cantes</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is a folder, not a file</source>
        <translation>es una carpeta, no un archivo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is a named pipe, not a file</source>
        <translation>es una tubería con nombre, no un archivo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is damaged or truncated: it is not valid JSON ({detail} at line {line}, column {column})</source>
        <translation>está dañado o cortado: no es JSON válido ({detail} en la línea {line}, columna {column})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>is damaged: "actions" should be a list of actions, found {found}</source>
        <translation>está dañado: "actions" debería ser una lista de jugadas, se encontró {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>is damaged: "extra" holds over {size} KB</source>
        <translation>está dañado: "extra" ocupa más de {size} KB</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>is damaged: "extra" should be a group of values, found {found}</source>
        <translation>está dañado: "extra" debería ser un grupo de valores, se encontró {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>is damaged: "hands" should be a list of hands, found {found}</source>
        <translation>está dañado: "hands" debería ser una lista de manos, se encontró {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>is damaged: "names" should be a list of names, found {found}</source>
        <translation>está dañado: "names" debería ser una lista de nombres, se encontró {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>is damaged: "rules" should be a group of rule options, found {found}</source>
        <translation>está dañado: "rules" debería ser un grupo de opciones de reglas, se encontró {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>is damaged: "seats" should be a list of {players} seats, found {found}</source>
        <translation>está dañado: "seats" debería ser una lista de {players} puestos, se encontró {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>is damaged: "seed" should be a whole number, found {found}</source>
        <translation>está dañado: "seed" debería ser un número entero, se encontró {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>is damaged: a side's name has at most {most} characters and no control characters, found {found}</source>
        <translation>está dañado: el nombre de un bando tiene como máximo {most} caracteres y ningún carácter de control, se encontró {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>is damaged: it has no "{key}" entry</source>
        <translation>está dañado: no tiene la entrada "{key}"</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is damaged: it holds NaN or Infinity, which JSON does not allow</source>
        <translation>está dañado: contiene NaN o Infinity, que JSON no admite</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is damaged: it holds a number too long to read</source>
        <translation>está dañado: contiene un número demasiado largo para leerlo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is damaged: it holds text that is not valid Unicode</source>
        <translation>está dañado: contiene texto que no es Unicode válido</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is damaged: it is not UTF-8 text</source>
        <translation>está dañado: no es texto UTF-8</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is damaged: its JSON is nested too deeply</source>
        <translation>está dañado: su JSON está anidado demasiado hondo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>is damaged: the ending of {where} should be one of {endings}, found {found}</source>
        <translation>está dañado: el final de {where} debería ser uno de {endings}, se encontró {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>is damaged: the trump of {where} should be a suit, found {found}</source>
        <translation>está dañado: el triunfo de {where} debería ser un palo, se encontró {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>is damaged: {where} "human" should be true or false, found {found}</source>
        <translation>está dañado: {where} "human" debería ser true o false, se encontró {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>is damaged: {where} "level" should be a text, found {found}</source>
        <translation>está dañado: {where} "level" debería ser un texto, se encontró {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>is damaged: {where} "name" should be a text, found {found}</source>
        <translation>está dañado: {where} "name" debería ser un texto, se encontró {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>is damaged: {where} has an unknown entry "{key}"</source>
        <translation>está dañado: {where} tiene una entrada desconocida "{key}"</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>is damaged: {where} has no "{key}" entry</source>
        <translation>está dañado: a {where} le falta la entrada "{key}"</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>is damaged: {where} should be a group of values, found {found}</source>
        <translation>está dañado: {where} debería ser un grupo de valores, se encontró {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>is damaged: {where} should be a list of {sides} whole numbers, found {found}</source>
        <translation>está dañado: {where} debería ser una lista de {sides} números enteros, se encontró {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>is damaged: {where} should be a whole number, found {found}</source>
        <translation>está dañado: {where} debería ser un número entero, se encontró {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>is damaged: {where}: {problem}</source>
        <translation>está dañado: {where}: {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is empty</source>
        <translation>está vacío</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is not a Pinochle {what} (it has no format name; expected "{expected}")</source>
        <translation>no es un documento de Pinochle del tipo «{what}» (no tiene nombre de formato; se esperaba «{expected}»)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is not a Pinochle {what} (it holds {found}, not a JSON object)</source>
        <translation>no es un documento de Pinochle del tipo «{what}» (contiene {found}, no un objeto JSON)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is not a Pinochle {what} (its format is {found}; expected "{expected}")</source>
        <translation>no es un documento de Pinochle del tipo «{what}» (su formato es {found}; se esperaba «{expected}»)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>is not a legal game: action {index} could not be replayed ({problem})</source>
        <translation>no es una partida válida: la jugada {index} no se pudo reproducir ({problem})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>is not a legal game: action {index} is illegal: {problem}</source>
        <translation>no es una partida válida: la jugada {index} no está permitida: {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is not a regular file (a device or a socket)</source>
        <translation>no es un archivo normal (es un dispositivo o un socket)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is too large (a Pinochle file is at most {most})</source>
        <translation>es demasiado grande (un archivo de Pinochle ocupa como máximo {most})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is too large ({size}; a Pinochle file is at most {most})</source>
        <translation>es demasiado grande ({size}; un archivo de Pinochle ocupa como máximo {most})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>it would not open again: the sheet {problem}</source>
        <translation>no se podría volver a abrir: el archivo {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>last trick</source>
        <translation>última baza</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/table_speech.py"/>
        <source>led by you</source>
        <translation>salida tuya</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/table_speech.py"/>
        <source>led by {name}</source>
        <translation>salida de {name}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <source>lose at {score}</source>
        <translation>se pierde con {score}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>losing score</source>
        <translation>puntuación perdedora</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>lost at {n}</source>
        <translation>se pierde en {n}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>made</source>
        <translation>cumplida</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>marriage</source>
        <translation>matrimonio</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>meld by you: {meld}, {points}</source>
        <translation>tu cante: {meld}, {points}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>meld by {name}: {meld}, {points}</source>
        <translation>cante de {name}: {meld}, {points}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>meld cannot be negative</source>
        <translation>los cantes no pueden ser negativos</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>meld chart</source>
        <translation>tabla de cantes</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>meld counts from {m}</source>
        <translation>los cantes cuentan desde {m}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>meld table</source>
        <translation>tabla de cantes</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>meld {meld} and all {total} trick points cannot reach {bid}: the hand is not played (out of reach)</source>
        <translation>cantes {meld} y los {total} puntos de bazas no llegan a {bid}: la mano no se juega (inalcanzable)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>meld {m}</source>
        <translation>cantes {m}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>minimum bid</source>
        <translation>puja mínima</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>minimum meld</source>
        <translation>cantes mínimos</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <source>modern play</source>
        <translation>juego moderno</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>needs {n}</source>
        <translation>faltan {n}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/bid_chart.py"/>
        <source>next bid {bid}</source>
        <translation>siguiente puja {bid}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>no bidding: the card turned up names trump</source>
        <translation>sin subasta: la carta descubierta decide el triunfo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>no hands can meld exactly {meld} (the nearest totals are {below} and {above})</source>
        <translation>ninguna pareja puede cantar exactamente {meld} (los totales posibles más cercanos son {below} y {above})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>no hands can meld {meld}: the most there can be is {below}</source>
        <translation>ninguna pareja puede cantar {meld}: el máximo posible es {below}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>no meld</source>
        <translation>sin cantes</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rule_limits.py"/>
        <source>no option may be more than {most} points</source>
        <translation>ninguna opción puede valer más de {most} puntos</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <source>no passing</source>
        <translation>sin paso de cartas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>no side can make a bid of {bid}: the most meld a side can have plus every trick point is {most}</source>
        <translation>nadie puede cumplir una puja de {bid}: la mayor combinación posible más todos los puntos de baza suman {most}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>nobody bids in this game, so every hand is played</source>
        <translation>en este juego nadie puja, así que toda mano se juega</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>nobody bids in this game: the card turned up names trump</source>
        <translation>en este juego nadie puja: la carta descubierta decide el triunfo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rule_limits.py"/>
        <source>nobody could ever score, so the game could never end: the minimum meld is more than any team can meld and every hand ends unplayed</source>
        <translation>nadie podría puntuar nunca y la partida no terminaría: el canto mínimo supera lo que un equipo puede cantar y todas las manos terminan sin jugarse</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>none named</source>
        <translation>sin nombrar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>not noted</source>
        <translation>sin anotar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/table_speech.py"/>
        <source>not playable</source>
        <translation>no jugable</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>nothing (null)</source>
        <translation>nada (null)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>one of {choices}</source>
        <translation>uno de {choices}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>only a hand declared out names who declared</source>
        <translation>solo una mano en la que alguien se declaró fuera dice quién fue</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>only in the two-handed game does a player declare out</source>
        <translation>solo en el juego para dos puede un jugador declararse fuera</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/bid_chart.py"/>
        <source>pass</source>
        <translation>pasar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>pass with help</source>
        <translation>paso con ayuda</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/table_speech.py"/>
        <source>passed to you</source>
        <translation>te la han pasado</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/table_speech.py"/>
        <source>playable</source>
        <translation>jugable</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/table_speech.py"/>
        <source>played by you</source>
        <translation>jugada por ti</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/table_speech.py"/>
        <source>played by {name}</source>
        <translation>jugada por {name}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>players</source>
        <translation>jugadores</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/statistics.py"/>
        <source>points, cards, trump, date and seat of a meld</source>
        <translation>puntos, cartas, triunfo, fecha y puesto de un cante</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/statistics.py"/>
        <source>presets: expected statistics by rule set, found {found}</source>
        <translation>presets: se esperaban estadísticas por conjunto de reglas, se encontró {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/statistics.py"/>
        <source>presets: only the first {most} rule sets were kept</source>
        <translation>presets: solo se conservaron los primeros {most} conjuntos de reglas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/statistics.py"/>
        <source>presets: the statistics of a rule set named {found} were dropped: a rule set name has 1 to {most} characters, without control characters</source>
        <translation>presets: se descartaron las estadísticas de un conjunto de reglas llamado {found}: un nombre de conjunto de reglas tiene de 1 a {most} caracteres, sin caracteres de control</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>quadruple</source>
        <translation>cuádruple</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>run and royal marriage</source>
        <translation>escalera y matrimonio de triunfo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/bid_chart.py"/>
        <source>safe {bid}</source>
        <translation>segura {bid}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>saved game</source>
        <translation>partida guardada</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>say which side won the bid</source>
        <translation>indica qué lado ganó la puja</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>say who declared out</source>
        <translation>indica quién se declaró fuera</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>score sheet</source>
        <translation>hoja de tanteo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>scores</source>
        <translation>se anotan</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>seats: expected a list of {count} seats, found {found}</source>
        <translation>seats: se esperaba una lista de {count} puestos, se encontró {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <source>set</source>
        <translation>fallada</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>settings file</source>
        <translation>archivo de configuración</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>single</source>
        <translation>simple</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>some settings could not be read back ({problems})</source>
        <translation>algunos ajustes no se podrían volver a leer ({problems})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/statistics.py"/>
        <source>some statistics could not be read back ({problems})</source>
        <translation>algunas estadísticas no se podrían volver a leer ({problems})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>spades</source>
        <comment>suit in a sentence</comment>
        <translation>picas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/statistics.py"/>
        <source>statistics file</source>
        <translation>archivo de estadísticas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>the bid cannot be above {cap}, the cap</source>
        <translation>la puja no puede pasar del tope de {cap}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>the bid cap is below the minimum bid</source>
        <translation>el tope de puja está por debajo de la puja mínima</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rule_limits.py"/>
        <source>the bid ladder would have over {most} bids: raise the minimum bid or the bid step, or set a bid cap</source>
        <translation>la escala de pujas tendría más de {most} pujas: sube la puja mínima o el incremento, o fija un tope</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>the bid must be at least {minimum}</source>
        <translation>la puja debe ser al menos de {minimum}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>the bid of {where}</source>
        <translation>la puja de {where}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>the bidder may throw in</source>
        <translation>el declarante puede abandonar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>the bidder may throw in (lose the bid; the others score their meld).</source>
        <translation>el declarante puede abandonar (pierde la puja; los rivales se anotan sus cantes).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>the bidder may throw in only when meld {meld} and all {total} trick points cannot reach the bid</source>
        <translation>el declarante solo puede abandonar si cantes {meld} y los {total} puntos de bazas no llegan a la puja</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>the bidders of {where}</source>
        <translation>los declarantes de {where}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>the bidders' meld is under {minimum}: the hand is not played (board set)</source>
        <translation>los cantes de los declarantes no llegan a {minimum}: la mano no se juega (fallo directo)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>the deck holds {n} dix in trump</source>
        <translation>la baraja solo tiene {n} nueves de triunfo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>the dix of {where}</source>
        <translation>los nueves de triunfo de {where}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>the expert would play {card}</source>
        <translation>el experto jugaría {card}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>the game target must be above zero</source>
        <translation>la meta de la partida tiene que ser mayor que cero</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>the hand is not played</source>
        <translation>la mano no se juega</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>the hand is not played: the bidders lose the bid, the others score their meld.</source>
        <translation>la mano no se juega: los declarantes pierden la puja y los rivales se anotan sus cantes.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>the hand is played</source>
        <translation>la mano se juega</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>the hand is played anyway.</source>
        <translation>la mano se juega igualmente.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>the hand was not played, so there was nothing to throw in</source>
        <translation>la mano no se jugó, así que no había nada que abandonar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>the hand was not played: leave out the trick points</source>
        <translation>la mano no se jugó: no anotes puntos de bazas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>the hand was not played: the dix counts in the meld</source>
        <translation>la mano no se jugó: el nueve de triunfo cuenta en los cantes</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>the hand was played: give every side's trick points</source>
        <translation>la mano se jugó: indica los puntos de bazas de cada lado</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>the losing score must be below zero</source>
        <translation>la puntuación de derrota tiene que ser menor que cero</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>the meld of {where}</source>
        <translation>los cantes de {where}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rule_limits.py"/>
        <source>the minimum bid is more than any team could ever make ({most}: all meld and trick points)</source>
        <translation>la puja mínima supera lo que un equipo podría lograr nunca ({most}: todos los cantos y bazas)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>the minimum bid must be above zero</source>
        <translation>la puja mínima tiene que ser mayor que cero</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>the minimum meld cannot be negative</source>
        <translation>el canto mínimo no puede ser negativo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>the other team scores its meld</source>
        <translation>los rivales se anotan sus cantes</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>the other team scores nothing</source>
        <translation>los rivales no se anotan nada</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>the others score nothing</source>
        <translation>los rivales no se anotan nada</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>the others score their meld</source>
        <translation>los rivales se anotan sus cantes</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>the score from which a team goes out only on its own bid must be above zero</source>
        <translation>la puntuación a partir de la cual un equipo solo sale con su propia puja tiene que ser mayor que cero</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>the trick points of {where}</source>
        <translation>los puntos de bazas de {where}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>the trick points taken before declaring out cannot be negative or more than {total} in all, not {a} + {b} = {sum}</source>
        <translation>los puntos de bazas hasta declararse fuera no pueden ser negativos ni sumar más de {total}, no {a} + {b} = {sum}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/keeper.py"/>
        <source>these rules keep a score for {n} players</source>
        <translation>con estas reglas se anotan {n} jugadores</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/keeper.py"/>
        <source>these rules keep a score for {n} sides</source>
        <translation>con estas reglas se anotan {n} lados</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>thinking…</source>
        <translation>pensando…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/keeper.py"/>
        <source>this sheet keeps {n} scores and these rules keep {m}: start a new sheet for them</source>
        <translation>esta hoja lleva {n} puntuaciones y estas reglas {m}: empieza una hoja nueva para ellas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>throw-in</source>
        <translation>abandono</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>to {cap}</source>
        <translation>hasta {cap}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>trick play</source>
        <translation>juego de bazas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>trick point values must be positive</source>
        <translation>los valores de los puntos de baza tienen que ser positivos</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>trick points must add up to {total}, not {a} + {b} + {c} = {sum}</source>
        <translation>los puntos de bazas deben sumar {total}, no {a} + {b} + {c} = {sum}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>trick points must add up to {total}, not {a} + {b} = {sum}</source>
        <translation>los puntos de bazas deben sumar {total}, no {a} + {b} = {sum}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>trick points needed to keep meld must be between 0 and the trick total</source>
        <translation>los puntos de baza para conservar los cantos tienen que estar entre 0 y el total de bazas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>trick points to keep meld</source>
        <translation>puntos de bazas para conservar los cantes</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>tricks {t}</source>
        <translation>bazas {t}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>triple</source>
        <translation>triple</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>true or false</source>
        <translation>true o false</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>trump</source>
        <translation>triunfo</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>trump needs a marriage</source>
        <translation>triunfo con matrimonio</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>two players play with a single deck</source>
        <translation>dos jugadores juegan con una baraja sencilla</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>under these rules a dix does not score without trick points</source>
        <translation>con estas reglas el nueve de triunfo no cuenta sin puntos de bazas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>under these rules every hand is played (or thrown in)</source>
        <translation>con estas reglas todas las manos se juegan (o se abandonan)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>under these rules nobody declares out: every hand is played to the end</source>
        <translation>con estas reglas nadie se declara fuera: toda mano se juega hasta el final</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>under these rules the bidder may not throw in</source>
        <translation>con estas reglas el declarante no puede abandonar</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>under these rules trump needs no marriage, so nobody forfeits</source>
        <translation>con estas reglas el triunfo no necesita matrimonio, así que nadie pierde por eso</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>was written by a newer version of Pinochle Desktop ({what} version {version}; this version reads up to {most})</source>
        <translation>fue escrito por una versión más reciente de Pinochle Desktop ({what}, versión {version}; esta versión lee hasta la {most})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>when cards are passed</source>
        <translation>cuándo se pasan cartas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>who declared out in {where}</source>
        <translation>quién se declaró fuera en {where}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>window_geometry: expected base64 text, found {found}</source>
        <translation>window_geometry: se esperaba texto en base64, se encontró {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>with meld {meld} the bid of {bid} is within reach: the hand is played</source>
        <translation>con cantes de {meld} la puja de {bid} es alcanzable: la mano se juega</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>won by you, {points} points</source>
        <translation>te la llevas tú, vale {points}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>won by {name}, {points} points</source>
        <translation>se la lleva {name}, vale {points}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>{a} &amp; {b} win {x} to {y}.</source>
        <translation>{a} y {b} ganan {x} a {y}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/card_picker.py"/>
        <source>{card}: {taken} of {copies} in the hand. Click to add one, right-click to take one away.</source>
        <translation>{card}: {taken} de {copies} en la mano. Clic para añadir una, clic derecho para quitar una.</translation>
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
        <translation>{key}: entrada desconocida, ignorada</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>{loser} fell to {lose_at} or below and lost the game: {winner} won.</source>
        <translation>{loser} cayó a {lose_at} o menos y perdió la partida: ganó {winner}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>{meld}: {points}</source>
        <translation>{meld}: {points}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>{name} (away)</source>
        <translation>{name} (ausente)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>{name} (computer)</source>
        <translation>{name} (computadora)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>{name} (customised)</source>
        <translation>{name} (personalizado)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>{name} (free)</source>
        <comment>a seat nobody has taken yet</comment>
        <translation>{name} (libre)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/rules_choice.py"/>
        <source>{name} (from the sheet)</source>
        <translation>{name} (de la hoja)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/rules_choice.py"/>
        <source>{name} (saved)</source>
        <translation>{name} (guardadas)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>{name} bid {bid}</source>
        <translation>{name} juega {bid}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>{name} bid {bid}: {outcome}</source>
        <translation>{name} pujó {bid}: {outcome}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>{name} buried {cards}.</source>
        <translation>{name} enterró {cards}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>{name} buries %n card(s)</source>
        <translation>
            <numerusform>{name} entierra %n carta</numerusform>
            <numerusform>{name} entierra %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>{name} declared out</source>
        <translation>{name} se declaró fuera</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>{name} is back at the table.</source>
        <translation>{name} ha vuelto a la mesa.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>{name} is thinking…</source>
        <translation>{name} está pensando…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>{name} takes the trick</source>
        <translation>{name} se lleva la baza</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>{name} takes the widow</source>
        <translation>{name} toma la viuda</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>{name} to bid</source>
        <translation>Le toca pujar a {name}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>{name} to bury</source>
        <translation>Le toca enterrar a {name}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>{name} to meld</source>
        <translation>Le toca cantar a {name}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>{name} to name trump</source>
        <translation>Le toca nombrar triunfo a {name}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>{name} to pass cards</source>
        <translation>Le toca pasar cartas a {name}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>{name} to play</source>
        <translation>Le toca a {name}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>{name} to take the widow</source>
        <translation>Le toca tomar la viuda a {name}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>{name} wins {x} to {y}.</source>
        <translation>{name} gana {x} a {y}.</translation>
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
        <translation>{name}: {made} cumplidas, {set} falladas</translation>
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
        <translation>{n} cartas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>{n} cards (a hand is {size})</source>
        <translation>{n} cartas (una mano tiene {size})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>{n} cards (a hand is {size}, the bidder's {bidder} with the widow)</source>
        <translation>{n} cartas (una mano tiene {size}; la del declarante, {bidder} con la viuda)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <source>{n} cards passed {when}</source>
        <translation>se pasan {n} cartas {when}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>{n} dix are worth {points}, more than the others' meld of {meld}</source>
        <translation>{n} nueves de triunfo valen {points}, más que los cantes de {meld} de los rivales</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>{percent} %</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>{points} points</source>
        <translation>{points} puntos</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>{rank} of {suit}</source>
        <comment>a card in words</comment>
        <translation>{rank} de {suit}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>{side} declared out with {score}, at least {target}: {side} won the game.</source>
        <translation>{side} se declaró fuera con {score}, al menos {target}: {side} ganó la partida.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>{side} declared out with {score}, short of {target}: {side} lost the game and {winner} won.</source>
        <translation>{side} se declaró fuera con {score}, sin llegar a {target}: {side} perdió la partida y {winner} la ganó.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>{side} reached {score}, but once both teams have {limit} or more only the bidders can go out: play on.</source>
        <translation>{side} llegó a {score}, pero cuando ambas parejas tienen {limit} o más solo cierran los declarantes: se sigue jugando.</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>{side}: %n point(s)</source>
        <translation>
            <numerusform>{side}: %n punto</numerusform>
            <numerusform>{side}: %n puntos</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>{side}: {m} meld</source>
        <translation>{side}: {m} en cantes</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>{total} trick points a hand</source>
        <translation>{total} puntos de bazas por mano</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>{total} trick points in a hand</source>
        <translation>{total} puntos de bazas por mano</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>{tricks} trick points taken, under the {keep} needed: set, the bid of {bid} is lost whatever the meld.</source>
        <translation>{tricks} puntos de bazas, menos de los {keep} necesarios: fallada, se pierde la puja de {bid} sean cuales sean los cantes.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>{tricks} trick points taken, under the {keep} needed: the meld of {meld} is lost too, nothing scored.</source>
        <translation>{tricks} puntos de bazas, menos de los {keep} necesarios: también se pierden los cantes de {meld}, no se anota nada.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>{where}.{key}: expected {expected}, found {found}</source>
        <translation>{where}.{key}: se esperaba {expected}, se encontró {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>{where}.{key}: unknown setting, ignored</source>
        <translation>{where}.{key}: ajuste desconocido, ignorado</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>{where}: expected a group of values, found {found}</source>
        <translation>{where}: se esperaba un grupo de valores, se encontró {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>{winner} reached {target} and won the game.</source>
        <translation>{winner} llegó a {target} y ganó la partida.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>{winner} won the bid and reached {target}: once both teams have {limit} or more, a team goes out only on its own bid. {winner} won the game.</source>
        <translation>{winner} ganó la puja y llegó a {target}: cuando ambas parejas tienen {limit} o más, solo se cierra con la puja propia. {winner} ganó la partida.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <source>{won} of {games} games won</source>
        <translation>{won} de {games} partidas ganadas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <source>{won} of {games} won ({rate}%)</source>
        <translation>{won} de {games} ganadas ({rate} %)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>“Pass with help” means meld of the passer’s own hand to add to yours (a pinochle, a marriage and a dix, or more), never just hopes from your bid.</source>
        <translation>«Paso con ayuda» significa cantes en la propia mano que se suman a los tuyos (un pinochle, un matrimonio y el nueve de triunfo, o más), nunca solo esperanzas por tu puja.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>“{name}” is the name of a preset: choose another name.</source>
        <translation>«{name}» es el nombre de un reglamento predefinido: elige otro nombre.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>“{token}” is not a card: write the rank (A, 10, K, Q, J, 9) and then the suit (S, H, D, C), e.g. QS or 10H.</source>
        <translation>«{token}» no es una carta: escribe el valor (A, 10, K, Q, J, 9) y luego el palo (S, H, D, C), p. ej. QS o 10H.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/keyboard_help.py"/>
        <source>← → (Home, End) move between your cards; Enter plays the card. Space (or Enter) takes a card to pass, bury or meld, or puts it back; once all are chosen, Enter passes or buries them, and the panel says so.</source>
        <translation>← → (Inicio, Fin) se mueven entre tus cartas; Intro juega la carta. Espacio (o Intro) toma una carta para pasar, descartar o cantar, o la devuelve; cuando están todas elegidas, Intro las pasa o las descarta, y el panel lo dice.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>◀ Previous</source>
        <translation>◀ Anterior</translation>
    </message>
</context>
</TS>
