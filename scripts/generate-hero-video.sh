#!/usr/bin/env bash
# Generates the home page's background video and its poster from ffmpeg's own
# sources (no footage, no text): slowly drifting contour lines in the brand's
# teal and amber, as a seamless loop.
#
# ffmpeg is needed only to regenerate these files; the site serves the
# committed results from public/media/ (on Debian: apt-get install -y ffmpeg).
#
#   bash scripts/generate-hero-video.sh
set -euo pipefail

OUT="$(cd "$(dirname "$0")/.." && pwd)/public/media"
WIDTH=960
HEIGHT=540
SECONDS_LONG=12 # one full period of the motion, so the last frame meets the first
FPS=20
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# Phase runs once round the circle over the clip: every term is periodic, so it loops without a jump.
P="(2*PI*T/${SECONDS_LONG})"
# A smooth height field; its level lines are the contours.
F="(sin(X*0.0065+1.4*sin(Y*0.0045+${P}))+cos(Y*0.0075-0.9*sin(X*0.0032-${P})))"
LINE="max(0,1-abs(sin(${F}*PI*2.2))*7)"
SHADE="(0.5+0.22*${F}+0.25*Y/H)"
MIX="0.42*${LINE}"
# Brand teal (#0a2a2b to #1c5a58) under amber (#e39a2d) lines.
R="(10+18*${SHADE})*(1-${MIX})+227*${MIX}"
G="(42+48*${SHADE})*(1-${MIX})+154*${MIX}"
B="(43+45*${SHADE})*(1-${MIX})+45*${MIX}"

ffmpeg -y -hide_banner -loglevel error \
  -f lavfi -i "color=c=black:s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${SECONDS_LONG},format=gbrp" \
  -vf "geq=r='${R}':g='${G}':b='${B}',gblur=sigma=1.4,format=yuv420p" \
  -c:v libx264 -crf 8 -preset veryfast "$WORK/master.mp4"

ffmpeg -y -hide_banner -loglevel error -i "$WORK/master.mp4" \
  -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -deadline good -cpu-used 2 -pass 1 -passlogfile "$WORK/vp9" -an -f null /dev/null
ffmpeg -y -hide_banner -loglevel error -i "$WORK/master.mp4" \
  -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -deadline good -cpu-used 2 -pass 2 -passlogfile "$WORK/vp9" -an \
  "$OUT/hero-contours.webm"

ffmpeg -y -hide_banner -loglevel error -i "$WORK/master.mp4" \
  -c:v libx264 -crf 30 -preset slow -profile:v main -pix_fmt yuv420p -movflags +faststart -an \
  "$OUT/hero-contours.mp4"

ffmpeg -y -hide_banner -loglevel error -i "$WORK/master.mp4" -frames:v 1 -c:v libwebp -quality 70 \
  "$OUT/hero-contours-poster.webp"

ls -l "$OUT"/hero-contours*
