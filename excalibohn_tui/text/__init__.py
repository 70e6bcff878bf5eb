"""Words and colours for what the table shows, one module per concept: ``cards`` (a card,
a variety, a spell), ``fields`` (a field and its harvest), ``actions`` (a choice in
words), ``prompts`` (what the viewer is asked, the phase, who is awaited).

Every game's own words (field names, phases, what "done" means, the currency) come from
the view's spec (``rules.games``): nothing here asks which game is played.
"""
