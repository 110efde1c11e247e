#!/usr/bin/env python3
"""Second method for the least pivots (README "Readings"): clip the swept path and the turned
element against each obstruction (Sutherland-Hodgman) and print the overlap areas, at the
worked bearing and just either side of it. Independent of check.py (no SAT, no search)."""
from math import *
def rect(cx,cy,b,w,d,y0,y1):
    f=(sin(radians(b)),cos(radians(b))); r=(sin(radians(b+90)),cos(radians(b+90)))
    return [(cx+sx*w/2*r[0]+y*f[0], cy+sx*w/2*r[1]+y*f[1]) for sx,y in ((-1,y0),(1,y0),(1,y1),(-1,y1))]
def clip(subj, clipper):
    def inside(p,a,b): return (b[0]-a[0])*(p[1]-a[1])-(b[1]-a[1])*(p[0]-a[0])>=0
    def inter(p,q,a,b):
        x1,y1=p;x2,y2=q;x3,y3=a;x4,y4=b
        den=(x1-x2)*(y3-y4)-(y1-y2)*(x3-x4)
        t=((x1-x3)*(y3-y4)-(y1-y3)*(x3-x4))/den
        return (x1+t*(x2-x1), y1+t*(y2-y1))
    out=subj
    # make clipper ccw
    area=sum(clipper[i][0]*clipper[(i+1)%len(clipper)][1]-clipper[(i+1)%len(clipper)][0]*clipper[i][1] for i in range(len(clipper)))
    if area<0: clipper=clipper[::-1]
    for i in range(len(clipper)):
        a,b=clipper[i],clipper[(i+1)%len(clipper)]
        inp=out; out=[]
        if not inp: break
        s=inp[-1]
        for e in inp:
            if inside(e,a,b):
                if not inside(s,a,b): out.append(inter(s,e,a,b))
                out.append(e)
            elif inside(s,a,b): out.append(inter(s,e,a,b))
            s=e
    return out
def area(p): return abs(sum(p[i][0]*p[(i+1)%len(p)][1]-p[(i+1)%len(p)][0]*p[i][1] for i in range(len(p))))/2 if len(p)>2 else 0
import sys
def test(name, cx,cy,d,obst,angles):
    for b in angles:
        path=rect(cx,cy,b,40,d,d/2,d/2+100)
        foot=rect(cx,cy,b,40,d,-d/2,d/2)
        print(name,'bearing %.6f'%b, 'path overlap areas', [round(area(clip(path,o)),6) for o in obst], 'footprint', [round(area(clip(foot,o)),4) for o in obst])
bd=lambda x,y,b: rect(x,y,b,40,15,-7.5,7.5)
# G2: M Cv (600,392.5); R (640,400); E2 (600,415) E3 (640,415)
obst=[bd(640,400,0), bd(600,415,180), bd(640,415,180)]
test('G2',600,392.5,30,obst,[253.739795, 253.8, 253.6, 253.0, 216.87, 180, 143.13])
obst=[bd(560,400,0), bd(640,400,0), bd(560,415,180), bd(600,415,180), bd(640,415,180)]
test('G1',600,392.5,30,obst,[216.869898, 216.8, 216.9, 143.130102, 143.2, 180])
ps=lambda x,y,b: rect(x,y,b,40,20,-10,10)
sq=lambda x0,y0,x1,y1: [(x0,y0),(x1,y0),(x1,y1),(x0,y1)]
obst=[ps(600,450,0), sq(625,200,635,600), sq(540,360,635,370)]
test('corner',600,400,15,obst,[306.869898, 306.9, 306.8, 0, 53.13, 90, 180, 270])
print('---')
test('woodR',600,400,15,[sq(540,460,610,520), bd(680,400,0)],[28.658156])
test('w199',600,400,15,[sq(540,507,610,560)],[16.064794])
test('sym',600,400,15,[sq(585,490,615,520)],[337.875708,22.124292])
test('fline',600,400,15,[bd(560,480,0),bd(600,480,0)],[30.844322])
test('2woods',600,400,15,[sq(605,470,680,520),sq(520,440,575,520)],[59.658575])
test('short',600,400,15,[sq(540,482.5,610,540)],[20.836886, 20.9, 20.7])
