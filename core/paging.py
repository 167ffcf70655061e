"""Server-side paging of the console's listings: the one size limit, check and page count."""

from __future__ import annotations

from pydantic import BaseModel

from core.errors import InvalidInput

MAX_PAGE_SIZE = 200


class PageInfo(BaseModel):
    """Where a page sits in a listing; listings add their ``items``."""

    total: int
    page: int
    page_size: int

    @property
    def pages(self) -> int:
        """Number of pages at this page size (at least 1)."""
        return max(1, -(-self.total // self.page_size))


def check_paging(page: int, page_size: int) -> int:
    """The offset of ``page``; InvalidInput naming the limits when either is out of range."""
    if page < 1:
        raise InvalidInput("page must be 1 or more")
    if not 1 <= page_size <= MAX_PAGE_SIZE:
        raise InvalidInput(f"page size must be between 1 and {MAX_PAGE_SIZE}")
    return (page - 1) * page_size
