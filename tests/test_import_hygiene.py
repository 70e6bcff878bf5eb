"""The rules core must stay headless: importing it loads neither textual nor rich."""

import subprocess
import sys


def test_rules_loads_no_ui_library():
    code = (
        "import sys, rules, rules.builder, rules.simulate, rules.invariants;"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich'));"
        "print(','.join(bad))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"rules imported UI modules: {out.stdout}"
