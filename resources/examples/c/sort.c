/* Insertion sort of a global array, printed before and after; exits with the number of
   elements that moved (so the exit status is worth checking too). */
#include "syscalls.h"

int numbers[] = {29, -4, 17, 0, 229, 8, -15, 42, 3, 8};
#define COUNT ((int)(sizeof numbers / sizeof numbers[0]))

static void show(const char *label, const int *a, int n)
{
    print_str(label);
    for (int i = 0; i < n; i++) {
        print_str(i ? " " : "");
        print_int(a[i]);
    }
    print_str("\n");
}

static int insertion_sort(int *a, int n)
{
    int moved = 0;
    for (int i = 1; i < n; i++) {
        int key = a[i];
        int j = i - 1;
        while (j >= 0 && a[j] > key) {
            a[j + 1] = a[j];
            j--;
        }
        if (j + 1 != i)
            moved++;
        a[j + 1] = key;
    }
    return moved;
}

int main(void)
{
    show("before: ", numbers, COUNT);
    int moved = insertion_sort(numbers, COUNT);
    show("after:  ", numbers, COUNT);
    return moved;
}
