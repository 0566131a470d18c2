<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>Pinochle</name>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source> (not counted)</source>
        <translation> (non comptées)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source> (stuck)</source>
        <translation> (forcé)</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>%n card(s) buried</source>
        <translation>
            <numerusform>%n carte enterrée</numerusform>
            <numerusform>%n cartes enterrées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>%n counter(s)</source>
        <translation>
            <numerusform>%n carte qui compte</numerusform>
            <numerusform>%n cartes qui comptent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n pli</numerusform>
            <numerusform>%n plis</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;About Pinochle</source>
        <translation>À &amp;propos de Pinochle</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>&amp;Add hand</source>
        <translation>&amp;Ajouter la donne</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>&amp;Close</source>
        <translation>Fer&amp;mer</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Four-colour deck</source>
        <translation>Jeu à &amp;quatre couleurs</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Join a table…</source>
        <translation>Re&amp;joindre une table…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Dernier pli</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>&amp;Meld</source>
        <translation>&amp;Annonces</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Meld calculator…</source>
        <translation>Calculateur d'&amp;annonces…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Mute sounds</source>
        <translation>&amp;Couper le son</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>&amp;New sheet</source>
        <translation>&amp;Nouvelle feuille</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>&amp;Print the meld chart…</source>
        <translation>&amp;Imprimer le tableau des annonces…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>&amp;Remove hand</source>
        <translation>&amp;Supprimer la donne</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Settings</source>
        <translation>&amp;Réglages</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>&amp;Sheet</source>
        <translation>&amp;Feuille</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>(buried {b})</source>
        <translation>(enterrées {b})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>(by {n})</source>
        <translation>(de {n})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>(played after the game was already won)</source>
        <translation>(jouée alors que la partie était déjà gagnée)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>(short by {n})</source>
        <translation>(il manque {n})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>, lose at {score}</source>
        <translation>, perdue à {score}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>2 players, 12 cards each, trump turned up, meld after each trick won while the stock lasts, game to 1000</source>
        <translation>2 joueurs, 12 cartes chacun, atout retourné, annonce après chaque pli gagné tant que la pioche dure, partie en 1000</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>48 cards, 0/2/4 cards passed (minimum bid 150/200/250), dix saves itself, game to 1500</source>
        <translation>48 cartes, 0/2/4 cartes passées (enchère minimale 150/200/250), le dix compte quand même, partie en 1500</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>48 cards, bid from 250 by 10, 4 cards passed after trump, pass with help, game to 1500</source>
        <translation>48 cartes, enchères dès 250 par 10, 4 cartes passées après l'atout, passe avec aide, partie en 1500</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>80 cards scored in tens, 0/2/4 cards passed (minimum bid 300/400/500), game to 5000</source>
        <translation>80 cartes comptées en dizaines, 0/2/4 cartes passées (enchère minimale 300/400/500), partie en 5000</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>80 cards, bid 50 to 250, trump needs a marriage, rule of 20, no passing, game to 500, lose at -1000</source>
        <translation>80 cartes, enchères de 50 à 250, l'atout demande un mariage, règle des 20, sans passe de cartes, partie en 500, perdue à -1000</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>80 cards, run is 16, bid from 50 with no cap, rule of 20; once both teams have 400, only the bidders go out</source>
        <translation>80 cartes, quinte à 16, enchères dès 50 sans plafond, règle des 20 ; quand les deux équipes ont 400, seuls les preneurs peuvent sortir</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>&lt;b&gt;{name}&lt;/b&gt; as it is. Change any option below.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; tel quel. Modifiez n'importe quelle option ci-dessous.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>&lt;b&gt;{name}&lt;/b&gt; with {options}.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; avec {options}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>&lt;b&gt;{name}&lt;/b&gt;, changed: {options}.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;, modifié : {options}.</translation>
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
        <translation>Un bouton Conseil (et la touche H) montre ce que ferait l'expert, et pourquoi</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>A bid says that your partner’s hand, with the help it expects from you, is worth at least the bid.</source>
        <translation>Une enchère dit que la main de votre partenaire, avec l'aide qu'il attend de vous, vaut au moins l'enchère.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>A bidder who concedes before the first lead loses the bid; the others score their meld.</source>
        <translation>Le preneur qui abandonne avant la première entame perd l'enchère ; les autres marquent leurs annonces.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>A bidder who makes it scores only the bid</source>
        <translation>Enchère réussie : elle seule compte</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/accessibility.py"/>
        <source>A card face down</source>
        <translation>Une carte face cachée</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>A card may serve in one meld of each class (runs and marriages; pinochles; arounds).</source>
        <translation>Une carte peut servir dans une annonce de chaque classe (quintes et mariages ; pinochles ; carrés).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>A card that has scored may meld again only in another class (runs, marriages and the dix; pinochles; arounds), or in a higher meld of its class: a royal marriage and then {cards} added scores the run, but the run first never later scores the royal marriage; a married king or queen cannot marry again.</source>
        <translation>Une carte qui a compté ne peut être annoncée de nouveau que dans une autre classe (quintes, mariages et le dix ; pinochles ; carrés) ou dans une annonce plus haute de sa classe : un mariage d'atout puis {cards} ajoutés comptent la quinte, mais la quinte d'abord ne compte jamais ensuite le mariage d'atout ; un roi ou une dame déjà mariés ne se remarient pas.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>A click picks the card up; a second click plays it</source>
        <translation>Un clic soulève la carte, un second la joue</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/controller.py"/>
        <source>A computer player chose an illegal action: {problem}</source>
        <translation>Un joueur de l'ordinateur a choisi une action interdite : {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/controller.py"/>
        <source>A computer player failed: {problem}</source>
        <translation>Un joueur de l'ordinateur a échoué : {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>A computer player plays for {name} until they return.</source>
        <translation>Un joueur ordinateur joue pour {name} jusqu'à son retour.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>A copy of the file was kept as {file}.</source>
        <translation>Une copie du fichier a été conservée sous {file}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>A dix scores even so</source>
        <translation>Le dix compte quand même</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>A dix scores even so.</source>
        <translation>Le dix compte quand même.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>A double deck has no {card}.</source>
        <translation>Le double jeu n'a pas de {card}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>A double deck has only {n} of {card}.</source>
        <translation>Le double jeu n'a que {n} fois {card}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>A friend (joins over the network)</source>
        <translation>Un ami (rejoint par le réseau)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>A game is in progress. Its rules cannot change during a game: these take effect in the new game, which replaces the one on the table.</source>
        <translation>Une partie est en cours. Ses règles ne peuvent pas changer pendant la partie : celles-ci s'appliqueront à la nouvelle partie, qui remplace celle sur la table.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>A gentle sound when it is your turn</source>
        <translation>Un son discret quand c'est votre tour</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>A large letter under a crown: plain and clear</source>
        <translation>Une grande lettre sous une couronne : simple et lisible</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>A meld needs at least one card from your hand, not only cards on the table.</source>
        <translation>Une annonce demande au moins une carte de votre main, pas seulement des cartes posées sur la table.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>A name has at most {n} characters.</source>
        <translation>Un nom compte au plus {n} caractères.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>A new game over an unfinished one</source>
        <translation>Une nouvelle partie à la place d'une partie inachevée</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>A new language applies when Pinochle is started again.</source>
        <translation>La nouvelle langue s'appliquera au prochain démarrage de Pinochle.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>A new sheet (Undo brings the old one back).</source>
        <translation>Une nouvelle feuille (Annuler rétablit l'ancienne).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>A pass is final. If everybody passes, the dealer is stuck with the minimum bid.</source>
        <translation>Qui passe ne peut plus enchérir. Si tout le monde passe, le donneur est forcé de prendre à l'enchère minimale.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>A pass is final. The first bidder must open at the minimum bid, so nobody can pass before a bid stands and nobody is stuck.</source>
        <translation>Qui passe ne peut plus enchérir. Le premier à parler doit ouvrir à l'enchère minimale : personne ne peut passer avant qu'une enchère soit faite, et personne n'est forcé de prendre.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>A pass that tells your partner you hold help for them</source>
        <translation>Vous passez en signalant à votre partenaire que vous avez des annonces pour lui</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>A player may declare itself out while the hand is played: it wins if its score, meld and trick points so far reach {target}, and loses the game if not.</source>
        <translation>Un joueur peut se déclarer sorti pendant la donne : il gagne si son score, ses annonces et ses points de plis atteignent {target}, sinon il perd la partie.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>A player who declares out wins if right and loses if wrong.</source>
        <translation>Le joueur qui se déclare sorti gagne s'il a raison et perd sinon.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>A side with under {k} trick points scores nothing, meld included.</source>
        <translation>Une équipe avec moins de {k} points de plis ne marque rien, annonces comprises.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>A single deck has only {n} of {card}.</source>
        <translation>Le jeu simple n'a que {n} fois {card}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>A spare {king} or {queen} of trump beside a run
is a royal marriage</source>
        <translation>Un {king} ou une {queen} d'atout en plus de la quinte
forme un mariage d'atout</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>A team that falls to {lose_at} or below loses at once.</source>
        <translation>Une équipe qui tombe à {lose_at} ou moins perd aussitôt.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>A team that takes fewer trick points than this scores nothing for its meld</source>
        <translation>Une équipe qui fait moins de points de plis ne marque rien pour ses annonces</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>A team's meld counts only if it is at least {m}.</source>
        <translation>Les annonces d'une équipe ne comptent que si elles atteignent {m}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>A team's meld counts only if it reaches this</source>
        <translation>Les annonces d'une équipe ne comptent que si elles atteignent ce total</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>A trump lead is won with the lowest trump that wins it: the trump ace is kept.</source>
        <translation>Une entame d'atout se prend avec le plus petit atout qui la gagne : l'as d'atout est gardé.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_reviews.py"/>
        <source>About Pinochle</source>
        <translation>À propos de Pinochle</translation>
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
        <translation>Quatre as</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Aces, tens and kings taken in tricks score {v} each; the last trick {b} more ({t} in all).</source>
        <translation>Les as, dix et rois remportés dans les plis valent {v} chacun ; le dernier pli, {b} de plus ({t} en tout).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_widgets.py"/>
        <source>Add a step</source>
        <translation>Ajouter un palier</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <source>After hand {n}: {totals}</source>
        <translation>Après la donne {n} : {totals}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>After winning a trick, the holder of a dix may exchange it for the turned-up trump, or show it: 10 points, besides the meld of that trick.</source>
        <translation>Après avoir gagné un pli, le détenteur d'un dix peut l'échanger contre l'atout retourné ou le montrer : 10 points, en plus de l'annonce de ce pli.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/about_dialog.py"/>
        <source>Against computer players or with friends at one computer:</source>
        <translation>Contre l'ordinateur ou entre amis sur un même ordinateur :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <source>All three meld. Then the bidder buries {n} cards face down: they count for the bidder as trick points. A card shown in the bidder's meld may not be buried (a spare copy of it may). Meld first, then bury, as Hoyle and Pagat's Auction Pinochle have it.</source>
        <translation>Les trois joueurs annoncent. Puis le preneur enterre {n} cartes face cachée : elles comptent pour lui comme points de plis. Une carte de ses annonces ne peut pas être enterrée (un double de cette carte, si). D'abord les annonces, puis l'enterrement, comme chez Hoyle et dans l'Auction Pinochle de Pagat.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>Allow undo in hot-seat games</source>
        <translation>Autoriser l'annulation quand plusieurs joueurs partagent l'ordinateur</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Allow “pass with help”</source>
        <translation>Autoriser « passe avec soutien »</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>Animation &amp;speed</source>
        <translation>&amp;Vitesse d'animation</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Animation speed:</source>
        <translation>Vitesse d'animation :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Any free seat</source>
        <translation>N'importe quelle place libre</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Ask before</source>
        <translation>Demander avant</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Ask before playing a card</source>
        <translation>Demander avant de jouer une carte</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Automatic</source>
        <translation>Automatique</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Automatic: your hand as large as the table allows. Large and Extra large make your hand and the trick larger still; the other hands get smaller.</source>
        <translation>Automatique : votre main aussi grande que la table le permet. Grande et Très grande agrandissent encore votre main et le pli ; les autres mains rapetissent.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>Autosave works again.</source>
        <translation>La sauvegarde automatique fonctionne de nouveau.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Average bid</source>
        <translation>Enchère moyenne</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Average meld</source>
        <translation>Annonces moyennes</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <source>Before the first lead the bidder may concede: it loses the bid, and the others score their meld (Pagat). Otherwise the bidder leads.</source>
        <translation>Avant la première entame, le preneur peut abandonner : il perd son enchère et les autres marquent leurs annonces (Pagat). Sinon, le preneur entame.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Best meld</source>
        <translation>Meilleure annonce</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/score_sheet_dialog.py"/>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Bid</source>
        <translation>Enchère</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/bid_chart.py"/>
        <source>Bid analysis</source>
        <translation>Analyse des enchères</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Bid analysis…</source>
        <translation>Analyse des enchères…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Bid cap:</source>
        <translation>Enchère maximale :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Bid made</source>
        <translation>Contrat réussi</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Bid out of reach</source>
        <translation>Enchère hors d'atteinte</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Bid out of reach: the hand is not played</source>
        <translation>Enchère hors d'atteinte : la donne n'est pas jouée</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Bid won by:</source>
        <translation>Enchère remportée par :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>Bid {bid}</source>
        <translation>Enchère : {bid}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Bid {bid}: in {n} simulated deals, holding the contract with {suit} as trump scores about {points} points more than passing.</source>
        <translation>Annoncez {bid} : sur {n} donnes simulées, prendre le contrat avec {suit} comme atout rapporte environ {points} points de plus que passer.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Bid {bid}: in {n} simulated deals, taking the widow and naming the best trump after it scores about {points} points more than passing.</source>
        <translation>Enchérissez {bid} : sur {n} donnes simulées, prendre le talon puis nommer le meilleur atout rapporte environ {points} points de plus que passer.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Bid {bid}: with the widow's likely help your hand is worth about {worth} as the bidder.</source>
        <translation>Enchérissez {bid} : avec l'aide probable du talon, votre jeu vaut environ {worth} comme preneur.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Bid {bid}: with {suit} as trump your hand and your partner's help are worth about {worth}.</source>
        <translation>Annoncez {bid} : avec {suit} comme atout, votre jeu et le soutien de votre partenaire valent environ {worth}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Bid:</source>
        <translation>Enchère :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/score_sheet_dialog.py"/>
        <source>Bidder</source>
        <translation>Preneur</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Bidder without one:</source>
        <translation>Preneur sans mariage :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Bidders: meld + trick points must reach the bid, or they lose the bid.</source>
        <translation>Preneurs : annonces + points de plis doivent atteindre l'enchère, sinon ils perdent l'enchère.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>Bidding opens at {bid}</source>
        <translation>Enchères à partir de {bid}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Bidding opens: you call first</source>
        <translation>Les enchères s'ouvrent : vous parlez en premier</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Bidding opens: {name} calls first</source>
        <translation>Les enchères s'ouvrent : {name} parle en premier</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Bids go up:</source>
        <translation>On monte :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Bids made</source>
        <translation>Contrats réussis</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <source>Bids made and set</source>
        <translation>Enchères réussies et chutées</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Bids set</source>
        <translation>Contrats chutés</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Bids won</source>
        <translation>Enchères remportées</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Black and gold</source>
        <translation>Noir et or</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Board set</source>
        <translation>Chute d'office</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Board set: bidders under it lose at once</source>
        <translation>Chute d'office : en dessous, les preneurs perdent aussitôt</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Board set: the bidders' meld is under the minimum</source>
        <translation>Chute d'office : les annonces des preneurs sont sous le minimum</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Both hands are known now: the {card} is the best card by an exact search of the last tricks.</source>
        <translation>Les deux mains sont connues maintenant : {card} est la meilleure carte d'après une recherche exacte des derniers plis.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Both players reached {target} in the same hand: the higher score wins, so {winner} won the game.</source>
        <translation>Les deux joueurs ont atteint {target} dans la même donne : le plus haut score gagne, donc {winner} a gagné la partie.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Both players reached {target} with the same score: play on.</source>
        <translation>Les deux joueurs ont atteint {target} avec le même score : on continue.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Both teams reached {target} in the same hand: the bidders go out first, so {winner} won the game.</source>
        <translation>Les deux équipes ont atteint {target} dans la même donne : les preneurs sortent d'abord, donc {winner} a gagné la partie.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Burgundy weave</source>
        <translation>Tressage bordeaux</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Bury %n card(s)</source>
        <translation>
            <numerusform>Enterrer %n carte</numerusform>
            <numerusform>Enterrer %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Bury exactly %n card(s).</source>
        <translation>
            <numerusform>Enterrez exactement %n carte.</numerusform>
            <numerusform>Enterrez exactement %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Bury these {n} with the button or Enter; click one (or Space) to take it back.</source>
        <translation>Écartez ces {n} avec le bouton ou Entrée ; cliquez sur une (ou Espace) pour la reprendre.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Bury {cards}</source>
        <translation>Enterrer {cards}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Bury {cards}: cards you can spare without losing meld, trumps or winners.</source>
        <translation>Enterrez {cards} : des cartes dont vous vous passez sans perdre d'annonce, d'atout ni de carte maîtresse.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Bury {cards}: the counters among them are yours for sure, where they would likely fall to the others.</source>
        <translation>Enterrez {cards} : les cartes qui comptent parmi elles vous sont acquises, alors qu'en jeu elles tomberaient sans doute chez les autres.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Bury {cards}: you keep your trumps and are void in {suit}, so you can trump it.</source>
        <translation>Enterrez {cards} : vous gardez vos atouts et n'avez plus de {suit}, vous pourrez donc couper.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Bury {k} of {n}</source>
        <translation>Enterrer {k} sur {n}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>C&amp;hange hand</source>
        <translation>&amp;Modifier la donne</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>C&amp;lear</source>
        <translation>&amp;Vider</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/questions.py"/>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/about_dialog.py"/>
        <source>Card artwork drawn in code by the project.</source>
        <translation>Les cartes sont dessinées en code par le projet.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Card back:</source>
        <translation>Dos des cartes :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Card faces:</source>
        <translation>Faces des cartes :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Card size:</source>
        <translation>Taille des cartes :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/accessibility.py"/>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Cards and bidding</source>
        <translation>Cartes et enchères</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Cards count:</source>
        <translation>Valeur des cartes :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Cards passed:</source>
        <translation>Cartes passées :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <source>Cards taken in tricks score {a}=11, 10=10, {k}=4, {q}=3, {j}=2; the last trick {b} more ({t} in all).</source>
        <translation>Les cartes prises dans les plis valent {a}=11, 10=10, {k}=4, {q}=3, {j}=2 ; le dernier pli {b} de plus ({t} en tout).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>Cards taken in tricks score {values}, and a 9 nothing; the last trick scores {b} more ({t} in all).</source>
        <translation>Les cartes prises dans les plis comptent {values}, et un 9 rien ; le dernier pli compte {b} de plus ({t} en tout).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Cards taken in tricks: ace 11, ten 10, king 4, queen 3, jack 2, nine nothing; the last trick {b} more ({t} in all).</source>
        <translation>Cartes remportées dans les plis : as 11, dix 10, roi 4, dame 3, valet 2, neuf rien ; le dernier pli, {b} de plus ({t} en tout).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Cards, the deal, bids and results are heard as well as seen</source>
        <translation>Les cartes, la donne, les enchères et les résultats s'entendent autant qu'ils se voient</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Cash the {card} before drawing trump: in double deck a side ace wins while everybody still follows suit.</source>
        <translation>Encaissez {card} avant de faire tomber les atouts : en double jeu, un as d'une autre couleur gagne tant que tout le monde fournit encore.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Changing hand {n}</source>
        <translation>Modification de la donne {n}</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Choose %n card(s) to bury</source>
        <translation>
            <numerusform>Choisissez %n carte à enterrer</numerusform>
            <numerusform>Choisissez %n cartes à enterrer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Choose %n card(s) to pass (click them, or ← → and Space), then confirm.</source>
        <translation>
            <numerusform>Choisissez %n carte à passer (cliquez, ou ← → et Espace), puis confirmez.</numerusform>
            <numerusform>Choisissez %n cartes à passer (cliquez, ou ← → et Espace), puis confirmez.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Choose %n card(s) to pass to {name}</source>
        <translation>
            <numerusform>Choisissez %n carte à passer à {name}</numerusform>
            <numerusform>Choisissez %n cartes à passer à {name}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>Choose a name that does not end in “{suffix}”.</source>
        <translation>Choisissez un nom qui ne se termine pas par « {suffix} ».</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>Choose another folder for this game.</source>
        <translation>Choisissez un autre dossier pour cette partie.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>Choose another folder…</source>
        <translation>Choisir un autre dossier…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Claim the rest</source>
        <translation>Revendiquer le reste</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Classic</source>
        <translation>Classiques</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Classic values</source>
        <translation>Valeurs classiques</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Classic: follow suit and beat the highest card if you can; out of the suit, trump.
Modern: follow suit if you can; beat only when trump is led; out of the suit, play anything.
Hoyle: follow suit if you can; beat only when trump is led; out of the suit, trump if you can.</source>
        <translation>Classique : fournir et monter sur la plus haute carte si possible ; sans la couleur, couper.
Moderne : fournir si possible ; monter seulement quand on entame atout ; sans la couleur, jouer ce que l'on veut.
Hoyle : fournissez si vous le pouvez ; battez seulement quand atout est entamé ; sans la couleur, coupez si vous le pouvez.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Classic: must beat and trump</source>
        <translation>Classique : monter et couper obligatoires</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Clear</source>
        <translation>Vider</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Click %n card(s) not in your meld: they count for you.</source>
        <translation>
            <numerusform>Cliquez sur %n carte hors de vos annonces : elle compte pour vous.</numerusform>
            <numerusform>Cliquez sur %n cartes hors de vos annonces : elles comptent pour vous.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Click cards to put them in the hand.</source>
        <translation>Cliquez sur les cartes pour les mettre dans la main.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/person_input.py"/>
        <source>Click the card again to play it.</source>
        <translation>Cliquez de nouveau sur la carte pour la jouer.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Clubs</source>
        <translation>Trèfle</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Computer level at {seat}</source>
        <translation>Niveau de l'ordinateur à {seat}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/thinking.py"/>
        <source>Computer players now think inside the window (their process failed {n} times).</source>
        <translation>Les joueurs de l'ordinateur réfléchissent désormais dans la fenêtre (leur processus a échoué {n} fois).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Computer: easy</source>
        <translation>Ordinateur : facile</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Computer: expert</source>
        <translation>Ordinateur : expert</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Computer: hard</source>
        <translation>Ordinateur : difficile</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Computer: medium</source>
        <translation>Ordinateur : moyen</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Computers only: you watch them play.</source>
        <translation>Ordinateurs seulement : vous les regardez jouer.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>Concede</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Concede (−{bid})</source>
        <translation>Abandonner (−{bid})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>Concede and lose {bid}?</source>
        <translation>Abandonner et perdre {bid} ?</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Concede: your meld of {meld} and about {tricks} in tricks fall well short of {bid}; playing on would give the others their trick points too.</source>
        <translation>Abandonnez : vos annonces de {meld} et environ {tricks} en plis restent loin de {bid} ; continuer donnerait en plus aux autres leurs points de plis.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Conceded</source>
        <translation>Abandon</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Conceded before the first lead</source>
        <translation>Abandon avant la première entame</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Conceded before the first lead: the bid of {bid} is lost.</source>
        <translation>Abandon avant la première entame : l'enchère de {bid} est perdue.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Conceded by the bidder (not played)</source>
        <translation>Le preneur abandonne (non jouée)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Conceding a hand</source>
        <translation>Abandonner une donne</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Conceding loses {bid}; the others score their meld ({others}).</source>
        <translation>Abandonner coûte {bid} ; les autres marquent leurs annonces ({others}).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Copy the join line</source>
        <translation>Copier la ligne d'accès</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Counters</source>
        <translation>Cartes qui comptent</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Counters: each {a}, 10 and {k} scores the value below. Classic values: {a}=11, 10=10, {k}=4, {q}=3, {j}=2.</source>
        <translation>Cartes qui comptent : chaque {a}, 10 et {k} vaut la valeur ci-dessous. Valeurs classiques : {a}=11, 10=10, {k}=4, {q}=3, {j}=2.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>Customise</source>
        <translation>Personnaliser</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>D</source>
        <comment>the dealer's chip: the dealer's initial, not a card index of the language</comment>
        <translation>Do</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/score_sheet_dialog.py"/>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>Dealing…</source>
        <translation>Distribution…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Deck:</source>
        <translation>Jeu :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Declare yourself out</source>
        <translation>Se déclarer sorti</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>Delete rule set</source>
        <translation>Supprimer ces règles</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Deutsch</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Diamonds</source>
        <translation>Carreau</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Dix</source>
        <translation>Dix</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Dix (9 of trump)</source>
        <translation>Dix (9 d'atout)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Dix (9 of trump) shown by a side that did not bid: under these rules they score even without trick points.</source>
        <translation>Dix (9 d'atout) annoncé par un camp qui n'a pas pris : avec ces règles il compte même sans points de plis.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Dix shown:</source>
        <translation>Dix annoncés :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/questions.py"/>
        <source>Don't ask again</source>
        <translation>Ne plus demander</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Double aces</source>
        <translation>Huit as</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>Double deck</source>
        <translation>Deux jeux</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>Double deck in tens</source>
        <translation>Deux jeux, par dizaines</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Double deck in tens (run 150)</source>
        <translation>Deux jeux, par dizaines (quinte 150)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Double deck, run 15 (Pagat)</source>
        <translation>Deux jeux, quinte 15 (Pagat)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Double deck, run 16</source>
        <translation>Deux jeux, quinte 16</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Double deck: 80 cards ({ranks}, four of each, no nines), 20 to each player.</source>
        <translation>Deux jeux : 80 cartes ({ranks}, quatre de chaque, sans les neuf), 20 par joueur.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Double deck: 80, no nines</source>
        <translation>Deux jeux : 80, sans les neuf</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Double jacks</source>
        <translation>Huit valets</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Double kings</source>
        <translation>Huit rois</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Double pinochle</source>
        <translation>Double pinochle</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Double queens</source>
        <translation>Huit dames</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Double run</source>
        <translation>Double quinte</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Double, triple and quadruple melds need that many copies of every card.</source>
        <translation>Les annonces doubles, triples et quadruples demandent chaque carte autant de fois.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Draw</source>
        <translation>Piocher</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Draw: there is nothing (more) worth melding now.</source>
        <translation>Piocher : il n'y a rien (de plus) qui vaille d'être annoncé maintenant.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Each for themself: {names}.</source>
        <translation>Chacun pour soi : {names}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <source>Each of the other two scores its own meld and trick points, if it took at least %n trick point(s) (else nothing).</source>
        <translation>
            <numerusform>Chacun des deux autres marque ses propres annonces et points de plis, s'il a pris au moins %n point de plis (sinon rien).</numerusform>
            <numerusform>Chacun des deux autres marque ses propres annonces et points de plis, s'il a pris au moins %n points de plis (sinon rien).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Each other player scores its own meld and trick points; the trick points of all three add up to {total}.</source>
        <translation>Chacun des autres marque ses annonces et ses points de plis ; les points de plis des trois font {total} en tout.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>Each player scores its meld and its trick points.</source>
        <translation>Chaque joueur marque ses annonces et ses points de plis.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Each player scores its meld and its trick points; the trick points of both add up to {total}.</source>
        <translation>Chaque joueur marque ses annonces et ses points de plis ; les points de plis des deux font {total} en tout.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Each {ace}, 10 and {king}:</source>
        <translation>Chaque {ace}, 10 et {king} :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/i18n.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>English</source>
        <translation>English</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Enter each hand as it is played; the sheet scores it by the rules and says why each side scored what it did.</source>
        <translation>Inscrivez chaque donne comme elle a été jouée ; la feuille la compte selon les règles et dit pourquoi chaque camp marque ce qu'il marque.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/keyboard_help.py"/>
        <source>Enter is always safe: a panel's main button is never Concede or Throw in. Concede, Throw in, a new game or Open over an unfinished game, and Quit during a hot-seat game ask first, and Enter on the question means No. "Don't ask again" turns a question off; Preferences turns it on again. Undo (Ctrl+Z) takes a concession back.</source>
        <translation>Entrée est toujours sans risque : le bouton principal d'un panneau n'est jamais Abandonner. Abandonner, une nouvelle partie ou Ouvrir à la place d'une partie inachevée, et Quitter pendant une partie à plusieurs sur le même écran demandent d'abord, et Entrée sur la question veut dire Non. « Ne plus demander » désactive une question ; les Préférences la réactivent. Annuler (Ctrl+Z) reprend un abandon.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Español</source>
        <translation>Español</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/bid_chart.py"/>
        <source>Every dot is one simulated deal of the other hands, the bar holds the middle half.</source>
        <translation>Chaque point est une donne simulée des autres mains ; la barre couvre la moitié centrale.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>Every seat at that table is taken.</source>
        <translation>Toutes les places de cette table sont prises.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py"/>
        <source>Everybody else, please look away.</source>
        <translation>Les autres, détournez le regard, s'il vous plaît.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py"/>
        <source>Everybody passed: the cards are thrown in and dealt again.</source>
        <translation>Tout le monde a passé : les cartes sont jetées et redistribuées.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Exchange the dix for the turned-up trump</source>
        <translation>Échanger le dix contre l'atout retourné</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Exchange the dix for the {card}: 10 points, and a better trump in your hand.</source>
        <translation>Échangez le dix contre {card} : 10 points, et un meilleur atout en main.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Exchange the dix: 10</source>
        <translation>Échanger le dix : 10</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>Expecting ',' delimiter</source>
        <translation>une virgule manque</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>Expecting ':' delimiter</source>
        <translation>un deux-points manque</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>Expecting property name enclosed in double quotes</source>
        <translation>un nom entre guillemets doubles est attendu</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>Expecting value</source>
        <translation>une valeur manque</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Export P&amp;DF…</source>
        <translation>Exporter en P&amp;DF…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Export PDF</source>
        <translation>Exporter en PDF</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Export a blank sheet as PD&amp;F…</source>
        <translation>Feuille vierge en PD&amp;F…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Exported {file}</source>
        <translation>Exporté : {file}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>Extra data</source>
        <translation>données en trop</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Extra large</source>
        <translation>Très grande</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Figures</source>
        <translation>Chiffres</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>First to {target} at the end of a hand wins; if both reach it, the higher score.</source>
        <translation>Le premier à {target} à la fin d'une donne gagne ; si les deux y arrivent, le plus haut score.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>Follow suit if you can and beat the card led if you can; out of the suit, you must trump.</source>
        <translation>Fournissez si vous le pouvez et battez la carte entamée si vous le pouvez ; sans la couleur, vous devez couper.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Follow suit if you can and beat the highest card of the suit led if you can (unless the trick is already trumped). Out of the suit, you must trump and beat any trump played. Otherwise play anything.</source>
        <translation>Fournissez si vous le pouvez et battez la plus haute carte de la couleur demandée si vous le pouvez (sauf si le pli est déjà coupé). Sans la couleur, vous devez couper et surcouper tout atout joué. Sinon, jouez ce que vous voulez.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Follow suit if you can and beat the highest card of the suit led if you can (unless the trick is already trumped). Out of the suit, you must trump and beat any trump played. Otherwise play anything. You must try to win even over your partner.</source>
        <translation>Fournissez si vous le pouvez et montez sur la plus haute carte de la couleur demandée si possible (sauf si le pli est déjà coupé). Sans la couleur, vous devez couper et surcouper tout atout joué. Sinon, défaussez-vous. Il faut chercher à prendre le pli, même sur son partenaire.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>Follow suit if you can; when trump is led, beat it if you can. Out of the suit led, play anything.</source>
        <translation>Fournissez si vous le pouvez ; quand atout est entamé, battez-le si vous le pouvez. Sans la couleur entamée, jouez n'importe quelle carte.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>Follow suit if you can; when trump is led, beat it if you can. Out of the suit led, you must play a trump if you hold one; otherwise play anything.</source>
        <translation>Fournissez si vous le pouvez ; quand atout est entamé, battez-le si vous le pouvez. Sans la couleur entamée, vous devez jouer un atout si vous en avez ; sinon n'importe quelle carte.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Follow suit if you can; when trump is led, beat the highest trump if you can. Out of the suit led, play anything.</source>
        <translation>Fournissez si vous le pouvez ; quand on entame atout, montez sur le plus haut atout si possible. Sans la couleur demandée, jouez ce que vous voulez.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/about_dialog.py"/>
        <source>For games with real cards: a score keeper, a meld calculator, a printable score sheet and meld chart. For learning: hints, the review of a hand and the bid analysis.</source>
        <translation>Pour jouer avec de vraies cartes : une feuille de marque, un calculateur d'annonces, une feuille de score et un tableau des annonces à imprimer. Pour apprendre : des conseils, la revue d'une donne et l'analyse des enchères.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Forfeit</source>
        <translation>Perdu sans mariage</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Forfeit: no marriage</source>
        <translation>Perdu : pas de mariage</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Forfeit: the bidder holds no marriage</source>
        <translation>Perdu : le preneur n'a pas de mariage</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Forget all statistics?</source>
        <translation>Effacer toutes les statistiques ?</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>Forget the selected saved rule set (presets stay)</source>
        <translation>Oublier les règles enregistrées sélectionnées (les règles prédéfinies restent)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Four colours</source>
        <translation>Quatre couleurs</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Four, two partnerships</source>
        <translation>Quatre, deux équipes</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/about_dialog.py"/>
        <source>Four-handed partnership Pinochle with a single deck (48 cards) or a double deck (80 cards)</source>
        <translation>Pinochle à quatre par équipes, avec un jeu simple (48 cartes) ou double (80 cartes)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Français</source>
        <translation>Français</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/about_dialog.py"/>
        <source>Free software under the MIT licence.</source>
        <translation>Logiciel libre sous licence MIT.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Friend {n}</source>
        <translation>Ami {n}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_widgets.py"/>
        <source>From a higher bid on, bids go up by another step</source>
        <translation>À partir d'une enchère plus haute, on monte d'un autre pas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>Game saved as {file}.</source>
        <translation>Partie enregistrée sous {file}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>Game to {target}</source>
        <translation>Partie en {target}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Game to:</source>
        <translation>Partie en :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Game won by {name}, {score} to {others}.</source>
        <translation>Partie gagnée par {name}, {score} à {others}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Games played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Games won</source>
        <translation>Parties gagnées</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <source>Games won over time</source>
        <translation>Parties gagnées au fil du temps</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Give a name of 1 to {n} characters.</source>
        <translation>Donnez un nom de 1 à {n} caractères.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Give back {cards}: cards you can spare without losing meld or winners.</source>
        <translation>Rendez {cards} : des cartes dont vous pouvez vous passer sans perdre d'annonces ni de maîtresses.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Give back {cards}: you keep your meld and winners and are void in {suit}, so you can trump it.</source>
        <translation>Rendez {cards} : vous gardez vos annonces et vos cartes maîtresses et n'avez plus de {suit}, vous pourrez donc couper.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/bid_chart.py"/>
        <source>Gold: the highest bid worth taking.</source>
        <translation>Or : l'enchère la plus haute qui vaut la peine.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/bid_chart.py"/>
        <source>Green: a safe bid (made four times in five).</source>
        <translation>Vert : une enchère sûre (réussie quatre fois sur cinq).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/keyboard_help.py"/>
        <source>H asks for a hint: the keyboard moves to what it recommends (the card, the cards to pass or bury, or the button, marked in green), so Enter does it. The meld panel lists the hinted (or best) meld first.</source>
        <translation>H demande un conseil : le clavier va sur ce qu'il recommande (la carte, les cartes à passer ou à écarter, ou le bouton, marqué en vert), et Entrée le fait. Le panneau des annonces montre d'abord l'annonce conseillée (ou la meilleure).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Hand {n}</source>
        <translation>Donne {n}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Hand {n} removed (Undo brings it back).</source>
        <translation>Donne {n} supprimée (Annuler la rétablit).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Hand {n}:</source>
        <translation>Donne {n} :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Hands played</source>
        <translation>Donnes jouées</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Hearts</source>
        <translation>Cœur</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>High bid {bid} by you</source>
        <translation>Plus haute enchère {bid}, la vôtre</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>High bid {bid} by {name}</source>
        <translation>Plus haute enchère {bid}, par {name}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>High bid: {bid} by you</source>
        <translation>Plus haute enchère : {bid}, la vôtre</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>High bid: {bid} by {name}</source>
        <translation>Plus haute enchère : {bid}, par {name}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py"/>
        <location filename="../pinochle_desktop/ui/table/score_drawer.py"/>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/score_drawer.py"/>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>Hint (H)</source>
        <translation>Conseil (H)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Host</source>
        <translation>Ouvrir la table</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Host</source>
        <comment>the name of the person who hosts the table</comment>
        <translation>Hôte</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>Host a ta&amp;ble…</source>
        <translation>Ouvrir une ta&amp;ble…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Host a table</source>
        <translation>Ouvrir une table</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Hot seat: {n} people share this computer; each hand is hidden until its player is ready.</source>
        <translation>Chacun son tour : {n} personnes partagent cet ordinateur ; chaque jeu reste caché jusqu'à ce que son joueur soit prêt.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>How fast cards move; the computer players' pauses follow it</source>
        <translation>La vitesse des cartes ; les pauses des joueurs de l'ordinateur s'y adaptent</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>How strong the computer plays; harder levels think longer</source>
        <translation>La force de jeu de l'ordinateur ; aux niveaux élevés, il réfléchit plus longtemps</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Hoyle: follow suit, trump when out</source>
        <translation>Hoyle : fournir, couper sans la couleur</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py"/>
        <source>I am {name}: show my cards</source>
        <translation>Je suis {name} : montrer mes cartes</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>If everybody passes, deal again</source>
        <translation>Si tout le monde passe, on redistribue</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>If everybody passes, the dealer is stuck with the minimum bid.</source>
        <translation>Si tout le monde passe, le donneur est forcé de prendre à l'enchère minimale.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>If the bidders' meld is under {m}, they are board set: they lose the bid at once.</source>
        <translation>Si les annonces des preneurs sont inférieures à {m}, ils chutent d'office et perdent aussitôt leur enchère.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>If the bidders' meld plus all trick points cannot reach the bid, {what}</source>
        <translation>Si les annonces des preneurs plus tous les points de plis ne peuvent pas atteindre l'enchère, {what}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/bid_chart.py"/>
        <source>If you take the bid and name each suit, your hand's total lands here.</source>
        <translation>Si vous prenez le contrat avec chaque couleur comme atout, votre total tombe ici.</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/learning/bid_chart.py"/>
        <source>If you take the bid, the widow and name each suit, your hand's total lands here: each simulated deal draws a widow too, so its likely help is counted, and you bury the %n cards you can best spare.</source>
        <translation>
            <numerusform>Si vous prenez l'enchère et le talon et nommez chaque couleur, le total de votre jeu tombe ici : chaque donne simulée tire aussi un talon, son aide probable est donc comptée, et vous enterrez la carte dont vous vous passez le mieux.</numerusform>
            <numerusform>Si vous prenez l'enchère et le talon et nommez chaque couleur, le total de votre jeu tombe ici : chaque donne simulée tire aussi un talon, son aide probable est donc comptée, et vous enterrez les %n cartes dont vous vous passez le mieux.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/keyboard_help.py"/>
        <source>In a hot-seat game the privacy screen has the keyboard: Enter shows the cards of the player named on its button.</source>
        <translation>Dans une partie à plusieurs sur le même écran, l'écran de confidentialité a le clavier : Entrée montre les cartes du joueur nommé sur son bouton.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/keyboard_help.py"/>
        <source>In a narrow window the scoreboard folds into a drawer: the Score tab on the table shows the running score and the bid; F9 (or a click on the tab) opens the whole scoreboard, Escape or a click beside it shuts it.</source>
        <translation>Dans une fenêtre étroite, le tableau des scores se replie en tiroir : l’onglet « Points » sur la table montre le score et l’enchère ; F9 (ou un clic sur l’onglet) ouvre tout le tableau, Échap ou un clic à côté le ferme.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>In all:</source>
        <translation>En tout :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>In double deck they do not lead the trump ace.</source>
        <translation>En double jeu, ils n'entament pas l'as d'atout.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>Instant</source>
        <translation>Instantanée</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Instead of the dealer being stuck with the minimum bid</source>
        <translation>Au lieu de forcer le donneur à l'enchère minimale</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>Invalid control character at</source>
        <translation>caractère de contrôle non valable</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>It could not be kept aside (no free name).</source>
        <translation>Il n’a pas pu être mis de côté (aucun nom libre).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>It could not be kept aside ({problem}).</source>
        <translation>Il n’a pas pu être mis de côté ({problem}).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>It is not your turn.</source>
        <translation>Ce n'est pas votre tour.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>It is put aside in the saves folder under a name of its own: Game → Open brings it back.</source>
        <translation>Elle est mise de côté dans le dossier des parties enregistrées sous un nom à elle : Partie → Ouvrir la ramène.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>J</source>
        <comment>card index: jack</comment>
        <translation>V</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Jack</source>
        <translation>Valet</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Jacks around</source>
        <translation>Quatre valets</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Join a table</source>
        <translation>Rejoindre une table</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Join line:</source>
        <translation>Ligne d'accès :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Jump bid</source>
        <translation>Sauter</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Jump to a bid</source>
        <translation>Sauter à une enchère</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>K</source>
        <comment>card index: king</comment>
        <translation>R</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>Keep playing</source>
        <translation>Continuer à jouer</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/keyboard_help.py"/>
        <source>Keyboard</source>
        <translation>Clavier</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>King</source>
        <translation>Roi</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Kings around</source>
        <translation>Quatre rois</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Kings, queens and jacks as figures, as on a printed deck</source>
        <translation>Rois, dames et valets en personnages, comme sur un jeu imprimé</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/keyboard_help.py"/>
        <source>L shows the last trick (during a trick, a message says it). Ctrl+N: a new game of the same kind; Ctrl+Shift+N: New game with…; Ctrl+O: Open; Ctrl+S: Save; Ctrl+Z / Ctrl+Shift+Z: Undo / Redo; {preferences}: Preferences; F1: these rules; {quit}: Quit.</source>
        <translation>L montre le dernier pli (pendant un pli, un message le dit). Ctrl+N : une nouvelle partie du même genre ; Ctrl+Maj+N : Nouvelle partie avec… ; Ctrl+O : Ouvrir ; Ctrl+S : Enregistrer ; Ctrl+Z / Ctrl+Maj+Z : Annuler / Rétablir ; {preferences} : Préférences ; F1 : ces règles ; {quit} : Quitter.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Language and sound</source>
        <translation>Langue et son</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Language:</source>
        <translation>Langue :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Large</source>
        <translation>Grande</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>Last 12 tricks</source>
        <translation>Derniers 12 plis</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Last trick:</source>
        <translation>Dernier pli :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Last trick: you took {points}</source>
        <translation>Dernier pli : vous avez pris {points}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Last trick: {name} took {points}</source>
        <translation>Dernier pli : {name} a pris {points}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/person_input.py"/>
        <source>Last trick: {name} took {points} with {cards}.</source>
        <translation>Dernier pli : {name} a pris {points} avec {cards}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Lay out the cards you selected as one meld</source>
        <translation>Poser les cartes choisies comme une annonce</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Lead a trump, the {card}, to draw the opponents' trumps.</source>
        <translation>Entamez atout, {card}, pour faire tomber les atouts adverses.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Lead the {card} through the bidder's void in {suit}: a low card makes the bidder trump, where a ten or a king would be lost.</source>
        <translation>Entamez {card} à {suit}, où le preneur n'a plus de cartes : une petite carte l'oblige à couper, alors qu'un dix ou un roi seraient perdus.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Lead the {card}: keep your winners for later.</source>
        <translation>Entamez {card} : gardez vos maîtresses pour plus tard.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Lead the {card}: nobody can beat it in its suit.</source>
        <translation>Entamez {card} : personne ne peut la battre dans sa couleur.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Lead the {card}: the card you will miss least, keeping your meld and your trumps.</source>
        <translation>Entamez {card} : la carte qui vous manquera le moins ; vous gardez vos annonces et vos atouts.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Lead, or concede</source>
        <translation>Entamez ou abandonnez</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Let the trick go: give away the {card}, the card you will miss least.</source>
        <translation>Laissez passer le pli : donnez {card}, la carte qui vous manquera le moins.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Look at the meld, then press Play</source>
        <translation>Regardez les annonces, puis appuyez sur Jouer</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Loses:</source>
        <translation>Perd :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/keyboard_help.py"/>
        <source>M enlarges a player's meld (again for the next player's; Escape closes it). S mutes the sounds and turns them on again.</source>
        <translation>M agrandit les annonces d’un joueur (encore : celles du suivant ; Échap les ferme). S coupe le son et le rétablit.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Made</source>
        <translation>Réussi</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Marriage</source>
        <translation>Mariage</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Marriage ({cards} of another suit)</source>
        <translation>Mariage ({cards} d'une autre couleur)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Marriage in {suit}</source>
        <translation>Mariage à {suit}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Medium</source>
        <translation>Moyen</translation>
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
        <translation>Annonces</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Meld</source>
        <comment>score sheet column</comment>
        <translation>Annonces</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Meld + all tricks &lt; bid:</source>
        <translation>Annonces + tous les plis &lt; enchère :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Meld calculator</source>
        <translation>Calculateur d'annonces</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Meld chart</source>
        <translation>Tableau des annonces</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Meld chart as P&amp;DF…</source>
        <translation>Tableau des annonces en P&amp;DF…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Meld chart: {name}</source>
        <translation>Tableau des annonces : {name}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Meld counts from:</source>
        <translation>Les annonces comptent dès :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Meld selected</source>
        <translation>Annoncer la sélection</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Meld table:</source>
        <translation>Barème des annonces :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Meld the {meld} for {points}, the most you can lay out now.</source>
        <translation>Annoncez {meld} pour {points}, le plus que vous puissiez poser maintenant.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Meld the {meld} now for {points}: a bigger meld of the same class can still follow from it after another trick, but not the other way round.</source>
        <translation>Annoncez maintenant {meld} pour {points} : une annonce plus haute de la même classe peut encore suivre après un autre pli, mais pas l'inverse.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Meld under {m} does not count.</source>
        <translation>Des annonces sous {m} ne comptent pas.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Meld {cards}</source>
        <translation>Annoncer {cards}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Meld {meld} + all {tricks} trick points cannot reach {bid}. Throw in and lose {bid} (the others score their meld), or lead a card to play on.</source>
        <translation>Annonces {meld} + les {tricks} points de plis ne peuvent pas atteindre {bid}. Abandonnez et perdez {bid} (la défense marque ses annonces), ou entamez pour continuer à jouer.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Meld {meld} + tricks {tricks} = {sum}, at least the bid of {bid}: made, {sum} scored.</source>
        <translation>Annonces {meld} + plis {tricks} = {sum}, au moins l'enchère de {bid} : réussie, {sum} marqués.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Meld {meld} + tricks {tricks} = {sum}, short of the bid of {bid}: set, {bid} lost.</source>
        <translation>Annonces {meld} + plis {tricks} = {sum}, en dessous de l'enchère de {bid} : chute, {bid} perdus.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Meld {meld} + tricks {tricks} = {sum}.</source>
        <translation>Annonces {meld} + plis {tricks} = {sum}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Meld {meld} and all {total} trick points make {sum}, short of the bid of {bid}: the hand is not played and {bid} is lost.</source>
        <translation>Annonces {meld} et les {total} points de plis font {sum}, en dessous de l'enchère de {bid} : la donne n'est pas jouée et {bid} sont perdus.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Meld {meld} is under {minimum} and does not count; the {tricks} trick points do.</source>
        <translation>Annonces {meld} sous {minimum} : elles ne comptent pas ; les {tricks} points de plis, si.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Meld {meld} is under {minimum}: board set. The hand is not played and the bid of {bid} is lost.</source>
        <translation>Annonces {meld} sous {minimum} : chute d'office. La donne n'est pas jouée et l'enchère de {bid} est perdue.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Meld {meld} is under {minimum}: nothing scored.</source>
        <translation>Annonces {meld} sous {minimum} : rien n'est marqué.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Meld:</source>
        <translation>Annonces :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>Meld: {sides}.</source>
        <translation>Annonces : {sides}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Minimum bid:</source>
        <translation>Enchère minimale :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Modern: follow suit only</source>
        <translation>Moderne : fournir seulement</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>More meld?</source>
        <translation>Encore une annonce ?</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>More than one player reached {target} in the same hand and the bidder was not one of them: the higher score wins, so {winner} won the game.</source>
        <translation>Plusieurs joueurs ont atteint {target} dans la même donne, sans le preneur : le score le plus haut l'emporte, donc {winner} a gagné la partie.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>More than one player reached {target} in the same hand, the bidder was not one of them and the highest scores are equal: play another hand.</source>
        <translation>Plusieurs joueurs ont atteint {target} dans la même donne, le preneur n'en fait pas partie et les meilleurs scores sont égaux : on joue une autre donne.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>More than one player reached {target} in the same hand: the bidder goes out first, so {winner} won the game.</source>
        <translation>Plusieurs joueurs ont atteint {target} dans la même donne : le preneur sort en premier, donc {winner} a gagné la partie.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Name at {seat}</source>
        <translation>Nom à {seat}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Name trump</source>
        <translation>Choisir l'atout</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Name {suit}: {count} cards long, and {meld} meld with it as trump.</source>
        <translation>Choisissez {suit} : {count} cartes dans la couleur, et {meld} d'annonces avec cet atout.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Names:</source>
        <translation>Noms :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Navy rosette</source>
        <translation>Rosace marine</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>Networked table</source>
        <translation>Table en réseau</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>New game &amp;with…</source>
        <translation>Nouvelle partie &amp;personnalisée…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py"/>
        <source>New game instead</source>
        <translation>Plutôt une nouvelle partie</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Next hand</source>
        <translation>Donne suivante</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>Next ▶</source>
        <translation>Suivant ▶</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Nine</source>
        <translation>Neuf</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <source>No bid won yet</source>
        <translation>Aucune enchère remportée pour l'instant</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>No bid yet. The minimum bid is {bid}.</source>
        <translation>Aucune enchère pour l'instant. L'enchère minimale est de {bid}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>No cards are passed.</source>
        <translation>On ne passe pas de cartes.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <source>No game finished yet</source>
        <translation>Aucune partie terminée pour l'instant</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>No games yet</source>
        <translation>Aucune partie pour l'instant</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>No hands scored yet</source>
        <translation>Aucune donne marquée pour l'instant</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>No meld</source>
        <translation>Pas d'annonce</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>No meld in your hand: score the dix, or draw.</source>
        <translation>Aucune annonce en main : marquez le dix ou piochez.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>No single card adds meld to this hand.</source>
        <translation>Aucune carte seule n'ajoute d'annonce à cette main.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/sound/service.py"/>
        <source>No sound: no audio device could be opened ({detail}).</source>
        <translation>Aucun son : aucun périphérique audio n'a pu être ouvert ({detail}).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/sound/service.py"/>
        <source>No sound: the game's sound files could not be read ({detail}).</source>
        <translation>Aucun son : les fichiers sonores du jeu n'ont pas pu être lus ({detail}).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/sound/service.py"/>
        <source>No sound: the sound library is missing ({detail}).</source>
        <translation>Aucun son : la bibliothèque audio est absente ({detail}).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/bid_chart.py"/>
        <source>No suit makes a bid worth taking: pass.</source>
        <translation>Aucune couleur ne justifie une enchère : passez.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/person_input.py"/>
        <source>No trick has been taken yet in this hand.</source>
        <translation>Aucun pli n'a encore été pris dans cette donne.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>No trick points taken, so the meld does not count, but the dix scores even so: {points}.</source>
        <translation>Aucun point de plis : les annonces ne comptent pas, mais le dix compte quand même : {points}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>No trick points taken: set, the bid of {bid} is lost whatever the meld.</source>
        <translation>Aucun point de plis : chute, l'enchère de {bid} est perdue quelles que soient les annonces.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>No trick points taken: the meld of {meld} does not count, nothing scored.</source>
        <translation>Aucun point de plis : les annonces de {meld} ne comptent pas, rien n'est marqué.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Nobody can pass before a bid stands, so nobody is ever stuck</source>
        <translation>Personne ne peut passer avant la première enchère, donc le donneur n'est jamais forcé</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>Normal</source>
        <translation>Normale</translation>
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
        <translation>Non jouée (chute d'office ou hors d'atteinte)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Not played (board set)</source>
        <translation>Non jouée (chute d'office)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Not played (out of reach)</source>
        <translation>Non jouée (hors d'atteinte)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Nothing more to meld: draw.</source>
        <translation>Plus rien à annoncer : piochez.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Nothing to meld: draw.</source>
        <translation>Rien à annoncer : piochez.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <source>Nothing to show yet</source>
        <translation>Rien à montrer pour l'instant</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>On a forfeit the other players score nothing.</source>
        <translation>Quand le preneur perd faute de mariage, les autres joueurs ne marquent rien.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>On a forfeit the other team scores nothing.</source>
        <translation>Quand le preneur perd faute de mariage, la défense ne marque rien.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/table_speech.py"/>
        <source>On the table: {cards}</source>
        <translation>Sur la table : {cards}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Once both teams have this many points, a team can only go out on its own bid</source>
        <translation>Dès que les deux équipes ont ce nombre de points, une équipe ne peut sortir que sur sa propre enchère</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Once both teams have {limit} or more, only the team that won the bid can go out: the other team may pass {target} and the game goes on. The bidders go out when they end the hand with {target} or more, even in a hand they were set.</source>
        <translation>Quand les deux équipes ont {limit} ou plus, seule l'équipe qui a remporté l'enchère peut sortir : l'autre peut dépasser {target} et la partie continue. Les preneurs sortent s'ils finissent la donne avec {target} ou plus, même dans une donne où ils ont chuté.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>One dix per trick won.</source>
        <translation>Un dix par pli gagné.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>One meld per trick won.</source>
        <translation>Une annonce par pli gagné.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>One meld: click it, or select its cards.</source>
        <translation>Une annonce : cliquez-la ou choisissez ses cartes.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>One more card would add:</source>
        <translation>Une carte de plus ajouterait :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>One more {card} → {meld} (+{points})</source>
        <translation>{card} en plus → {meld} (+{points})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Only the winner of a trick may meld, right after winning it.</source>
        <translation>Seul le gagnant d'un pli peut annoncer, juste après l'avoir gagné.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Open a score sheet</source>
        <translation>Ouvrir une feuille de marque</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>Open another game and put the unfinished one aside?</source>
        <translation>Ouvrir une autre partie et mettre de côté la partie inachevée ?</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>Open game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Opening over an unfinished game</source>
        <translation>Ouvrir à la place d'une partie inachevée</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Out of reach</source>
        <translation>Hors d'atteinte</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Out only on own bid:</source>
        <translation>Sortie sur sa propre enchère :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Partners: &lt;b&gt;{a} &amp; {b}&lt;/b&gt; play against &lt;b&gt;{c} &amp; {d}&lt;/b&gt;.</source>
        <translation>Équipes : &lt;b&gt;{a} &amp; {b}&lt;/b&gt; jouent contre &lt;b&gt;{c} &amp; {d}&lt;/b&gt;.</translation>
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
        <translation>Passer des cartes à {name}</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Pass exactly %n card(s).</source>
        <translation>
            <numerusform>Passez exactement %n carte.</numerusform>
            <numerusform>Passez exactement %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Pass these {n} with the button or Enter; click one (or Space) to take it back.</source>
        <translation>Passez ces {n} avec le bouton ou Entrée ; cliquez sur une (ou Espace) pour la reprendre.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Pass with help</source>
        <translation>Passe avec soutien</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Pass with help: you cannot take the bid, but you hold meld to help your partner.</source>
        <translation>Passe avec soutien : vous ne pouvez pas prendre, mais vous avez des annonces pour aider votre partenaire.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Pass {cards}: trumps and aces help the bidder most, and the pinochle parts with spades or diamonds trump (both legs of a pinochle, never one).</source>
        <translation>Passez {cards} : les atouts et les as aident le plus le preneur, et avec pique ou carreau comme atout les cartes du pinochle (les deux moitiés d'un pinochle, jamais une seule).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Pass {cards}: trumps and aces help the bidder most.</source>
        <translation>Passez {cards} : ce sont les atouts et les as qui aident le plus le preneur.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Pass {k} of {n}</source>
        <translation>Passer {k} sur {n}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Pass: even with the widow's likely help your hand is worth about {worth}, not enough for the next bid.</source>
        <translation>Passez : même avec l'aide probable du talon, votre jeu vaut environ {worth}, pas assez pour l'enchère suivante.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Pass: in {n} simulated deals, taking the contract at {bid} scores about {points} points less than passing.</source>
        <translation>Passe : sur {n} donnes simulées, prendre le contrat à {bid} rapporte environ {points} points de moins que passer.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Pass: your hand is worth about {worth}, not enough for the next bid.</source>
        <translation>Passe : votre jeu vaut environ {worth}, pas assez pour l'enchère suivante.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Pass: your partner holds the bid, and your hand is not clearly stronger.</source>
        <translation>Passe : votre partenaire tient l'enchère, et votre jeu n'est pas nettement plus fort.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Passed:</source>
        <translation>Passage :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Person</source>
        <translation>Humain</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Pictures</source>
        <translation>Graphiques</translation>
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
        <translation>Parties de Pinochle (*.pinochle)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>Pinochle is already open in another window.</source>
        <translation>Pinochle est déjà ouvert dans une autre fenêtre.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>Pinochle is played by 2, 3 or 4 players</source>
        <translation>Le pinochle se joue à 2, 3 ou 4 joueurs</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Pinochle score sheet</source>
        <translation>Feuille de marque de Pinochle</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Play a card by itself when it is the only one you may play</source>
        <translation>Jouer automatiquement une carte quand c'est la seule jouable</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Play and game end</source>
        <translation>Jeu et fin de partie</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Play out the hand at once: every trick is yours</source>
        <translation>Jouer la donne d'un coup : tous les plis sont à vous</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Play the {card} rather than the usual {usual}: in {n} simulated deals it scores about {points} points more.</source>
        <translation>Jouez {card} plutôt que l'habituel {usual} : sur {n} donnes simulées, cela rapporte environ {points} points de plus.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Played</source>
        <translation>Jouée</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Played to the end</source>
        <translation>Jouée jusqu'au bout</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Player {n}</source>
        <translation>Joueur {n}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Players:</source>
        <translation>Joueurs :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Playing</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Port:</source>
        <translation>Port :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Print a &amp;blank sheet…</source>
        <translation>Imprimer une feuille &amp;vierge…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Print the meld &amp;chart…</source>
        <translation>Imprimer le &amp;tableau des annonces…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Printed {date}</source>
        <translation>Imprimée le {date}</translation>
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
        <translation>Seize as</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Quadruple jacks</source>
        <translation>Seize valets</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Quadruple kings</source>
        <translation>Seize rois</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Quadruple pinochle</source>
        <translation>Quadruple pinochle</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Quadruple queens</source>
        <translation>Seize dames</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Quadruple run</source>
        <translation>Quadruple quinte</translation>
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
        <translation>Quatre dames</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>Quit the game everybody at the table is playing?</source>
        <translation>Quitter la partie que tout le monde joue à la table ?</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Quitting a hot-seat game</source>
        <translation>Quitter une partie à plusieurs sur le même écran</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_widgets.py"/>
        <source>Remove this step</source>
        <translation>Supprimer ce palier</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Reset statistics</source>
        <translation>Réinitialiser les statistiques</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Reset…</source>
        <translation>Réinitialiser…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/score_sheet_dialog.py"/>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/score_sheet_dialog.py"/>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Review hand</source>
        <translation>Revoir la donne</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>Review of hand {n}</source>
        <translation>Revue de la donne {n}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Royal marriage</source>
        <translation>Mariage d'atout</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Royal marriage ({cards} of trump)</source>
        <translation>Mariage d'atout ({cards} d'atout)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Rules:</source>
        <translation>Règles :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Rules: {name}</source>
        <translation>Règles : {name}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Run</source>
        <translation>Quinte</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Run ({cards} of trump)</source>
        <translation>Quinte ({cards} d'atout)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Sa&amp;ve hand {n}</source>
        <translation>&amp;Enregistrer la donne {n}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>Save game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Save the score sheet</source>
        <translation>Enregistrer la feuille de marque</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>Save these rules as:</source>
        <translation>Enregistrer ces règles sous :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Saved as {file}</source>
        <translation>Enregistrée sous {file}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>Saved as “{name}”: it is in the list of rules.</source>
        <translation>Enregistré sous « {name} » : il figure dans la liste des règles.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>Say something to the table</source>
        <translation>Dites quelque chose à la table</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/score_drawer.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Score</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>Score &amp;keeper…</source>
        <translation>&amp;Tenir la marque…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_lock.py"/>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Score keeper</source>
        <translation>Marque</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>Score s&amp;heet…</source>
        <translation>&amp;Feuille de marque…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/score_sheet_dialog.py"/>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>Score sheet</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>Score sheets (*{suffix})</source>
        <translation>Feuilles de marque (*{suffix})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>Score&amp;board</source>
        <translation>Tableau des sc&amp;ores</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <source>Scores over the game</source>
        <translation>Scores au fil de la partie</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Seat:</source>
        <translation>Place :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Set</source>
        <translation>Chute</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Show hints</source>
        <translation>Afficher les aides</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>Show the chosen rule set as it is</source>
        <translation>Afficher les règles choisies telles quelles</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Show the dix</source>
        <translation>Montrer le dix</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Show the dix: 10</source>
        <translation>Montrer le dix : 10</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Show the dix: 10 points.</source>
        <translation>Montrez le dix : 10 points.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/score_drawer.py"/>
        <source>Show the scoreboard (F9); Escape puts it away.</source>
        <translation>Afficher le tableau des scores (F9) ; Échap le range.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Simple</source>
        <translation>Simples</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/bid_chart.py"/>
        <source>Simulating the hand…</source>
        <translation>Simulation de la donne…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>Single deck</source>
        <translation>Un jeu</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Single deck (run 150)</source>
        <translation>Un jeu (quinte 150)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>Single deck, 0, 2 or 4 passed</source>
        <translation>Un jeu, 0, 2 ou 4 cartes passées</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Single deck: 48 cards</source>
        <translation>Un jeu : 48 cartes</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Single deck: 48 cards ({ranks}, two of each), 12 to each player.</source>
        <translation>Un jeu : 48 cartes ({ranks}, deux de chaque), 12 par joueur.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <location filename="../pinochle_desktop/ui/window_menus.py"/>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>Some settings in {file} could not be used and were reset to their defaults: {problems}.</source>
        <translation>Certains réglages de {file} étaient inutilisables et ont repris leur valeur par défaut : {problems}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/statistics.py"/>
        <source>Some statistics in {file} could not be used and were reset: {problems}.</source>
        <translation>Certaines statistiques de {file} étaient inutilisables et ont été remises à zéro : {problems}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Sound effects</source>
        <translation>Effets sonores</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Sound:</source>
        <translation>Son :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/i18n.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Spades</source>
        <translation>Pique</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Spades and clubs black, hearts and diamonds red</source>
        <translation>Pique et trèfle en noir, cœur et carreau en rouge</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Spades black, hearts red, diamonds blue, clubs green</source>
        <translation>Pique en noir, cœur en rouge, carreau en bleu, trèfle en vert</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>Start a new game and put the unfinished one aside?</source>
        <translation>Commencer une nouvelle partie et mettre de côté la partie inachevée ?</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>Start game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>Statistics are saved again.</source>
        <translation>Les statistiques sont de nouveau enregistrées.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>Statistics could not be saved: {problem}

They are kept and saved with the next hand.</source>
        <translation>Impossible d'enregistrer les statistiques : {problem}

Elles sont conservées et seront enregistrées avec la prochaine donne.</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Pioche : %n carte</numerusform>
            <numerusform>Pioche : %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>System default</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/keyboard_help.py"/>
        <source>Tab and Shift+Tab go from the cards to the panel's buttons and back; F6 jumps between the cards and the panel; Escape goes back to the cards. ← → also move between the panel's buttons, and Enter presses the one outlined.</source>
        <translation>Tab et Maj+Tab vont des cartes aux boutons du panneau et reviennent ; F6 saute entre les cartes et le panneau ; Échap revient aux cartes. ← → passent aussi d'un bouton du panneau à l'autre, et Entrée appuie sur celui qui est encadré.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>Table chat</source>
        <translation>Discussion de la table</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Take the trick with the {card}.</source>
        <translation>Prenez le pli avec {card}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Take the trick with the {card}: its cards, and a meld turn, are worth it.</source>
        <translation>Prenez le pli avec {card} : ses cartes, et une annonce, le valent bien.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Take the turned-up trump for your 9 of trump, and score 10</source>
        <translation>Prenez l'atout retourné contre votre 9 d'atout, et marquez 10</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Take the widow</source>
        <translation>Prendre le talon</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Take the widow: its three cards join your hand; then name trump.</source>
        <translation>Prenez le talon : ses trois cartes rejoignent votre jeu ; nommez ensuite l'atout.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Ten</source>
        <translation>Dix</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>That is not a join line: it looks like pinochle://ADDRESS:PORT/CODE#FINGERPRINT, as the host's window shows it.</source>
        <translation>Ce n'est pas une ligne d'accès : elle a la forme pinochle://ADRESSE:PORT/CODE#EMPREINTE, telle que la fenêtre de l'hôte l'affiche.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>That is not the table of the join line: its certificate differs.</source>
        <translation>Ce n'est pas la table de la ligne d'accès : son certificat est différent.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>That seat is taken.</source>
        <translation>Cette place est prise.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>The S key mutes the sounds and turns them on again (View → Mute sounds).</source>
        <translation>La touche S coupe le son et le rétablit (Affichage → Couper le son).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>The auction ends only when three players have passed. There is no bid cap: every rung of the ladder may be bid.</source>
        <translation>Les enchères ne s'arrêtent que lorsque trois joueurs ont passé. Il n'y a pas de plafond : chaque palier peut être annoncé.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>The auction ends when three players have passed, or at once on a bid of {cap}: nobody can bid higher.</source>
        <translation>Les enchères s'arrêtent quand trois joueurs ont passé, ou aussitôt sur une enchère de {cap} : personne ne peut monter plus haut.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>The auction ends when two players have passed after a bid, or at once on a bid of {cap}. If all three pass, the cards are thrown in and the next player deals.</source>
        <translation>Les enchères s'arrêtent quand deux joueurs ont passé après une enchère, ou aussitôt sur une enchère de {cap}. Si les trois passent, les cartes sont jetées et le joueur suivant donne.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>The auction ends when two players have passed after a bid. There is no bid cap: every rung of the ladder may be bid. If all three pass, the cards are thrown in and the next player deals.</source>
        <translation>Les enchères s'arrêtent quand deux joueurs ont passé après une enchère. Il n'y a pas de plafond : chaque palier peut être annoncé. Si les trois passent, les cartes sont jetées et le joueur suivant donne.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>The auction ends when two players have passed, or at once on a bid of {cap}. If the first two pass, the dealer is stuck with the minimum bid of {minimum}.</source>
        <translation>Les enchères s'arrêtent quand deux joueurs ont passé, ou aussitôt sur une enchère de {cap}. Si les deux premiers passent, le donneur est forcé à l'enchère minimale de {minimum}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>The auction ends when two players have passed. There is no bid cap: every rung of the ladder may be bid. If the first two pass, the dealer is stuck with the minimum bid of {minimum}.</source>
        <translation>Les enchères s'arrêtent quand deux joueurs ont passé. Il n'y a pas de plafond : chaque palier peut être annoncé. Si les deux premiers passent, le donneur est forcé à l'enchère minimale de {minimum}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/autosave.py"/>
        <source>The autosaved game could not be read ({problem}).</source>
        <translation>La partie sauvegardée automatiquement n’a pas pu être lue ({problem}).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/autosave.py"/>
        <source>The autosaved game {file} {reason}, so it cannot be resumed.</source>
        <translation>Le fichier de la partie sauvegardée automatiquement {file} {reason}, la partie ne peut donc pas être reprise.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>The bid must be at least {amount}.</source>
        <translation>L'enchère doit être d'au moins {amount}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>The bidder could name no trump (no marriage): the bid of {bid} is lost.</source>
        <translation>Le preneur n'a pu nommer aucun atout (pas de mariage) : l'enchère de {bid} est perdue.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>The bidder draws trump when it holds enough of them to pay.</source>
        <translation>Le preneur fait tomber les atouts quand il en a assez pour que cela paie.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>The bidder draws trump when it holds enough of them to pay; in double deck it first cashes its side aces.</source>
        <translation>Le preneur fait tomber les atouts quand il en a assez pour que cela paie ; en double jeu, il encaisse d'abord ses as des autres couleurs.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <source>The bidder makes the bid when its meld plus trick points (the buried cards included) reach it, {made}; otherwise it loses the bid.</source>
        <translation>Le preneur réussit son enchère quand ses annonces et ses points de plis (cartes enterrées comprises) l'atteignent, {made} ; sinon il perd son enchère.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>The bidder may concede only before the first card is led.</source>
        <translation>Le preneur ne peut abandonner qu'avant la première entame.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>The bidder may throw in any hand</source>
        <translation>Le preneur peut abandonner n'importe quelle donne</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <source>The bidder names trump, a suit in which it holds a marriage (the widow's cards count); without one it loses the bid.</source>
        <translation>Le preneur nomme l'atout, une couleur où il a un mariage (les cartes du talon comptent) ; sans mariage, il perd son enchère.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <source>The bidder names trump, after seeing the widow; no marriage is needed.</source>
        <translation>Le preneur nomme l'atout après avoir vu le talon ; aucun mariage n'est nécessaire.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>The bidder passes back no trumps while other cards can go, and empties a short suit without an ace, so that it can trump that suit.</source>
        <translation>Le preneur ne rend pas d'atout tant que d'autres cartes peuvent partir, et vide une couleur courte sans as pour pouvoir la couper.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>The bidder's partner passes this many cards, then the bidder passes as many back</source>
        <translation>Le partenaire du preneur lui passe ce nombre de cartes, puis le preneur lui en rend autant</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>The bidder's partner passes {n} cards to the bidder, who passes {n} back, {when} trump is named.</source>
        <translation>Le partenaire du preneur lui passe {n} cartes, et le preneur lui en rend {n}, {when} l'annonce de l'atout.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>The bidder's trick points include the cards it buried.</source>
        <translation>Les points de plis du preneur comprennent les cartes qu'il a enterrées.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>The bidder: meld + trick points (with the buried cards) must reach the bid, or it loses the bid.</source>
        <translation>Preneur : annonces + points de plis (avec les cartes enterrées) doivent atteindre l'enchère, sinon il perd l'enchère.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>The bidders keep meld without a trick</source>
        <translation>Les preneurs gardent leurs annonces sans pli</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>The bidders keep their meld even without a trick.</source>
        <translation>Les preneurs gardent leurs annonces même sans pli.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>The bidders lose the bid; what the other team scores</source>
        <translation>Les preneurs perdent leur enchère ; ce que marque la défense</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>The bidders make their bid when meld plus trick points reach it, and score it all; otherwise they lose the bid.</source>
        <translation>Les preneurs réussissent leur contrat si annonces et points de plis atteignent l'enchère, et marquent le tout ; sinon ils perdent leur enchère.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>The bidders' meld counts toward the bid even if they take no trick points; the other team still needs them</source>
        <translation>Les annonces des preneurs comptent pour le contrat même sans points de pli ; l'autre équipe en a toujours besoin</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>The connection to the table was lost.</source>
        <translation>La connexion à la table est perdue.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>The deal</source>
        <translation>La donne</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>The deal: the {card} is turned up, so {suit} is trump; {n} cards in the stock.</source>
        <translation>La donne : le {card} est retourné, atout {suit} ; {n} cartes dans la pioche.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>The defenders lead no ten or king into a suit the bidder has shown void in: a low card there makes the bidder trump.</source>
        <translation>Les défenseurs n'entament ni dix ni roi dans une couleur où le preneur a montré qu'il n'en a plus : une petite carte l'y oblige à couper.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>The dix (9 of trump) scores {dix}: shown, or exchanged for the card turned up for trump. If the card turned up is a dix, the dealer scores {dix}.</source>
        <translation>Le dix (9 d'atout) vaut {dix} : montré, ou échangé contre la carte retournée pour l'atout. Si la carte retournée est un dix, le donneur marque {dix}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>The file was kept as {file}.</source>
        <translation>Le fichier a été conservé sous {file}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>The first bidder must open at the minimum</source>
        <translation>Le premier à parler doit ouvrir à l'enchère minimale</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>The first bidder must open at the minimum, {amount}.</source>
        <translation>Le premier à parler doit ouvrir à l'enchère minimale : {amount}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>The folder for saved games could not be created.</source>
        <translation>Le dossier des parties enregistrées n'a pas pu être créé.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>The game cannot be autosaved: {problem}

Pinochle tries again after every move and says when it works again.</source>
        <translation>La partie ne peut pas être sauvegardée automatiquement : {problem}

Pinochle réessaie après chaque coup et vous prévient quand cela refonctionne.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>The game could not be saved: {problem}</source>
        <translation>Impossible d'enregistrer la partie : {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>The game is autosaved and comes back when Pinochle is started again.</source>
        <translation>La partie est enregistrée automatiquement et revient au prochain lancement de Pinochle.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/keeper.py"/>
        <source>The game is over: {winner} won. Start a new sheet for the next game.</source>
        <translation>La partie est finie : {winner} a gagné. Commencez une nouvelle feuille pour la partie suivante.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>The game is played to {target}, counted at the end of a hand; if both players reach it, the higher score wins (an equal score plays on).</source>
        <translation>La partie se joue en {target}, compté à la fin d'une donne ; si les deux joueurs l'atteignent, le plus haut score gagne (à égalité, on continue).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>The game is played to {target}; if both teams reach it in the same hand, the bidders win, even with the lower score.</source>
        <translation>La partie se joue en {target} ; si les deux équipes y arrivent dans la même donne, les preneurs gagnent, même avec le score le plus bas.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>The game is played to {target}; if more than one player reaches it in the same hand, the bidder wins if among them, else the higher score (two tied at the top play another hand).</source>
        <translation>La partie se joue en {target} ; si plusieurs joueurs y arrivent dans la même donne, le preneur gagne s'il en fait partie, sinon le score le plus haut (deux joueurs à égalité en tête jouent une autre donne).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>The hand is scored: press Next hand</source>
        <translation>La donne est comptée : appuyez sur Donne suivante</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>The hand was not played and there is no meld: nothing scored.</source>
        <translation>La donne n'a pas été jouée et il n'y a pas d'annonces : rien n'est marqué.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>The hand was not played: the meld of {meld} scores.</source>
        <translation>La donne n'a pas été jouée : les annonces de {meld} sont marquées.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>The hand:</source>
        <translation>La donne :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>The hard and expert players keep to these unless their simulation finds another play clearly better; a hint then says how much better.</source>
        <translation>Les niveaux difficile et expert s'y tiennent, sauf si leur simulation trouve un coup nettement meilleur ; un conseil dit alors de combien.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/controller.py"/>
        <source>The hint could not be worked out: {problem}</source>
        <translation>Le conseil n'a pas pu être calculé : {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>The host closed the table.</source>
        <translation>L'hôte a fermé la table.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/window_reviews.py"/>
        <source>The host has not sent this hand's cards yet: try again in a moment.</source>
        <translation>L'hôte n'a pas encore envoyé les cartes de cette donne : réessayez dans un instant.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>The host of the networked table keeps the game.</source>
        <translation>L'hôte de la table en réseau garde la partie.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>The host refused that: {detail}</source>
        <translation>L'hôte a refusé : {detail}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>The last 12 tricks</source>
        <translation>Les 12 derniers plis</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>The last 12 tricks: melded cards go back into the hands and there is no more meld.</source>
        <translation>Les 12 derniers plis : les cartes annoncées reviennent dans la main et il n'y a plus d'annonce.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>The minimum bid is {bid}; bids go up {steps}.</source>
        <translation>L'enchère minimale est de {bid} ; on monte {steps}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <source>The minimum bid is {bid}; bids go up {steps}. A pass is final.</source>
        <translation>L'enchère minimale est {bid} ; les enchères montent {steps}. Qui passe ne reparle plus.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>The non-dealer leads the first trick. The second card may be any card: there is no need to follow suit or trump. The higher card of the suit led, or a trump, wins; of two identical cards the first played wins.</source>
        <translation>Le non-donneur entame le premier pli. La seconde carte peut être n'importe laquelle : pas besoin de fournir ni de couper. La plus haute carte de la couleur entamée, ou un atout, gagne ; de deux cartes identiques, la première jouée gagne.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>The others score their meld. Undo (Ctrl+Z) takes it back.</source>
        <translation>Les autres marquent leurs annonces. Annuler (Ctrl+Z) le reprend.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>The saved game {file} {reason}.</source>
        <translation>Le fichier de partie enregistrée {file} {reason}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_lock.py"/>
        <source>The score keeper is already open in another window.</source>
        <translation>La marque est déjà ouverte dans une autre fenêtre.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>The score keeper's sheet could not be read ({problem}).</source>
        <translation>La feuille de marque sauvegardée automatiquement n’a pas pu être lue ({problem}).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>The score keeper's sheet {file} {reason}, so it cannot be resumed.</source>
        <translation>Le fichier de la feuille de marque sauvegardée automatiquement {file} {reason}, elle ne peut donc pas être reprise.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>The score sheet {file} {reason}.</source>
        <translation>Le fichier de feuille de marque {file} {reason}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>The settings could not be read ({problem}), so defaults are used.</source>
        <translation>Les réglages n’ont pas pu être lus ({problem}), les réglages par défaut sont donc utilisés.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>The settings file {file} {reason}, so default settings are used.</source>
        <translation>Le fichier de réglages {file} {reason}, les réglages par défaut sont donc utilisés.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/statistics.py"/>
        <source>The statistics could not be read ({problem}), so they start afresh.</source>
        <translation>Les statistiques n’ont pas pu être lues ({problem}), elles repartent donc de zéro.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/statistics.py"/>
        <source>The statistics file {file} {reason}, so statistics start afresh.</source>
        <translation>Le fichier de statistiques {file} {reason}, les statistiques repartent donc de zéro.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>The table cannot be reached ({detail}).</source>
        <translation>La table est injoignable ({detail}).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>The table code is wrong.</source>
        <translation>Le code de la table est faux.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/menu.py"/>
        <source>The table could not be opened on port {port}: {problem}</source>
        <translation>Impossible d'ouvrir la table sur le port {port} : {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>The table is open. Friends choose Game → Join a table… and paste the join line below (on this computer's network: {addresses}; table code {code}). Over the internet, your router must forward port {port} to this computer.</source>
        <translation>La table est ouverte. Vos amis choisissent Partie → Rejoindre une table… et collent la ligne d'accès ci-dessous (sur le réseau de cet ordinateur : {addresses} ; code de table {code}). Par Internet, votre routeur doit rediriger le port {port} vers cet ordinateur.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>The table runs another version of Pinochle Desktop ({detail}).</source>
        <translation>La table utilise une autre version de Pinochle Desktop ({detail}).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>The table said: {detail}</source>
        <translation>La table indique : {detail}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>The turned-up trump cannot be exchanged now.</source>
        <translation>L'atout retourné ne peut pas être échangé maintenant.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>The unfinished game could not be put aside, so it stays on the table: {problem}</source>
        <translation>La partie inachevée n'a pas pu être mise de côté, elle reste donc sur la table : {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <source>The widow is turned face up for everyone to see, and the bidder takes it into its hand.</source>
        <translation>Le talon est retourné face visible pour tous, et le preneur le prend dans son jeu.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>The widow: {cards}. Take it into your hand, then name trump.</source>
        <translation>Le talon : {cards}. Prenez-le dans votre jeu, puis nommez l'atout.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>The winner of a trick may lay out one meld, with at least one card from the hand. Melded cards lie face up in front of their player, still part of the hand, and may be played from the table.</source>
        <translation>Le gagnant d'un pli peut poser une annonce, avec au moins une carte de la main. Les cartes annoncées restent face visible devant leur joueur, font toujours partie de la main et peuvent être jouées depuis la table.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>The {card} has already scored in this kind of meld: it may meld again only in another kind, or in a higher meld of the same kind.</source>
        <translation>Le {card} a déjà compté dans ce genre d'annonce : il ne peut être annoncé de nouveau que dans un autre genre ou dans une annonce plus haute du même genre.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>The {card} is shown in your meld: it may not be buried.</source>
        <translation>{card} fait partie de vos annonces : cette carte ne peut pas être enterrée.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>Them</source>
        <translation>Eux</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>Then the winner draws the top card of the stock and the loser the next; the winner leads. After the 12th trick the winner (who may still meld) takes the last card of the stock, shown to both, and the loser takes the turned-up trump.</source>
        <translation>Puis le gagnant pioche la carte du dessus de la pioche et le perdant la suivante ; le gagnant entame. Après le 12e pli le gagnant (qui peut encore annoncer) prend la dernière carte de la pioche, montrée aux deux, et le perdant prend l'atout retourné.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>There is no auction: the card turned up after the deal names trump, and the non-dealer leads.</source>
        <translation>Il n'y a pas d'enchères : la carte retournée après la donne fixe l'atout, et le non-donneur entame.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>These hands cannot be kept under {name}:</source>
        <translation>Ces donnes ne peuvent pas être tenues avec {name} :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>These rules cannot be played yet: fix the options marked in red first.</source>
        <translation>Ces règles ne sont pas encore jouables : corrigez d'abord les options marquées en rouge.</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>These rules cannot be played yet: see the %n problem(s) shown in red.</source>
        <translation>
            <numerusform>Ces règles ne sont pas encore jouables : voyez le problème signalé en rouge.</numerusform>
            <numerusform>Ces règles ne sont pas encore jouables : voyez les %n problèmes signalés en rouge.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>They</source>
        <translation>Eux</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py"/>
        <source>Thinking about a hint…</source>
        <translation>Recherche d'un conseil…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>This file could not be found. It may have been moved, renamed or deleted.</source>
        <translation>Ce fichier est introuvable. Il a peut-être été déplacé, renommé ou supprimé.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>This file could not be read. You may not be allowed to open it, or the disk may have a problem.</source>
        <translation>Ce fichier n'a pas pu être lu. Vous n'avez peut-être pas le droit de l'ouvrir, ou le disque a un problème.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>This file is not a saved Pinochle game. It may be damaged, or made by another program.</source>
        <translation>Ce fichier n'est pas une partie de Pinochle enregistrée. Il est peut-être endommagé, ou créé par un autre programme.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>This game was saved by a newer version of Pinochle Desktop, which this version cannot open. Install the newer version to go on with it.</source>
        <translation>Cette partie a été enregistrée par une version plus récente de Pinochle Desktop, que cette version ne peut pas ouvrir. Installez la version plus récente pour la continuer.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>This hand</source>
        <translation>Cette donne</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>This hand was not played.</source>
        <translation>Cette donne n'a pas été jouée.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>This is a folder, not a saved Pinochle game. Choose a file ending in .pinochle.</source>
        <translation>Ceci est un dossier, pas une partie de Pinochle enregistrée. Choisissez un fichier qui se termine par .pinochle.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_lock.py"/>
        <source>This sheet is not kept after every change, so the sheet in the other window stays safe. To keep this one, save it (Sheet → Save).</source>
        <translation>Cette feuille n'est pas sauvegardée après chaque modification : la feuille de l'autre fenêtre reste intacte. Pour conserver celle-ci, enregistrez-la (Feuille → Enregistrer).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>This window does not autosave, so the game in the other window stays safe. An unfinished game in this window is put aside in the saves folder when it closes (Game → Open brings it back).</source>
        <translation>Cette fenêtre n'enregistre pas automatiquement, la partie de l'autre fenêtre reste donc intacte. Une partie inachevée dans cette fenêtre est mise de côté dans le dossier des parties enregistrées à sa fermeture (Partie → Ouvrir la ramène).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Those cards are not a meld.</source>
        <translation>Ces cartes ne forment pas une annonce.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>Three players each for themself: 15 cards each and a widow of 3 for the bidder, who buries 3; bid from 300 by 10, game to 1500</source>
        <translation>Trois joueurs, chacun pour soi : 15 cartes chacun et un talon de 3 pour le preneur, qui en enterre 3 ; enchères à partir de 300 par 10, partie en 1500</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <source>Three players, each for themself. {hand} cards each, and {widow} face down in the middle: the widow.</source>
        <translation>Trois joueurs, chacun pour soi. {hand} cartes chacun et {widow} face cachée au milieu : le talon.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Three players: 15 cards each and a widow of 3 for the bidder, who buries 3</source>
        <translation>Trois joueurs : 15 cartes chacun et un talon de 3 pour le preneur, qui en enterre 3</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Three, each for themself</source>
        <translation>Trois, chacun pour soi</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>Three-handed</source>
        <translation>À trois</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/about_dialog.py"/>
        <source>Three-handed cutthroat Pinochle with a widow</source>
        <translation>Pinochle à trois, chacun pour soi, avec talon</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Three-handed: the bidder takes the widow of {n} and buries {n} cards, never one shown in meld; the points of the buried cards count for the bidder.</source>
        <translation>À trois : le preneur prend le talon de {n} cartes et en enterre {n}, jamais une carte annoncée ; les points des cartes enterrées comptent pour lui.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Throw in</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Throw in (−{bid})</source>
        <translation>Abandonner (−{bid})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>Throw in and lose {bid}?</source>
        <translation>Abandonner et perdre {bid} ?</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Throw in: the bid is out of reach, and playing on only gives the others more points.</source>
        <translation>Abandonnez : l'enchère est hors d'atteinte, et continuer ne ferait que donner plus de points à la défense.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Throwing in a hand</source>
        <translation>Abandonner une donne perdue</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Throwing in is allowed only before the first lead, when the rules allow it.</source>
        <translation>On ne peut jeter la main qu'avant la première entame, si les règles le permettent.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Thrown in</source>
        <translation>Abandon</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>Thrown in: the bid of {bid} is lost.</source>
        <translation>Abandon : l'enchère de {bid} est perdue.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>To keep meld, take at least:</source>
        <translation>Pour garder les annonces, au moins :</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>To score at all, a team must take at least %n trick point(s).</source>
        <translation>
            <numerusform>Pour marquer quoi que ce soit, une équipe doit prendre au moins %n point de plis.</numerusform>
            <numerusform>Pour marquer quoi que ce soit, une équipe doit prendre au moins %n points de plis.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>Too many wrong table codes from this computer: try again later.</source>
        <translation>Trop de codes de table erronés depuis cet ordinateur : réessayez plus tard.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Total meld: {points}</source>
        <translation>Total des annonces : {points}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Totals: {totals}</source>
        <translation>Scores : {totals}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Trick play</source>
        <translation>Jeu de la carte</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Trick play:</source>
        <translation>Jeu de la carte :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Trick points</source>
        <translation>Points de plis</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>Trick points (of {total}):</source>
        <translation>Points de plis (sur {total}) :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Trick points of both sides add up to {total}.</source>
        <translation>Les points de plis des deux camps font {total} en tout.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>Trick {n} of {total}</source>
        <translation>Pli {n} sur {total}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/score_sheet_dialog.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Tricks</source>
        <translation>Plis</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Triple aces</source>
        <translation>Douze as</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Triple jacks</source>
        <translation>Douze valets</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Triple kings</source>
        <translation>Douze rois</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Triple pinochle</source>
        <translation>Triple pinochle</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Triple queens</source>
        <translation>Douze dames</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Triple run</source>
        <translation>Triple quinte</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/score_sheet_dialog.py"/>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Trump</source>
        <translation>Atout</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Trump and passing</source>
        <translation>Atout et passage de cartes</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Trump must be a suit in which the bidder holds a marriage; without one the bidders lose the bid and {forfeit}.</source>
        <translation>L'atout doit être une couleur dans laquelle le preneur a un mariage ; sinon les preneurs perdent leur enchère et {forfeit}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Trump must be a suit in which you hold a marriage ({king} and {queen}).</source>
        <translation>L'atout doit être une couleur où vous avez un mariage ({king} et {queen}).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Trump must be a suit in which you hold a marriage.</source>
        <translation>L'atout doit être une couleur dans laquelle vous avez un mariage.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Trump needs a marriage in that suit</source>
        <translation>L'atout exige un mariage dans la couleur</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Trump:</source>
        <translation>Atout :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>Trump: {suit}</source>
        <translation>Atout : {suit}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Turned-up dix: {points} to the dealer</source>
        <translation>Dix retourné : {points} pour le donneur</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Two colours</source>
        <translation>Deux couleurs</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>Two players, a single deck of 48 cards. Each gets 12; the next card is turned up and its suit is trump; the other 23 cards are the stock, face down. A turned-up dix (9 of trump) scores 10 for the dealer. The deal alternates.</source>
        <translation>Deux joueurs, un seul jeu de 48 cartes. Chacun reçoit 12 cartes ; la suivante est retournée et sa couleur est l'atout ; les 23 autres forment la pioche, face cachée. Un dix retourné (9 d'atout) vaut 10 pour le donneur. La donne alterne.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>Two, trump turned up</source>
        <translation>Deux, atout retourné</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>Two-handed</source>
        <translation>À deux</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/about_dialog.py"/>
        <source>Two-handed Pinochle: the draw game, with a stock and meld after each trick won</source>
        <translation>Pinochle à deux : avec une pioche et des annonces après chaque pli gagné</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Two-handed: after winning a trick a player may make one meld, laying its cards face up; at least one card must come from the hand. A melded card may meld again only in another class, or in a higher meld of the same class (a royal marriage first, then the run).</source>
        <translation>À deux : après avoir remporté un pli, un joueur peut faire une annonce en posant ses cartes face visible ; au moins une carte doit venir de la main. Une carte annoncée ne compte de nouveau que dans une autre classe, ou dans une annonce plus haute de la même classe (d'abord le mariage royal, puis la quinte).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>Type a hand, e.g. AH 10H KH QH JH QS JD, and press Enter</source>
        <translation>Tapez une main, par ex. AH 10H KH QH JH QS JD, puis Entrée</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>Type a name for these rules first.</source>
        <translation>Donnez d'abord un nom à ces règles.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/safe_commands.py"/>
        <source>Undo (Ctrl+Z) takes it back.</source>
        <translation>Annuler (Ctrl+Z) le reprend.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>Undo changes</source>
        <translation>Annuler les modifications</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>Unfinished game</source>
        <translation>Partie inachevée</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>Unterminated string starting at</source>
        <translation>texte non terminé commençant</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>Us</source>
        <translation>Nous</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Waiting for the host…</source>
        <translation>En attente de l'hôte…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>We</source>
        <translation>Nous</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/i18n.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>West leads the {ah} and you hold {kh} and {jh}: you cannot beat it, so either heart will do.</source>
        <translation>Ouest entame l’{ah} et tu as {kh} et {jh} : tu ne peux pas le battre, n’importe quel cœur convient.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>West leads the {qh} and you hold no hearts but the {js} and {as}: you must trump; after East's {ts} you must play the {as} to beat it.</source>
        <translation>Ouest entame le {qh} et vous n'avez pas de cœur mais le {js} et l'{as} : vous devez couper ; après le {ts} d'Est, vous devez jouer l'{as} pour le battre.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>West leads the {qh} and you hold no hearts but the {js} and {as}: you must trump; after North's {ts} you must play the {as} to beat it.</source>
        <translation>Ouest entame la {qh} et tu n’as pas de cœur mais le {js} et l’{as} : tu dois couper ; après le {ts} de Nord tu dois jouer l’{as} pour le battre.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>West leads the {qh} and you hold no hearts: play any card; you need not trump.</source>
        <translation>Ouest entame la {qh} et tu n’as pas de cœur : joue n’importe quelle carte ; tu n’es pas obligé de couper.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>West leads the {qh} and you hold {kh} and {jh}: follow with either heart; you need not beat it.</source>
        <translation>Ouest entame la {qh} et tu as {kh} et {jh} : fournis l’un ou l’autre cœur ; tu n’es pas obligé de monter.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>West leads the {qh} and you hold {kh} and {jh}: you must play the {kh}, because it beats the {qh}.</source>
        <translation>Ouest entame la {qh} et tu as {kh} et {jh} : tu dois jouer le {kh}, car il bat la {qh}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>West leads the {qh}, East trumps with the {ts}, and you hold hearts: any heart will do, since no heart can win a trumped trick.</source>
        <translation>Ouest entame le {qh}, Est coupe avec le {ts} et vous avez du cœur : n'importe quel cœur convient, car aucun ne gagne un pli coupé.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>West leads the {qh}, North trumps with the {ts}, and you hold hearts: any heart will do, since no heart can win a trumped trick.</source>
        <translation>Ouest entame la {qh}, Nord coupe avec le {ts} et tu as du cœur : n’importe quel cœur convient, aucun cœur ne gagne un pli coupé.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>West leads the {qs} (trump) and you hold {ks} and {js}: you must play the {ks}, because trump was led.</source>
        <translation>Ouest entame la {qs} (atout) et tu as {ks} et {js} : tu dois jouer le {ks}, car on a entamé atout.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>What would the expert do now?</source>
        <translation>Que ferait l'expert maintenant ?</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/score_drawer.py"/>
        <source>What would the expert do now? (H)</source>
        <translation>Que ferait l'expert maintenant ? (H)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>What your hand is likely worth with each trump suit</source>
        <translation>Ce que vaut probablement ta main avec chaque couleur d’atout</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>What your partner’s calls and cards mean</source>
        <translation>Ce que signifient les annonces et les cartes de votre partenaire</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>When only one of your cards may be played, it is played for you</source>
        <translation>Quand une seule de vos cartes est jouable, elle est jouée pour vous</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>When the bidders' meld plus every trick point cannot reach the bid</source>
        <translation>Quand les annonces des preneurs plus tous les points de plis ne peuvent pas atteindre l'enchère</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/keyboard_help.py"/>
        <source>Where the keyboard is: on the panel's main button when the panel asks something (your bid, trump, the widow, a meld, Play, Next hand, New game); on your cards when you choose cards (your lead or play, Lead or concede, the cards to pass or bury).</source>
        <translation>Où est le clavier : sur le bouton principal du panneau quand le panneau demande quelque chose (votre enchère, l'atout, le talon, une annonce, Jouer, Donne suivante, Nouvelle partie) ; sur vos cartes quand vous choisissez des cartes (entamer ou jouer, Entamez ou abandonnez, les cartes à passer ou à écarter).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>Where these rules are silent the game follows Hoyle's two-hand rules, as Pagat's two-hand page gives them: one dix a trick, besides the meld; a dix may be exchanged while the turned-up trump is there and is not a dix itself; a double meld (double pinochle, 1000 aces, double run) built on a single one already melded scores as a higher meld of its class.</source>
        <translation>Là où ces règles se taisent, le jeu suit les règles à deux de Hoyle, telles que la page de Pagat les donne : un dix par pli, en plus de l'annonce ; un dix peut être échangé tant que l'atout retourné est là et n'est pas lui-même un dix ; une annonce double (double pinochle, 1000 as, double quinte) bâtie sur une simple déjà annoncée compte comme annonce plus haute de sa classe.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/two_handed_help.py"/>
        <source>While the stock lasts</source>
        <translation>Tant que dure la pioche</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/seats_editor.py"/>
        <source>Who plays {seat}</source>
        <translation>Qui joue à {seat}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>Why each side scored what it did</source>
        <translation>Pourquoi chaque camp marque ce qu'il marque</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>Widow: {cards}.</source>
        <translation>Talon : {cards}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Win the trump lead with the {card}: it takes the trick as surely, and your trump ace stays in your hand.</source>
        <translation>Prenez l'entame d'atout avec {card} : elle gagne le pli aussi sûrement, et votre as d'atout reste en main.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/i18n.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>You are out of the suit led: you must play a trump ({suit}).</source>
        <translation>Vous n'avez plus de la couleur demandée : vous devez couper ({suit}).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>You bid {bid}</source>
        <translation>Vous avez pris à {bid}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>You bid {bid}: {outcome}</source>
        <translation>Vous avez pris à {bid} : {outcome}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>You buried {cards}.</source>
        <translation>Vous avez enterré {cards}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>You bury %n card(s)</source>
        <translation>
            <numerusform>Vous enterrez %n carte</numerusform>
            <numerusform>Vous enterrez %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>You cannot declare yourself out now.</source>
        <translation>Vous ne pouvez pas vous déclarer sorti maintenant.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>You cannot win this trick: give away the {card}, your cheapest card.</source>
        <translation>Vous ne pouvez pas prendre ce pli : défaussez {card}, votre carte la moins chère.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>You declared out</source>
        <translation>Vous vous êtes déclaré sorti</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/person_input.py"/>
        <source>You have chosen %n card(s) already: click one to put it back.</source>
        <translation>
            <numerusform>Vous avez déjà choisi %n carte : cliquez dessus pour la reprendre.</numerusform>
            <numerusform>Vous avez déjà choisi %n cartes : cliquez sur l'une d'elles pour la reprendre.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>You hold no dix (9 of trump) that may still score.</source>
        <translation>Vous n'avez aucun dix (9 d'atout) qui puisse encore compter.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>You joined this seat from another window.</source>
        <translation>Vous avez pris cette place depuis une autre fenêtre.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>You may “pass with help” to tell your partner you hold meld for them.</source>
        <translation>Vous pouvez dire « passe avec soutien » pour signaler à votre partenaire que vous avez des annonces pour lui.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>You must beat the {card} if you can.</source>
        <translation>Vous devez monter sur le {card} si vous le pouvez.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>You must follow suit: play a card of {suit}.</source>
        <translation>Vous devez fournir : jouez une carte à {suit}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>You take the trick</source>
        <translation>Vous remportez le pli</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>You take the widow</source>
        <translation>Vous prenez le talon</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>You win {x} to {y}.</source>
        <translation>Vous gagnez {x} à {y}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>You won the bid at {bid}</source>
        <translation>Vous avez remporté l'enchère à {bid}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>You won the trick</source>
        <translation>Vous avez gagné le pli</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>You won the trick: meld, or draw</source>
        <translation>Pli gagné : annoncez ou piochez</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>You, at this window</source>
        <translation>Vous, à cette fenêtre</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Your bid</source>
        <translation>Votre enchère</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Your bid is out of reach</source>
        <translation>Votre enchère est hors d'atteinte</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Your bid won: name trump</source>
        <translation>Votre enchère l'emporte : choisissez l'atout</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Your bid won: take the widow</source>
        <translation>Votre enchère l'emporte : prenez le talon</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>Your cards take every trick left</source>
        <translation>Vos cartes prennent tous les plis restants</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Your lead</source>
        <translation>À vous d'entamer</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Your lead, or throw in</source>
        <translation>À vous d'entamer, ou abandonnez</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/dialogs.py"/>
        <source>Your name:</source>
        <translation>Votre nom :</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Your partner passes you trumps first, always, even when that breaks its own meld; then aces; with spades or diamonds trump the {qs} and {jd}. A pinochle goes whole (both legs) or stays, and a lone nine of another suit never goes.</source>
        <translation>Votre partenaire vous passe d'abord ses atouts, toujours, même s'il casse ses propres annonces ; puis ses as ; avec pique ou carreau comme atout, {qs} et {jd}. Un pinochle part entier (les deux moitiés) ou reste, et un neuf seul d'une autre couleur ne part jamais.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>Your partner's {ah} is winning and you hold the {th} and {kh}: you must still play a heart that beats the highest heart if you can — here none can, so either heart will do.</source>
        <translation>L’{ah} de ton partenaire est maître et tu as le {th} et le {kh} : tu dois quand même monter sur le cœur le plus fort si tu peux — ici c’est impossible, n’importe quel cœur convient.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Your partner's {winner} is winning: keep your counters, play the {card}.</source>
        <translation>Le {winner} de votre partenaire est maître : gardez vos cartes qui comptent, jouez {card}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/hints.py"/>
        <source>Your partner's {winner} is winning: throw a counter, the {card}.</source>
        <translation>Le {winner} de votre partenaire est maître : chargez une carte qui compte, {card}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <source>Your rule sets</source>
        <translation>Vos règles</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>Your settings could not all be used.</source>
        <translation>Vos réglages n'ont pas tous pu être utilisés.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Your turn: follow {suit}</source>
        <translation>À vous : fournissez à {suit}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Your turn: no {suit}, play a trump</source>
        <translation>À vous : pas de {suit}, jouez un atout</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Your turn: no {suit}, play any card</source>
        <translation>À vous : pas de {suit}, jouez n'importe quelle carte</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>Your turn: play any card</source>
        <translation>À vous : jouez n'importe quelle carte</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/main_window.py"/>
        <source>Your unfinished game is back on the table.</source>
        <translation>Votre partie inachevée est de retour sur la table.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/game_files.py"/>
        <source>Your unfinished game was put aside as {file} (Game → Open brings it back).</source>
        <translation>Votre partie inachevée a été mise de côté sous le nom {file} (Partie → Ouvrir la ramène).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>a board set needs a minimum meld</source>
        <translation>un « board set » demande une annonce minimale</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>a dix saves only a side that did not bid</source>
        <translation>le dix ne sauve qu'un camp qui n'a pas pris</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>a double deck needs a double-deck meld table (pagat, run16 or tens)</source>
        <translation>un jeu double demande une table des annonces du jeu double (pagat, run16 ou tens)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>a group of values</source>
        <translation>un groupe de valeurs</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>a hand ends one way only: not played, thrown in or forfeit</source>
        <translation>une donne ne finit que d'une façon : non jouée, abandonnée ou perdue faute de mariage</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/statistics.py"/>
        <source>a list of at most {most} games, each a date and won true or false</source>
        <translation>une liste d'au plus {most} parties, chacune avec une date et won true ou false</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>a list of {count}</source>
        <translation>une liste de {count}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/keeper.py"/>
        <source>a name is 1 to {n} characters</source>
        <translation>un nom compte de 1 à {n} caractères</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>a name of 1 to {most} characters</source>
        <translation>un nom de 1 à {most} caractères</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>a name of your own</source>
        <translation>un nom de votre choix</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>a pass with help is a signal to a partner (four players)</source>
        <translation>la passe avec soutien est un signal au partenaire (quatre joueurs)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rule_limits.py"/>
        <source>a rule set needs a name of 1 to {most} characters, without control characters</source>
        <translation>un jeu de règles a besoin d'un nom de 1 à {most} caractères, sans caractères de contrôle</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/keeper.py"/>
        <source>a sheet holds at most {n} hands</source>
        <translation>une feuille contient au plus {n} donnes</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>a single deck needs the single-deck meld table</source>
        <translation>un jeu simple demande la table des annonces du jeu simple</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>a team at</source>
        <translation>une équipe à</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>a text of 1 to {most} characters</source>
        <translation>un texte de 1 à {most} caractères</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <location filename="../pinochle_desktop/persistence/statistics.py"/>
        <source>a whole number from 0 to {most}</source>
        <translation>un nombre entier de 0 à {most}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>after</source>
        <translation>après</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <source>after trump</source>
        <translation>après l'atout</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>after trump is named</source>
        <translation>après l'annonce de l'atout</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <source>and scores all it made</source>
        <translation>et marque tout ce qu'il a fait</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_widow.py"/>
        <source>and scores the bid</source>
        <translation>et marque son enchère</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>and {count} more</source>
        <translation>et {count} autres</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/locks.py"/>
        <source>another Pinochle window is using it</source>
        <translation>une autre fenêtre Pinochle l’utilise</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>away</source>
        <comment>a person who left</comment>
        <translation>absent</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>before</source>
        <translation>avant</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <source>before trump</source>
        <translation>avant l'atout</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>before trump is named</source>
        <translation>avant l'annonce de l'atout</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>bid cap</source>
        <translation>enchère maximale</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <source>bid from {bid}</source>
        <translation>enchères dès {bid}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>bid out of reach</source>
        <translation>enchère hors d'atteinte</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>bid steps</source>
        <translation>paliers d'enchères</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/bid_chart.py"/>
        <source>bid {bid}</source>
        <translation>annoncer {bid}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>bid {bid} is not on the bid ladder (the rungs next to it are {below} and {above})</source>
        <translation>l'enchère {bid} n'est pas un palier (les paliers voisins sont {below} et {above})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>bidder scores the bid</source>
        <translation>le preneur marque son enchère</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>bidders keep meld</source>
        <translation>annonces sans pli</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>bids from {bid} ({steps})</source>
        <translation>enchères dès {bid} ({steps})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>blank score sheet</source>
        <translation>feuille de marque vierge</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>board set</source>
        <translation>chute d'office</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>both teams at</source>
        <translation>les deux équipes à</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>by {step} from {start}</source>
        <translation>de {step} en {step} à partir de {start}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>cannot be kept under its rules: {problem}</source>
        <translation>ne peut pas être tenu avec ses règles : {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>card values</source>
        <translation>valeur des cartes</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>cards are passed only between partners (four players)</source>
        <translation>les cartes ne se passent qu'entre partenaires (quatre joueurs)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>cards passed</source>
        <translation>cartes passées</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>cards passed must be 0 to 4</source>
        <translation>le nombre de cartes passées doit être de 0 à 4</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/table_speech.py"/>
        <source>chosen to pass</source>
        <translation>choisie pour passer</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>clubs</source>
        <comment>suit in a sentence</comment>
        <translation>trèfle</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>computer</source>
        <comment>a computer player plays for a person who is away</comment>
        <translation>ordinateur</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>could not be converted from version {version}</source>
        <translation>n’a pas pu être converti depuis la version {version}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>could not be converted from version {version} ({problem})</source>
        <translation>n’a pas pu être converti depuis la version {version} ({problem})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>could not be read ({problem})</source>
        <translation>n’a pas pu être lu ({problem})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/atomic.py"/>
        <source>could not create folder {file}: {problem}</source>
        <translation>impossible de créer le dossier {file} : {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/atomic.py"/>
        <source>could not lock {file}: {problem}</source>
        <translation>impossible de verrouiller {file} : {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/atomic.py"/>
        <source>could not open the lock file {file}: {problem}</source>
        <translation>impossible d’ouvrir le fichier de verrou {file} : {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/atomic.py"/>
        <source>could not remove {file}: {problem}</source>
        <translation>impossible de supprimer {file} : {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/atomic.py"/>
        <source>could not write {file}: {problem}</source>
        <translation>impossible d’écrire {file} : {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>counter value</source>
        <translation>valeur des cartes qui comptent</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>custom_rules: a rule set named {found} was dropped: bad name</source>
        <translation>custom_rules : le jeu de règles nommé {found} a été écarté : nom non valable</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>custom_rules: expected named rule sets, found {found}</source>
        <translation>custom_rules : des jeux de règles nommés étaient attendus, trouvé : {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>custom_rules: only the first {most} rule sets were kept</source>
        <translation>custom_rules : seuls les {most} premiers jeux de règles ont été gardés</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>custom_rules: the rule set "{name}" was dropped: {problem}</source>
        <translation>custom_rules : le jeu de règles "{name}" a été écarté : {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>deck</source>
        <translation>jeu</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>diamonds</source>
        <comment>suit in a sentence</comment>
        <translation>carreau</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>dix scores even so</source>
        <translation>le dix compte quand même</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>does not count: under {n}</source>
        <translation>ne compte pas : moins de {n}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>does not exist</source>
        <translation>n’existe pas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>double</source>
        <translation>double</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>each bid step must start above the one before it</source>
        <translation>chaque palier d'enchère doit commencer au-dessus du précédent</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>ends the auction at</source>
        <translation>clôt les enchères à</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>every bid step must be above zero</source>
        <translation>chaque palier d'enchère doit être supérieur à zéro</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>everybody passes</source>
        <translation>tout le monde passe</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>expected a set of rule options, found {found}</source>
        <translation>des options de règles étaient attendues, trouvé : {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>first bidder opens</source>
        <translation>ouverture obligatoire</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>forfeit</source>
        <translation>perte sans mariage</translation>
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
        <translation>dès</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_widgets.py"/>
        <source>from the minimum bid</source>
        <translation>dès l'enchère minimale</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <source>game at {target}</source>
        <translation>partie à {target}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>game target</source>
        <translation>score à atteindre</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>game to {target}</source>
        <translation>partie en {target}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>games of {players} players are not playable yet</source>
        <translation>les parties à {players} joueurs ne sont pas encore jouables</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>give a figure for each side</source>
        <translation>inscrivez un nombre pour chaque camp</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>going out on own bid</source>
        <translation>sortie sur sa propre enchère</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>hand {number}</source>
        <translation>la donne {number}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>has a bad action record: action {index} is not an action ({found})</source>
        <translation>contient une action erronée : l’action {index} n’est pas une action ({found})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>has a bad action record: action {index}: {problem}</source>
        <translation>contient une action erronée : action {index} : {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>has an unknown version number {version}</source>
        <translation>a un numéro de version inconnu : {version}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>has no valid version number (found {found})</source>
        <translation>n’a pas de numéro de version valable (trouvé : {found})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>has rules this game cannot play: {problem}</source>
        <translation>a des règles que ce jeu ne sait pas jouer : {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>has version {version}, which this version of Pinochle Desktop cannot convert</source>
        <translation>est en version {version}, que cette version de Pinochle Desktop ne sait pas convertir</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>has {count} names, but these rules keep a score for {sides} sides</source>
        <translation>a {count} noms, mais ces règles comptent les points de {sides} camps</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>hearts</source>
        <comment>suit in a sentence</comment>
        <translation>cœur</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>holds {count} hands, more than a sheet can ({most})</source>
        <translation>contient {count} donnes, plus qu’une feuille ne peut en tenir ({most})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>in this game a dix scores as meld: count it in the meld</source>
        <translation>dans ce jeu, le dix compte comme annonce : comptez-le dans les annonces</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is a folder, not a file</source>
        <translation>est un dossier, pas un fichier</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is a named pipe, not a file</source>
        <translation>est un tube nommé, pas un fichier</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is damaged or truncated: it is not valid JSON ({detail} at line {line}, column {column})</source>
        <translation>est endommagé ou tronqué : ce n’est pas du JSON valable ({detail} à la ligne {line}, colonne {column})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>is damaged: "actions" should be a list of actions, found {found}</source>
        <translation>est endommagé : "actions" devrait être une liste d’actions, trouvé : {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>is damaged: "extra" holds over {size} KB</source>
        <translation>est endommagé : "extra" dépasse {size} Ko</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>is damaged: "extra" should be a group of values, found {found}</source>
        <translation>est endommagé : "extra" devrait être un groupe de valeurs, trouvé : {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>is damaged: "hands" should be a list of hands, found {found}</source>
        <translation>est endommagé : "hands" devrait être une liste de donnes, trouvé : {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>is damaged: "names" should be a list of names, found {found}</source>
        <translation>est endommagé : "names" devrait être une liste de noms, trouvé : {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>is damaged: "rules" should be a group of rule options, found {found}</source>
        <translation>est endommagé : "rules" devrait être un groupe d’options de règles, trouvé : {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>is damaged: "seats" should be a list of {players} seats, found {found}</source>
        <translation>est endommagé : "seats" devrait être une liste de {players} places, trouvé : {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>is damaged: "seed" should be a whole number, found {found}</source>
        <translation>est endommagé : "seed" devrait être un nombre entier, trouvé : {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>is damaged: a side's name has at most {most} characters and no control characters, found {found}</source>
        <translation>est endommagé : le nom d’un camp a au plus {most} caractères et aucun caractère de contrôle, trouvé : {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>is damaged: it has no "{key}" entry</source>
        <translation>est endommagé : il n’a pas d’entrée "{key}"</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is damaged: it holds NaN or Infinity, which JSON does not allow</source>
        <translation>est endommagé : il contient NaN ou Infinity, que JSON n’autorise pas</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is damaged: it holds a number too long to read</source>
        <translation>est endommagé : il contient un nombre trop long pour être lu</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is damaged: it holds text that is not valid Unicode</source>
        <translation>est endommagé : il contient du texte qui n’est pas de l’Unicode valable</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is damaged: it is not UTF-8 text</source>
        <translation>est endommagé : ce n’est pas du texte UTF-8</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is damaged: its JSON is nested too deeply</source>
        <translation>est endommagé : son JSON est imbriqué trop profondément</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>is damaged: the ending of {where} should be one of {endings}, found {found}</source>
        <translation>est endommagé : l’issue de {where} devrait être l’une de {endings}, trouvé : {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>is damaged: the trump of {where} should be a suit, found {found}</source>
        <translation>est endommagé : l’atout de {where} devrait être une couleur, trouvé : {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>is damaged: {where} "human" should be true or false, found {found}</source>
        <translation>est endommagé : {where} "human" devrait être true ou false, trouvé : {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>is damaged: {where} "level" should be a text, found {found}</source>
        <translation>est endommagé : {where} "level" devrait être un texte, trouvé : {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>is damaged: {where} "name" should be a text, found {found}</source>
        <translation>est endommagé : {where} "name" devrait être un texte, trouvé : {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>is damaged: {where} has an unknown entry "{key}"</source>
        <translation>est endommagé : {where} a une entrée inconnue "{key}"</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>is damaged: {where} has no "{key}" entry</source>
        <translation>est endommagé : {where} n’a pas d’entrée "{key}"</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>is damaged: {where} should be a group of values, found {found}</source>
        <translation>est endommagé : {where} devrait être un groupe de valeurs, trouvé : {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>is damaged: {where} should be a list of {sides} whole numbers, found {found}</source>
        <translation>est endommagé : {where} devrait être une liste de {sides} nombres entiers, trouvé : {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>is damaged: {where} should be a whole number, found {found}</source>
        <translation>est endommagé : {where} devrait être un nombre entier, trouvé : {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>is damaged: {where}: {problem}</source>
        <translation>est endommagé : {where} : {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is empty</source>
        <translation>est vide</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is not a Pinochle {what} (it has no format name; expected "{expected}")</source>
        <translation>n’est pas un document Pinochle de type « {what} » (il n’a pas de nom de format ; attendu : « {expected} »)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is not a Pinochle {what} (it holds {found}, not a JSON object)</source>
        <translation>n’est pas un document Pinochle de type « {what} » (il contient {found}, pas un objet JSON)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is not a Pinochle {what} (its format is {found}; expected "{expected}")</source>
        <translation>n’est pas un document Pinochle de type « {what} » (son format est {found} ; attendu : « {expected} »)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>is not a legal game: action {index} could not be replayed ({problem})</source>
        <translation>n’est pas une partie régulière : l’action {index} n’a pas pu être rejouée ({problem})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>is not a legal game: action {index} is illegal: {problem}</source>
        <translation>n’est pas une partie régulière : l’action {index} n’est pas permise : {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is not a regular file (a device or a socket)</source>
        <translation>n’est pas un fichier ordinaire (un périphérique ou un socket)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is too large (a Pinochle file is at most {most})</source>
        <translation>est trop volumineux (un fichier Pinochle fait au plus {most})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>is too large ({size}; a Pinochle file is at most {most})</source>
        <translation>est trop volumineux ({size} ; un fichier Pinochle fait au plus {most})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>it would not open again: the sheet {problem}</source>
        <translation>il ne pourrait pas être rouvert : le fichier {problem}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>last trick</source>
        <translation>dernier pli</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/table_speech.py"/>
        <source>led by you</source>
        <translation>entamée par vous</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/table_speech.py"/>
        <source>led by {name}</source>
        <translation>entamée par {name}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <source>lose at {score}</source>
        <translation>perdue à {score}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>losing score</source>
        <translation>score perdant</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>lost at {n}</source>
        <translation>perdue à {n}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>made</source>
        <translation>réussi</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>marriage</source>
        <translation>mariage</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>meld by you: {meld}, {points}</source>
        <translation>votre annonce : {meld}, {points}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>meld by {name}: {meld}, {points}</source>
        <translation>annonce de {name} : {meld}, {points}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>meld cannot be negative</source>
        <translation>les annonces ne peuvent pas être négatives</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>meld chart</source>
        <translation>tableau des annonces</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>meld counts from {m}</source>
        <translation>annonces comptées dès {m}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>meld table</source>
        <translation>barème des annonces</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>meld {meld} and all {total} trick points cannot reach {bid}: the hand is not played (out of reach)</source>
        <translation>annonces {meld} et les {total} points de plis n'atteignent pas {bid} : la donne n'est pas jouée (hors d'atteinte)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>meld {m}</source>
        <translation>annonces {m}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>minimum bid</source>
        <translation>enchère minimale</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>minimum meld</source>
        <translation>annonces minimales</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <source>modern play</source>
        <translation>jeu moderne</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>needs {n}</source>
        <translation>manque {n}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/bid_chart.py"/>
        <source>next bid {bid}</source>
        <translation>enchère suivante {bid}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>no bidding: the card turned up names trump</source>
        <translation>pas d'enchères : la carte retournée fixe l'atout</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>no hands can meld exactly {meld} (the nearest totals are {below} and {above})</source>
        <translation>aucune équipe ne peut annoncer exactement {meld} (les totaux possibles les plus proches sont {below} et {above})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>no hands can meld {meld}: the most there can be is {below}</source>
        <translation>aucune équipe ne peut annoncer {meld} : le maximum possible est {below}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>no meld</source>
        <translation>aucune annonce</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rule_limits.py"/>
        <source>no option may be more than {most} points</source>
        <translation>aucune option ne peut dépasser {most} points</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <source>no passing</source>
        <translation>sans passage de cartes</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>no side can make a bid of {bid}: the most meld a side can have plus every trick point is {most}</source>
        <translation>personne ne peut réussir une enchère de {bid} : la plus grosse annonce possible plus tous les points de levée font {most}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>nobody bids in this game, so every hand is played</source>
        <translation>dans ce jeu personne n'enchérit, donc chaque donne est jouée</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>nobody bids in this game: the card turned up names trump</source>
        <translation>dans ce jeu personne n'enchérit : la carte retournée fixe l'atout</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rule_limits.py"/>
        <source>nobody could ever score, so the game could never end: the minimum meld is more than any team can meld and every hand ends unplayed</source>
        <translation>personne ne pourrait jamais marquer et la partie ne finirait jamais : l'annonce minimale dépasse ce qu'une équipe peut annoncer et chaque donne se termine sans être jouée</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>none named</source>
        <translation>non nommé</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <source>not noted</source>
        <translation>non noté</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/table_speech.py"/>
        <source>not playable</source>
        <translation>injouable</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>nothing (null)</source>
        <translation>rien (null)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>one of {choices}</source>
        <translation>l’une des valeurs {choices}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>only a hand declared out names who declared</source>
        <translation>seule une donne où un joueur s'est déclaré sorti dit qui l'a fait</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>only in the two-handed game does a player declare out</source>
        <translation>on ne se déclare sorti que dans le jeu à deux</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/bid_chart.py"/>
        <source>pass</source>
        <translation>passer</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>pass with help</source>
        <translation>passe avec soutien</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/table_speech.py"/>
        <source>passed to you</source>
        <translation>passée par votre partenaire</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/table_speech.py"/>
        <source>playable</source>
        <translation>jouable</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/table_speech.py"/>
        <source>played by you</source>
        <translation>jouée par vous</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/table_speech.py"/>
        <source>played by {name}</source>
        <translation>jouée par {name}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>players</source>
        <translation>joueurs</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/statistics.py"/>
        <source>points, cards, trump, date and seat of a meld</source>
        <translation>points, cartes, atout, date et place d’une annonce</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/statistics.py"/>
        <source>presets: expected statistics by rule set, found {found}</source>
        <translation>presets : des statistiques par jeu de règles étaient attendues, trouvé : {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/statistics.py"/>
        <source>presets: only the first {most} rule sets were kept</source>
        <translation>presets : seuls les {most} premiers jeux de règles ont été gardés</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/statistics.py"/>
        <source>presets: the statistics of a rule set named {found} were dropped: a rule set name has 1 to {most} characters, without control characters</source>
        <translation>presets : les statistiques d’un jeu de règles nommé {found} ont été écartées : un nom de jeu de règles a de 1 à {most} caractères, sans caractère de contrôle</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>quadruple</source>
        <translation>quadruple</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>run and royal marriage</source>
        <translation>quinte et mariage d'atout</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/bid_chart.py"/>
        <source>safe {bid}</source>
        <translation>sûre {bid}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/savegame.py"/>
        <source>saved game</source>
        <translation>partie enregistrée</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>say which side won the bid</source>
        <translation>indiquez quel camp a remporté l'enchère</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>say who declared out</source>
        <translation>indiquez qui s'est déclaré sorti</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <location filename="../pinochle_desktop/ui/tools/keeper_window.py"/>
        <source>score sheet</source>
        <translation>feuille de marque</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>scores</source>
        <translation>marquent</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>seats: expected a list of {count} seats, found {found}</source>
        <translation>seats : une liste de {count} places était attendue, trouvé : {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <source>set</source>
        <translation>chuté</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>settings file</source>
        <translation>fichier de réglages</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>single</source>
        <translation>simple</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>some settings could not be read back ({problems})</source>
        <translation>certains réglages ne pourraient pas être relus ({problems})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/statistics.py"/>
        <source>some statistics could not be read back ({problems})</source>
        <translation>certaines statistiques ne pourraient pas être relues ({problems})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>spades</source>
        <comment>suit in a sentence</comment>
        <translation>pique</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/statistics.py"/>
        <source>statistics file</source>
        <translation>fichier de statistiques</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>the bid cannot be above {cap}, the cap</source>
        <translation>l'enchère ne peut pas dépasser le plafond de {cap}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>the bid cap is below the minimum bid</source>
        <translation>le plafond des enchères est inférieur à l'enchère minimale</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rule_limits.py"/>
        <source>the bid ladder would have over {most} bids: raise the minimum bid or the bid step, or set a bid cap</source>
        <translation>l'échelle des enchères aurait plus de {most} enchères : augmentez l'enchère minimale ou le pas, ou fixez un plafond</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>the bid must be at least {minimum}</source>
        <translation>l'enchère doit être d'au moins {minimum}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>the bid of {where}</source>
        <translation>l’enchère de {where}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>the bidder may throw in</source>
        <translation>le preneur peut abandonner</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>the bidder may throw in (lose the bid; the others score their meld).</source>
        <translation>le preneur peut abandonner (il perd son enchère ; la défense marque ses annonces).</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>the bidder may throw in only when meld {meld} and all {total} trick points cannot reach the bid</source>
        <translation>le preneur ne peut abandonner que si annonces {meld} et les {total} points de plis n'atteignent pas l'enchère</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>the bidders of {where}</source>
        <translation>le camp preneur de {where}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>the bidders' meld is under {minimum}: the hand is not played (board set)</source>
        <translation>les annonces des preneurs sont sous {minimum} : la donne n'est pas jouée (chute d'office)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>the deck holds {n} dix in trump</source>
        <translation>le jeu ne compte que {n} dix d'atout</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>the dix of {where}</source>
        <translation>les dix de {where}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>the expert would play {card}</source>
        <translation>l'expert jouerait {card}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>the game target must be above zero</source>
        <translation>l'objectif de la partie doit être supérieur à zéro</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>the hand is not played</source>
        <translation>la donne n'est pas jouée</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>the hand is not played: the bidders lose the bid, the others score their meld.</source>
        <translation>la donne n'est pas jouée : les preneurs perdent leur enchère, la défense marque ses annonces.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>the hand is played</source>
        <translation>la donne est jouée</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>the hand is played anyway.</source>
        <translation>la donne est jouée quand même.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>the hand was not played, so there was nothing to throw in</source>
        <translation>la donne n'a pas été jouée, il n'y avait donc rien à abandonner</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>the hand was not played: leave out the trick points</source>
        <translation>la donne n'a pas été jouée : n'inscrivez pas de points de plis</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>the hand was not played: the dix counts in the meld</source>
        <translation>la donne n'a pas été jouée : le dix compte dans les annonces</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>the hand was played: give every side's trick points</source>
        <translation>la donne a été jouée : indiquez les points de plis de chaque camp</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>the losing score must be below zero</source>
        <translation>le score de défaite doit être inférieur à zéro</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>the meld of {where}</source>
        <translation>les annonces de {where}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rule_limits.py"/>
        <source>the minimum bid is more than any team could ever make ({most}: all meld and trick points)</source>
        <translation>l'enchère minimale dépasse ce qu'une équipe pourrait jamais réaliser ({most} : toutes les annonces et les levées)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>the minimum bid must be above zero</source>
        <translation>l'enchère minimale doit être supérieure à zéro</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>the minimum meld cannot be negative</source>
        <translation>l'annonce minimale ne peut pas être négative</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>the other team scores its meld</source>
        <translation>la défense marque ses annonces</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>the other team scores nothing</source>
        <translation>la défense ne marque rien</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>the others score nothing</source>
        <translation>la défense ne marque rien</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>the others score their meld</source>
        <translation>la défense marque ses annonces</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>the score from which a team goes out only on its own bid must be above zero</source>
        <translation>le score à partir duquel une équipe ne sort que sur sa propre enchère doit être supérieur à zéro</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>the trick points of {where}</source>
        <translation>les points de plis de {where}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>the trick points taken before declaring out cannot be negative or more than {total} in all, not {a} + {b} = {sum}</source>
        <translation>les points de plis avant la sortie ne peuvent être négatifs ni dépasser {total} en tout, pas {a} + {b} = {sum}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/keeper.py"/>
        <source>these rules keep a score for {n} players</source>
        <translation>avec ces règles, {n} joueurs marquent</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/keeper.py"/>
        <source>these rules keep a score for {n} sides</source>
        <translation>avec ces règles, {n} camps marquent</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>thinking…</source>
        <translation>réfléchit…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/keeper.py"/>
        <source>this sheet keeps {n} scores and these rules keep {m}: start a new sheet for them</source>
        <translation>cette feuille tient {n} scores et ces règles {m} : commencez une nouvelle feuille pour elles</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>throw-in</source>
        <translation>abandon</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>to {cap}</source>
        <translation>jusqu'à {cap}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>trick play</source>
        <translation>jeu de la carte</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>trick point values must be positive</source>
        <translation>les valeurs des points de levée doivent être positives</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>trick points must add up to {total}, not {a} + {b} + {c} = {sum}</source>
        <translation>les points de plis doivent faire {total} en tout, pas {a} + {b} + {c} = {sum}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>trick points must add up to {total}, not {a} + {b} = {sum}</source>
        <translation>les points de plis doivent faire {total} en tout, pas {a} + {b} = {sum}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>trick points needed to keep meld must be between 0 and the trick total</source>
        <translation>les points de levée pour garder les annonces doivent être entre 0 et le total des levées</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>trick points to keep meld</source>
        <translation>points de plis pour garder les annonces</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>tricks {t}</source>
        <translation>plis {t}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>triple</source>
        <translation>triple</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/statistics_dialog.py"/>
        <source>trump</source>
        <translation>atout</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>trump needs a marriage</source>
        <translation>atout avec mariage</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/rules.py"/>
        <source>two players play with a single deck</source>
        <translation>deux joueurs jouent avec un seul jeu</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>under these rules a dix does not score without trick points</source>
        <translation>avec ces règles, le dix ne compte pas sans points de plis</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>under these rules every hand is played (or thrown in)</source>
        <translation>avec ces règles, chaque donne est jouée (ou abandonnée)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>under these rules nobody declares out: every hand is played to the end</source>
        <translation>avec ces règles personne ne se déclare sorti : chaque donne est jouée jusqu'au bout</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>under these rules the bidder may not throw in</source>
        <translation>avec ces règles, le preneur ne peut pas abandonner</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>under these rules trump needs no marriage, so nobody forfeits</source>
        <translation>avec ces règles, l'atout n'exige pas de mariage, donc personne ne perd pour cela</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>was written by a newer version of Pinochle Desktop ({what} version {version}; this version reads up to {most})</source>
        <translation>a été écrit par une version plus récente de Pinochle Desktop ({what}, version {version} ; cette version lit jusqu’à la {most})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>when cards are passed</source>
        <translation>moment du passage des cartes</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/score_sheets.py"/>
        <source>who declared out in {where}</source>
        <translation>qui a annoncé sortir dans {where}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/settings.py"/>
        <source>window_geometry: expected base64 text, found {found}</source>
        <translation>window_geometry : du texte base64 était attendu, trouvé : {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>with meld {meld} the bid of {bid} is within reach: the hand is played</source>
        <translation>avec {meld} d'annonces, l'enchère de {bid} est atteignable : la donne est jouée</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>won by you, {points} points</source>
        <translation>remporté par vous, vaut {points}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>won by {name}, {points} points</source>
        <translation>remporté par {name}, vaut {points}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>{a} &amp; {b} win {x} to {y}.</source>
        <translation>{a} et {b} gagnent {x} à {y}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/card_picker.py"/>
        <source>{card}: {taken} of {copies} in the hand. Click to add one, right-click to take one away.</source>
        <translation>{card} : {taken} sur {copies} dans la main. Cliquez pour en ajouter une, clic droit pour en retirer une.</translation>
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
        <translation>{key} : entrée inconnue, ignorée</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>{loser} fell to {lose_at} or below and lost the game: {winner} won.</source>
        <translation>{loser} est tombé à {lose_at} ou moins et a perdu la partie : {winner} a gagné.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>{meld}: {points}</source>
        <translation>{meld} : {points}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>{name} (away)</source>
        <translation>{name} (absent)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>{name} (computer)</source>
        <translation>{name} (ordinateur)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>{name} (customised)</source>
        <translation>{name} (personnalisé)</translation>
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
        <translation>{name} (de la feuille)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/rules_choice.py"/>
        <source>{name} (saved)</source>
        <translation>{name} (enregistrées)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>{name} bid {bid}</source>
        <translation>{name} a pris à {bid}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>{name} bid {bid}: {outcome}</source>
        <translation>{name} a pris à {bid} : {outcome}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>{name} buried {cards}.</source>
        <translation>{name} a enterré {cards}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>{name} buries %n card(s)</source>
        <translation>
            <numerusform>{name} enterre %n carte</numerusform>
            <numerusform>{name} enterre %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <location filename="../pinochle_desktop/ui/tools/hand_form.py"/>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>{name} declared out</source>
        <translation>{name} s'est déclaré sorti</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/network/session.py"/>
        <source>{name} is back at the table.</source>
        <translation>{name} est de retour à la table.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>{name} is thinking…</source>
        <translation>{name} réfléchit…</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>{name} takes the trick</source>
        <translation>{name} remporte le pli</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>{name} takes the widow</source>
        <translation>{name} prend le talon</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>{name} to bid</source>
        <translation>À {name} d'enchérir</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>{name} to bury</source>
        <translation>À {name} d'enterrer</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>{name} to meld</source>
        <translation>À {name} d'annoncer</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>{name} to name trump</source>
        <translation>À {name} de nommer l'atout</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>{name} to pass cards</source>
        <translation>À {name} de passer des cartes</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>{name} to play</source>
        <translation>À {name} de jouer</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>{name} to take the widow</source>
        <translation>À {name} de prendre le talon</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/texts.py"/>
        <source>{name} wins {x} to {y}.</source>
        <translation>{name} gagne {x} à {y}.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <source>{name} {meld}</source>
        <translation>{name} {meld}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/table_speech.py"/>
        <source>{name}: {card}</source>
        <translation>{name} : {card}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <source>{name}: {made} made, {set} set</source>
        <translation>{name} : {made} réussies, {set} chutées</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/action_panels.py"/>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>{name}: {total}</source>
        <translation>{name} : {total}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <source>{n} cards</source>
        <translation>{n} cartes</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>{n} cards (a hand is {size})</source>
        <translation>{n} cartes (une main en compte {size})</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>{n} cards (a hand is {size}, the bidder's {bidder} with the widow)</source>
        <translation>{n} cartes (une main en compte {size}, celle du preneur {bidder} avec le talon)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rule_set_list.py"/>
        <source>{n} cards passed {when}</source>
        <translation>{n} cartes passées {when}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/scoring.py"/>
        <source>{n} dix are worth {points}, more than the others' meld of {meld}</source>
        <translation>{n} dix valent {points}, plus que les annonces de {meld} de la défense</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/preferences_dialog.py"/>
        <source>{percent} %</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>{points} points</source>
        <translation>{points} points</translation>
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
        <translation>{side} s'est déclaré sorti avec {score}, au moins {target} : {side} a gagné la partie.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>{side} declared out with {score}, short of {target}: {side} lost the game and {winner} won.</source>
        <translation>{side} s'est déclaré sorti avec {score}, en dessous de {target} : {side} a perdu la partie et {winner} l'a gagnée.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>{side} reached {score}, but once both teams have {limit} or more only the bidders can go out: play on.</source>
        <translation>{side} a atteint {score}, mais quand les deux équipes ont {limit} ou plus, seuls les preneurs peuvent sortir : on continue.</translation>
    </message>
    <message numerus="yes">
        <location filename="../pinochle_desktop/ui/table/scoreboard.py"/>
        <source>{side}: %n point(s)</source>
        <translation>
            <numerusform>{side} : %n point</numerusform>
            <numerusform>{side} : %n points</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/table/presenter.py"/>
        <source>{side}: {m} meld</source>
        <translation>{side} : {m} d'annonces</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/sheet_pages.py"/>
        <source>{total} trick points a hand</source>
        <translation>{total} points de plis par donne</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/rules_editor.py"/>
        <source>{total} trick points in a hand</source>
        <translation>{total} points de plis par donne</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>{tricks} trick points taken, under the {keep} needed: set, the bid of {bid} is lost whatever the meld.</source>
        <translation>{tricks} points de plis, moins que les {keep} nécessaires : chute, l'enchère de {bid} est perdue quelles que soient les annonces.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>{tricks} trick points taken, under the {keep} needed: the meld of {meld} is lost too, nothing scored.</source>
        <translation>{tricks} points de plis, moins que les {keep} nécessaires : les annonces de {meld} sont perdues aussi, rien n'est marqué.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>{where}.{key}: expected {expected}, found {found}</source>
        <translation>{where}.{key} : attendu {expected}, trouvé : {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>{where}.{key}: unknown setting, ignored</source>
        <translation>{where}.{key} : réglage inconnu, ignoré</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/persistence/documents.py"/>
        <source>{where}: expected a group of values, found {found}</source>
        <translation>{where} : un groupe de valeurs était attendu, trouvé : {found}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>{winner} reached {target} and won the game.</source>
        <translation>{winner} a atteint {target} et gagné la partie.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/engine/explain.py"/>
        <source>{winner} won the bid and reached {target}: once both teams have {limit} or more, a team goes out only on its own bid. {winner} won the game.</source>
        <translation>{winner} a remporté l'enchère et atteint {target} : quand les deux équipes ont {limit} ou plus, on ne sort que sur sa propre enchère. {winner} a gagné la partie.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <source>{won} of {games} games won</source>
        <translation>{won} parties gagnées sur {games}</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/charts.py"/>
        <source>{won} of {games} won ({rate}%)</source>
        <translation>{won} sur {games} gagnées ({rate} %)</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/rules_help.py"/>
        <source>“Pass with help” means meld of the passer’s own hand to add to yours (a pinochle, a marriage and a dix, or more), never just hopes from your bid.</source>
        <translation>« Passe avec soutien » signifie des annonces dans la main même du passeur, qui s'ajoutent aux vôtres (un pinochle, un mariage et le dix, ou plus), jamais de simples espoirs fondés sur votre enchère.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/dialogs/new_game_dialog.py"/>
        <source>“{name}” is the name of a preset: choose another name.</source>
        <translation>« {name} » est le nom de règles prédéfinies : choisissez un autre nom.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/tools/meld_calculator.py"/>
        <source>“{token}” is not a card: write the rank (A, 10, K, Q, J, 9) and then the suit (S, H, D, C), e.g. QS or 10H.</source>
        <translation>« {token} » n'est pas une carte : écrivez la valeur (A, 10, K, Q, J, 9) puis la couleur (S, H, D, C), par ex. QS ou 10H.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/keyboard_help.py"/>
        <source>← → (Home, End) move between your cards; Enter plays the card. Space (or Enter) takes a card to pass, bury or meld, or puts it back; once all are chosen, Enter passes or buries them, and the panel says so.</source>
        <translation>← → (Début, Fin) passent d'une carte à l'autre ; Entrée joue la carte. Espace (ou Entrée) prend une carte à passer, écarter ou annoncer, ou la repose ; quand toutes sont choisies, Entrée les passe ou les écarte, et le panneau le dit.</translation>
    </message>
    <message>
        <location filename="../pinochle_desktop/ui/learning/review_dialog.py"/>
        <source>◀ Previous</source>
        <translation>◀ Précédent</translation>
    </message>
</context>
</TS>
