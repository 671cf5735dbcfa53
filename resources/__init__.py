"""rarslite's assets: the example programs (``examples/``) and the app's icon (``icons/``).

They live at the top of the repository, outside the code, and are installed as the package
``rarslite.resources`` (``setup.py`` maps this folder there), so a checkout, an editable
install and a wheel all find them through this one module.
"""

import os

ROOT = os.path.dirname(os.path.abspath(__file__))
EXAMPLES = os.path.join(ROOT, "examples")
APP_ICON = os.path.join(ROOT, "icons", "rarslite.svg")
