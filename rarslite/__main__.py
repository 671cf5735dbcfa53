import sys

from rarslite.cli import main

sys.exit(main())
