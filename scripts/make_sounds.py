#!/usr/bin/env python3
"""Writes the game's three short sounds to resources/sounds/ (move.wav, hint.wav, solved.wav).

Deterministic: sine tones under a smooth attack and an exponential decay, 22050 Hz, 16-bit mono;
the same bytes on every run. Run from the repository's root: python3 scripts/make_sounds.py
"""
import math
import os
import struct
import wave

RATE = 22050


def tone(freq, seconds, volume, decay, attack=0.004, overtone=0.25):
    """A sine with a little of its octave, faded in over `attack` s and out by exp(-t*decay)."""
    frames = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        envelope = min(1.0, t / attack) * math.exp(-t * decay)
        # The last 5 ms fade to silence: no click at the end.
        envelope *= min(1.0, (seconds - t) / 0.005)
        s = math.sin(2 * math.pi * freq * t) + overtone * math.sin(4 * math.pi * freq * t)
        frames.append(volume * envelope * s / (1 + overtone))
    return frames


def silence(seconds):
    return [0.0] * int(RATE * seconds)


def write(path, samples):
    with wave.open(path, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", int(max(-1.0, min(1.0, s)) * 32767)) for s in samples))


def main():
    folder = os.path.join("resources", "sounds")
    os.makedirs(folder, exist_ok=True)
    # A move: a short soft knock.
    write(os.path.join(folder, "move.wav"), tone(520, 0.07, 0.45, 60))
    # A hint: two rising notes, quiet.
    write(os.path.join(folder, "hint.wav"), tone(660, 0.12, 0.35, 18) + tone(880, 0.18, 0.35, 14))
    # Solved: a major arpeggio up to the octave, the last note held.
    notes = [523.25, 659.25, 783.99]
    solved = []
    for f in notes:
        solved += tone(f, 0.11, 0.4, 10)
    solved += tone(1046.5, 0.45, 0.45, 5)
    write(os.path.join(folder, "solved.wav"), solved + silence(0.02))


if __name__ == "__main__":
    main()
