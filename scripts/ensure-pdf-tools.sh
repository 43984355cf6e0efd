#!/usr/bin/env bash
# The contract PDF's tests render pages with Debian's poppler-utils (pdftoppm) and read their text
# (pdftotext); the Arabic page is compared with a committed image (decisions/0054-contract-pdf.md).
set -euo pipefail
if command -v pdftoppm >/dev/null && command -v pdftotext >/dev/null; then exit 0; fi
echo "Installing Debian's poppler-utils for the contract PDF tests..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq poppler-utils >/dev/null
pdftoppm -v 2>&1 | head -1
