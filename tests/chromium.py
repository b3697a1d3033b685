"""Debian's headless Chromium for the browser tests, driven by Selenium through Debian's
chromedriver (never a browser downloaded at install time; .ci/run installs them with apt)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

CHROMIUM = os.environ.get("PYRULES_CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("PYRULES_CHROMEDRIVER", "/usr/bin/chromedriver")


def require() -> None:
    """Skip the calling test module, with the reason, when Selenium, Chromium or chromedriver is missing."""
    pytest.importorskip("selenium")
    if not (Path(CHROMIUM).exists() and Path(CHROMEDRIVER).exists()):
        pytest.skip(f"no Chromium to drive: {CHROMIUM} or {CHROMEDRIVER} is missing "
                    "(apt-get install chromium chromium-driver)", allow_module_level=True)


def driver(width: int, height: int):
    """A headless Chromium window of that size (the caller quits it)."""
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    options = Options()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", f"--window-size={width},{height}"):
        options.add_argument(arg)
    browser = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    browser.set_page_load_timeout(60)
    return browser
