"""The help of each game of the rulebooks, in our own words: what the help screen shows
for a game (``GameSpec.help_parts`` names these texts).  Words only: no rules here."""

from __future__ import annotations

from .i18n import N_

EXCALIBOHN_HELP = N_("""\
Excalibohn (3 to 5 players)

Bohnanza with bean abilities, spell cards and Sword Bean attacks: 98 bean cards of
seven varieties, five of them with an ability, and eleven spell cards. Everyone starts
with five cards and one face-down spell card; the highest Groschen value starts.

A turn
1. Phase 1a, planting. Plant your front card; then you may plant the next one. A field
   holds one variety. If a card fits nowhere, harvest a field first.
2. Phase 1b, magic. Each of your rows of an ability bean gives its ability once; discard
   Magic Beans from your hand to turn spell cards face up; use face-up spells of this
   phase.
3. Phase 2, trading. Two cards are turned up. Offer turned-up and hand cards to one
   fellow player or to all; ask for varieties or give them away. Others answer: accept,
   refuse or counter; a fellow player may also put an offer to you. Cards received lie
   beside the fields and cannot be traded again.
4. Phase 3, planting. Everyone plants what lies beside their fields, you first with the
   turned-up cards, in any order, harvesting as needed.
5. Phase 4, drawing. Draw three cards behind your hand. Your face-up spells turn face
   down.

The end
The game ends when the draw pile runs out for the last time (pass III with three
players, IV with four or five); the turn is played to its end. Every field is harvested;
the most coins win; a tie goes to the most Groschen on one's spell cards.

Protection: a field with a single bean may not be harvested while another of your
fields holds more than one (except in the final harvest). Anyone may harvest at any
time, but nobody while a Sword Bean attack is resolved.
""")

RABOHNZEL_HELP = N_("""\
Rabohnzel (3 to 5 players)

The older edition of Excalibohn, with the same cards: seven bean varieties, five of them
with magic, and eleven spell cards. Everyone starts with one face-down spell card; the
highest value starts. No third field can be bought.

Your turn: 1. plant your front card (and maybe the next); 1\u00bd. the magic phase: every
variety planted on your fields may work its magic once (a row started in this phase
brings its magic too), and every Magic Bean you discard from your hand turns one of your
spell cards face up; 2. turn up two cards and trade; 3. everyone plants what they
received; 4. draw three cards. A face-up spell can be used once during your turn; all
turn face down when it ends (one turned up in a strike back: see below).

Differences from Excalibohn:
- The Bean Field Spell opens the third field in phase 3, the planting phase.
- The Pile Spell takes the top card of the discard pile at any moment of the trading
  phase, for instance right after you harvested a field.
- The Trade Spell is decided once the first two cards are turned up.
- During a Sword Bean attack only the player attacked may not harvest, and in a strike
  back the player struck back at too; everyone else may.
- A Magic Bean coin turned over in a strike back lets the one striking back turn a spell
  face up; it stays face up until the end of their own turn.
- The lone bean the Enchantment of the Beans turns stays at the bottom of its row: it
  never becomes a coin.
- The Attack Spell lets a single Mean Bean work its magic.
- Spells taken face down with the Spell Card Swap bring no activation.
- Once the last draw pile runs out, the game ends after the drawing phase.

The cards carry their Excalibohn names here. The English Rabohnzel rulebook calls them
Pluck Bean (Picker), Cape Bean (Cap), Beastly Bean (Mean), Aggression Spell (Attack),
Magic Card Exchange (Spell Card Swap), Commerce Charm (Trade), Magical Card River (Magic
Card Flow), Deck Spell (Pile), Relocation Spell (Re-tuck), Hand Cards Spell (Hand Card)
and Luck Spell (Random).

The draw pile is played through three times with three players, four times with four or
five. Then every field is harvested; the most coins win, and the pfennig values of the
spell cards break a tie.
""")

