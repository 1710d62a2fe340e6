"""Prints the Message-ID of every mail the bench's SMTP server (GreenMail) holds, one a line,
read over IMAP. Usage: message-ids.py HOST IMAP_PORT < addresses (one mailbox per line; GreenMail
keeps one per recipient, login and password both the address)."""
import imaplib
import re
import sys

host, port = sys.argv[1], int(sys.argv[2])
header = re.compile(rb"^Message-ID:\s*(\S+)", re.IGNORECASE | re.MULTILINE)
for address in (line.strip() for line in sys.stdin):
    if not address:
        continue
    imap = imaplib.IMAP4(host, port)
    imap.login(address, address)
    count = int(imap.select("INBOX", readonly=True)[1][0])
    if count:
        kind, parts = imap.fetch("1:*", "(BODY.PEEK[HEADER.FIELDS (MESSAGE-ID)])")
        for part in parts:
            if isinstance(part, tuple):
                found = header.search(part[1])
                print(found.group(1).decode() if found else "<missing>")
    imap.logout()
