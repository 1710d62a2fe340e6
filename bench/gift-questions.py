#!/usr/bin/env python3
"""Writes a GIFT file of N questions (default 5000) of every type GIFT has, in a fixed mix, with
categories, titles, tags, feedback and escapes, for bench/question-import.sh (ADR 0054).
Usage: bench/gift-questions.py [N] > questions.gift"""
import random
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 5000
rng = random.Random(45)
out = sys.stdout
kinds = ["single", "multiple", "truefalse", "short", "numeric", "range", "matching", "essay", "weighted"]

for i in range(n):
    if i % 250 == 0:
        out.write(f"$CATEGORY: $course$/Bench/Part {i // 250 + 1}\n\n")
    kind = kinds[i % len(kinds)]
    out.write(f"// [tag:bench] [tag:{kind}]\n::Q{i} {kind}::")
    a, b = rng.randint(1, 99), rng.randint(1, 99)
    if kind == "single":
        out.write(f"Quanto é {a} + {b}? {{={a + b}#Certo ~{a + b + 1}#Quase ~{a * b} ~{abs(a - b)}####Some as unidades.}}\n\n")
    elif kind == "multiple":
        out.write(f"Quais são maiores que {a}? {{~%50%{a + 1} ~%50%{a + 2} ~%-50%{a - 1} ~%-50%{a - 2}}}\n\n")
    elif kind == "truefalse":
        out.write(f"{a} \\= {b} é {'verdade' if a == b else 'falso'}. {{{'T' if a == b else 'F'}#Releia#Isso}}\n\n")
    elif kind == "short":
        out.write(f"Escreva o número {a} por extenso (ou em algarismos). {{={a} =%50%número {a}}}\n\n")
    elif kind == "numeric":
        out.write(f"Quanto é {a} / {b} (duas casas)? {{#{a / b:.2f}:0.01}}\n\n")
    elif kind == "range":
        out.write(f"Um número entre {a} e {a + b}: {{#{a}..{a + b}}}\n\n")
    elif kind == "matching":
        out.write(f"Associe a operação ao resultado. {{\n=\\{{{a}+{b}\\}} -> {a + b}\n={a}×{b} -> {a * b}\n={a}+{a} -> {2 * a}\n}}\n\n")
    elif kind == "essay":
        out.write(f"Explique por que {a} + {b} = {b} + {a}. {{}}\n\n")
    else:
        out.write(f"Qual mais se aproxima de {a}/3? {{={a / 3:.3f} ~%50%{a / 3:.1f} ~%0%{a}}}\n\n")
