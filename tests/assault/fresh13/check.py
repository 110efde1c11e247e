"""fresh13's check: replays every scenario's witness and greedy placement with its own
geometry (geo.py), proves the bounds each header states, and prints the numbers."""
import sys
import scen  # noqa: F401
import scenarios  # noqa: F401  (fills scen.ALL)
from sim import check, Fail, required, move_eff

bad = 0
for S in scen.ALL:
    if len(sys.argv) > 1 and not any(a in S['file'] for a in sys.argv[1:]):
        continue
    try:
        out = check(S)
        msg = []
        for k, c in out.items():
            if isinstance(c, dict) and 'in_contact' in c:
                msg.append(f"{k}: contact {c['in_contact']} touched {c['touched']} engaged {c['engaged']} "
                           f"t_eng {c['target_engaged']} coherent {c['coherent']}")
            else:
                msg.append(f"{k}: {c}")
        print(f"ok   {S['file']}: " + "; ".join(msg))
    except Fail as e:
        bad += 1
        print(f"FAIL {S['file']}: {e}")
print(f"{len(scen.ALL)} scenarios, {bad} failed")
sys.exit(1 if bad else 0)
