import sys, check as C, gen as G, build as B, scen
for s in scen.ALL:
    if sys.argv[1:] and s["file"] not in sys.argv[1:]: continue
    try:
        B.build(s); print("OK", s["file"])
    except SystemExit as e:
        print("X", e)
        import explore; 
