#!/usr/bin/env python3
"""Print the tensors of a llamacpp_graphprobe dump: FILE [pp|tg] [first] [last].
own = placed in the compute buffer at off; viewN = a view of tensor N; ext = weights or KV cache."""
import json, sys
ls=[json.loads(l) for l in open(sys.argv[1])]
g=[l for l in ls if l.get('tag')==(sys.argv[2] if len(sys.argv)>2 else 'pp')][0]
T=g['tensors']
lo=int(sys.argv[3]) if len(sys.argv)>3 else 0; hi=int(sys.argv[4]) if len(sys.argv)>4 else 10**9
for t in T:
    if not (lo<=t['i']<hi): continue
    kind = 'L' if t['leaf'] else 'N'
    ext = 'own' if t['off']>=0 and t['view']==-1 else ('view%d'%t['view'] if t['view']!=-1 else 'ext')
    print('%4d %s %-22s %-10s %-5s %-22s %9d %-8s off=%-9d src=%s fl=%d'%(t['i'],kind,t['name'][:22],t['op'],t['type'],t['ne'],t['alloc'],ext,t['off'],t['src'],t['flags']))
