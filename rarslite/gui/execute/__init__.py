"""Execute tab views: text segment, registers, memory inspector (and value formatting)."""
