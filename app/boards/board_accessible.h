// BoardAccessible: how a screen reader sees a painted board — one interface for every puzzle, fed
// by the board's own item descriptions (its BoardSpeech part, board_speech.h). The board is a
// Table: its first rows x columns items are the cells (each a table cell), the items after them
// are buttons (an arrow), then the board's child widgets (the A/B/C buttons). Every item's
// interface is made once and registered with QAccessible, as Qt's own item views do, so that the
// bridge gives it one D-Bus path for its whole life; the board's interface deletes them when it
// goes.
#pragma once

#include <QAccessibleWidget>
#include <QPointer>

#include <vector>

namespace minimoves::app {

class BoardWidget;

class BoardAccessible : public QAccessibleWidget, public QAccessibleTableInterface {
public:
    explicit BoardAccessible(BoardWidget* board);
    ~BoardAccessible() override;

    // Makes queryAccessibleInterface() return a BoardAccessible for every board (once a process).
    static void installFactory();
    // Tells the screen reader that the keyboard's cursor is on `item` (-1: the board itself).
    static void sendFocus(BoardWidget* board, int item);

    BoardWidget* board() const;
    void* interface_cast(QAccessible::InterfaceType type) override;
    QAccessible::Role role() const override { return QAccessible::Table; }
    int childCount() const override;
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;
    QAccessibleInterface* childAt(int x, int y) const override;

    // QAccessibleTableInterface: the cells; nothing is selected (the cursor is the focus).
    QAccessibleInterface* caption() const override { return nullptr; }
    QAccessibleInterface* summary() const override { return nullptr; }
    QAccessibleInterface* cellAt(int row, int column) const override;
    int selectedCellCount() const override { return 0; }
    QList<QAccessibleInterface*> selectedCells() const override { return {}; }
    QString columnDescription(int column) const override;
    QString rowDescription(int row) const override;
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override { return 0; }
    int columnCount() const override;
    int rowCount() const override;
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override { return {}; }
    bool isColumnSelected(int) const override { return false; }
    bool isRowSelected(int) const override { return false; }
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    void modelChange(QAccessibleTableModelChangeEvent*) override {}

private:
    int itemCount() const;
    QAccessibleInterface* item(int index) const;
    // The ids of the items' interfaces, made on first use (the count can change with the size).
    mutable std::vector<QAccessible::Id> m_items;
};

// One item of a board (a cell, a gear, a cube, an arrow): its name, place and state are read
// from the board each time, its actions are the board's moves.
class BoardItemAccessible : public QAccessibleInterface,
                            public QAccessibleTableCellInterface,
                            public QAccessibleActionInterface {
public:
    BoardItemAccessible(BoardWidget* board, int index) : m_board(board), m_index(index) {}

    bool isValid() const override;
    QObject* object() const override { return nullptr; }
    QWindow* window() const override;
    QAccessibleInterface* parent() const override;
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QString text(QAccessible::Text t) const override;
    void setText(QAccessible::Text, const QString&) override {}
    QRect rect() const override;
    QAccessible::Role role() const override;
    QAccessible::State state() const override;
    void* interface_cast(QAccessible::InterfaceType type) override;

    // QAccessibleTableCellInterface (cells only)
    bool isSelected() const override { return false; }
    QList<QAccessibleInterface*> columnHeaderCells() const override { return {}; }
    QList<QAccessibleInterface*> rowHeaderCells() const override { return {}; }
    int columnIndex() const override;
    int rowIndex() const override;
    int columnExtent() const override { return 1; }
    int rowExtent() const override { return 1; }
    QAccessibleInterface* table() const override { return parent(); }

    // QAccessibleActionInterface: one action a move; a lone one is Press.
    QStringList actionNames() const override;
    QString localizedActionName(const QString& name) const override;
    void doAction(const QString& name) override;
    QStringList keyBindingsForAction(const QString&) const override { return {}; }

private:
    bool isCell() const;
    QPointer<BoardWidget> m_board; // its interface deletes this as the board goes
    int m_index;
};

} // namespace minimoves::app