BOHNANZA_HELP = N_("""\
Classic Bohnanza (3 to 5 players)

The deck: 104 bean cards of eight varieties, no spells and no bean abilities. The number
on a card says how many of its variety exist; its bohnometer says how many cards on one
field pay 1, 2, 3 or 4 coins.

Never change the order of your hand. Your turn has four phases:
1. Plant your front card on one of your fields (it must be planted; harvest a field
   first if it fits nowhere). Then you may plant the next front card too.
2. Turn up the top two cards of the draw pile. You may keep them or trade them away,
   together with any cards of your hand. Only you trade, and only with your fellow
   players; they trade with their hand cards, and may put offers to you. Giving cards
   away for nothing is a trade too, and may be refused. Cards received lie beside your
   fields: you cannot trade them on or take them into your hand. You end the trading.
3. Everyone plants the cards lying beside their fields, you first (with the turned-up
   cards you kept), in the order they like.
4. Draw three cards behind your hand.

A field holds one variety. Harvesting turns as many of its cards into coins as the
bohnometer pays; the rest go to the discard pile. You may harvest any time, but a field
with a single bean is protected while another of your fields holds more than one. You
may buy a third field for 3 coins at any time.

When the draw pile is empty it is reshuffled from the discard pile. The third time it
runs out the game ends (if that happens while trading, trading and planting are still
played). Then everyone harvests every field; hand cards count nothing. The most coins
win; a tie is a shared win.
""")

BOHNEDIKT_HELP = N_("""\
Bohnedikt (3 to 5 players)

Classic Bohnanza with 16 decree cards (the Bohnedikte) shuffled into the beans and 12
sacrifice cards, on two special fields.

Your fields: the Bisch-Hof grows one variety and, besides it, any decree cards (decree
cards can go nowhere else). Gottes Acker takes the variety planted there last, and the
two beans of any sacrifice. A harvest pays by the bohnometer of the card planted last,
for all the cards on the field (a decree card has no bohnometer and pays nothing). The
protection rule holds for every field. A third field costs 3 coins (2 with five
players).

Decrees: a decree card turned up at the start of trading rules that trading phase; two
can rule at once. Eight help the active player's trading, eight restrict it. A gift
counts as a trade. Decrees drawn, played or traded from the hand do nothing.

Sacrifices: you start with one sacrifice card behind your hand. At any time you may
fulfil it, if you hold both varieties it names (in your hand, beside your fields, or
turned up in your own turn): both beans go onto your Gottes Acker, in the order you
like. You may drop it when it is at the front of your hand and you still hold a bean,
and draw a new one when you hold none (and still hold a bean). A sacrifice card is not
a bean: in phase 1 it must be dropped or fulfilled before you can reach the bean behind
it. While an offer is made or answered, no sacrifice card is fulfilled, dropped or drawn.
Fulfilled and dropped sacrifice cards are discarded; the moment the sacrifice pile is
empty, they are shuffled into a new one.

Start hands grow from the start player on: 4/5/6 cards with three players, 3 to 6 with
four, 2 to 6 with five. Draw four cards in phase 4. When the draw pile runs out the
second time, everyone pays as many coins as there are players (harvesting if short);
the coins paid go into the third draw pile. When that one runs out, everyone plants out
their hand in order (harvesting and sacrificing between), then harvests everything. The
most coins win.
""")

DUEL_HELP = N_("""\
Bohnedikt for two players

Three fields each from the start (Bisch-Hof, Gottes Acker, an ordinary third field; none
can be bought), six beans and two sacrifice cards in hand. You may hold two sacrifice
cards. Decree texts play no role. Your turn:
1. place each bean your opponent left lying on one of your fields or on the discard
   pile;
2. turn up three cards: the offer, pushed over to your opponent;
3. your opponent may fulfil one sacrifice with one bean of the offer and one from their
   hand;
4. plant the offered beans you want; the rest is left lying for your opponent;
5. draw three cards.
A sacrifice may also be fulfilled at any time with two beans from the hand, in your
phase 1 with the beans left lying, in your phase 4 with the offer. The game ends when
the draw pile first runs out: the turn is completed, the beans left lying in it are
discarded, both plant out their hands, everything is harvested, the most coins win.
""")

DUEL_NO_TRADE = N_("""\
There is no trading in this game.
""")

DUEL_TRADE_EXTRA = N_("""\
With trading: in phase 4 you may also trade with your opponent, using the offered beans
and your hand cards (a gift is a trade). Beans received lie beside the fields until the
end of phase 4, when they are planted (yours first); until then they may serve a
sacrifice.
""")
