"""The suite's own helpers, without a browser."""
import pytest
from selenium.common.exceptions import TimeoutException

import support


def test_a_wait_words_its_message_when_it_gives_up(monkeypatch):
    """A function given as the message describes the page as it was when the wait gave up (Selenium alone
    would print the function object)."""
    monkeypatch.setattr(support, "WAIT", 0.2)
    seen = {"text": "before"}

    def never(_driver):
        seen["text"] = "after"
        return False

    with pytest.raises(TimeoutException) as raised:
        support.wait(object(), never, lambda: f"the page said {seen['text']}")
    assert raised.value.msg == "the page said after"
    with pytest.raises(TimeoutException) as raised:
        support.wait(object(), never, "a plain message")
    assert raised.value.msg == "a plain message"


def test_a_wait_returns_what_the_condition_gave():
    assert support.wait(object(), lambda _driver: 42, lambda: "never worded") == 42
